import type { CefrLevel } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkBank,
  formatConfusion,
  ITEM_LIMITS,
  keyRankOutside,
  outsideLimit,
  siblingGiveaways,
} from './check-bank';
import { emptyFigures } from './item-figures';
import { PASSAGE_LEVELS, type PassageLevel, type TopicId } from './model';
import { parseTopicFile } from './parse';
import { NON_READER_SOLVER_NAMES } from './solvers';

const NAMES = ['Ada', 'Ben', 'Cleo', 'Dev'];
/** Each question picks from three things of clearly different lengths (shortest first). */
const COLOURS = ['Red', 'Blue', 'Green'];
const FEELINGS = ['Glad', 'Tired', 'Nervous'];
const PLACES = ['The park', 'The river', 'The mountains'];

/** Which option position holds the right answer, for passage `n` and question 0-2. */
type AnswerAt = (n: number, question: number) => number;
const rotating: AnswerAt = (n, question) => (n + question) % 3;
/** Which of the three things (0 shortest, 2 longest) is the right answer. */
type KeyAt = (n: number, question: number) => number;
const fairKeys: KeyAt = (n, question) => (n + 2 * question + 1) % 3;

interface Plan {
  perLevel?: number;
  answerAt?: AnswerAt;
  keyAt?: KeyAt;
  /** Added to the passage numbers, so that several files have different titles and texts. */
  offset?: number;
  /**
   * The text names only the right answers (a non-reader picks the option found in it), or only
   * the wrong ones (a non-reader picks the option missing from it). By default it names all three.
   */
  inText?: 'keys' | 'others';
  /** The colour question names its own answer. */
  leadingQuestion?: boolean;
}

/** One well-formed passage of 4 sentences; `n` makes its title, text and questions unique. */
function passage(topic: string, level: PassageLevel, n: number, plan: Plan): string {
  const { answerAt = rotating, keyAt = fairKeys } = plan;
  const name = `${NAMES[n % 4]}${topic.length}x${n}`;
  const [colour, feeling, place] = [COLOURS, FEELINGS, PLACES].map((things, q) => {
    const key = things[keyAt(n, q)]!;
    return { key, others: things.filter((thing) => thing !== key), at: answerAt(n, q) };
  }) as [Thing, Thing, Thing];
  const low = (text: string) => text.toLowerCase();
  const text =
    plan.inText === 'keys'
      ? `${name} has a ${low(colour.key)} kite. Today ${name} is ${low(feeling.key)}. The kite flies over ${low(place.key)}. It is a windy day.`
      : plan.inText === 'others'
        ? `${name} has a ${low(colour.others[0]!)} cap and a ${low(colour.others[1]!)} bag. Yesterday ${name} was ${low(feeling.others[0]!)} and ${low(feeling.others[1]!)}. The kite never flies over ${low(place.others[0]!)} or ${low(place.others[1]!)}. It is a windy day.`
        : `${name} has a ${low(colour.key)} kite, a ${low(colour.others[0]!)} cap and a ${low(colour.others[1]!)} bag. Yesterday ${name} was ${low(feeling.others[0]!)} and ${low(feeling.others[1]!)}, but today ${name} is ${low(feeling.key)}. The kite flies over ${low(place.key)}, then ${low(place.others[0]!)}, then ${low(place.others[1]!)}. It is a windy day.`;
  const colourQuestion = plan.leadingQuestion
    ? `Is the kite of ${name} ${low(colour.key)}?`
    : `What colour is the kite of ${name}?`;
  // The first two A1 passages of a file are for adults, as each file needs.
  const marker = level === 'A1' && n < 2 + (plan.offset ?? 0) ? ' | adult' : '';
  return `## ${level} | Story Number ${n}${marker}

${text}

1. [detail] ${colourQuestion}
${options(colour)}
   > The kite is ${low(colour.key)}.
2. [inference, main-idea] How does ${name} feel today?
${options(feeling)}
   > Today ${name} is ${low(feeling.key)}.
3. [sequence] Where does the kite of ${name} fly first?
${options(place)}
   > It flies over ${low(place.key)} first.
`;
}

interface Thing {
  key: string;
  others: string[];
  at: number;
}

function options({ key, others, at }: Thing): string {
  const wrong = [...others];
  return [0, 1, 2]
    .map((i) => (i === at ? `   - [x] ${key}` : `   - [ ] ${wrong.shift()}`))
    .join('\n');
}

function topicFile(topic: TopicId, plan: Plan = {}): string {
  let n = plan.offset ?? 0;
  const blocks = PASSAGE_LEVELS.flatMap((level) =>
    Array.from({ length: plan.perLevel ?? 4 }, () => passage(topic, level, n++, plan)),
  );
  return `# ${topic}\n\n${blocks.join('\n')}`;
}

function check(markdown: string, options: { ratings?: Map<string, CefrLevel | null> } = {}) {
  const file = parseTopicFile(markdown, 'science', 'science.md');
  expect(file.errors).toEqual([]);
  return checkBank({ files: [file], missingTopics: [], ...options });
}

/** Plants, in passage `n`, the colour question's key into the stem of the place question. */
function giveAway(markdown: string, n: number): string {
  const name = `${NAMES[n % 4]}7x${n}`;
  const key = COLOURS[fairKeys(n, 0)]!.toLowerCase();
  return markdown.replace(
    `Where does the kite of ${name} fly first?`,
    `Where does the ${key} kite of ${name} fly first?`,
  );
}

describe('siblingGiveaways', () => {
  it("finds a key given away by another question's stem or by the title", () => {
    const planted = giveAway(topicFile('science'), 0);
    const file = parseTopicFile(planted, 'science', 'science.md');
    const first = file.passages[0]!;
    expect(siblingGiveaways(first)).toEqual([
      { questionId: `${first.id}-q1`, word: 'blu', source: `${first.id}-q3` },
    ]);
    const titled = parseTopicFile(
      topicFile('science').replace('## A1 | Story Number 0', '## A1 | The Blue Kite'),
      'science',
      'science.md',
    ).passages[0]!;
    expect(siblingGiveaways(titled)).toEqual([
      { questionId: `${titled.id}-q1`, word: 'blu', source: 'the title' },
    ]);
  });

  it('ignores a question about the word itself, and a word a wrong option has too', () => {
    // The colour question's own stem names its key: it is about that word.
    const own = giveAway(topicFile('science', { leadingQuestion: true }), 0);
    expect(siblingGiveaways(parseTopicFile(own, 'science', 'science.md').passages[0]!)).toEqual([]);
    const shared = giveAway(topicFile('science'), 0).replace('- [ ] Red', '- [ ] Red and blue');
    expect(siblingGiveaways(parseTopicFile(shared, 'science', 'science.md').passages[0]!)).toEqual(
      [],
    );
  });

  it('fails the bank above the limit, naming each question', () => {
    let planted = topicFile('science');
    const count = ITEM_LIMITS.siblingGiveaways + 1;
    for (let n = 0; n < count; n++) planted = giveAway(planted, n);
    const report = check(planted);
    expect(report.giveaways).toHaveLength(count);
    expect(report.failures[0]).toBe(
      `the whole bank: ${count} right answers are given away by another question's stem or the title; at most ${ITEM_LIMITS.siblingGiveaways}`,
    );
    expect(report.failures[1]).toMatch(
      /^science\.md:\d+: science-a1-story-number-0-q1: the right answer's word "blu" \(in no wrong option\) is given away by the stem of science-a1-story-number-0-q3/,
    );
    expect(check(topicFile('science')).giveaways).toEqual([]);
  });
});

describe('checkBank', () => {
  it('passes a complete, well-formed and fair topic file', () => {
    const report = check(topicFile('science'));
    expect(report.failures).toEqual([]);
    expect(report.passages).toHaveLength(24);
    // Each thing is the key once per passage: a third of the keys are the longest option, and
    // every non-reader solver does as well as blind guessing.
    const a1 = report.figures.levels.A1;
    expect(a1).toMatchObject({ questions: 12, keyLongest: 4, keyShortest: 4, copied: 0 });
    for (const name of NON_READER_SOLVER_NAMES) expect(a1.solvers[name]).toBeCloseTo(4);
    expect(report.figures.all.questions).toBe(72);
    expect(report.fileFigures['science.md']).toEqual(report.figures);
  });

  it('reports missing topic files and levels with too few passages', () => {
    const file = parseTopicFile(topicFile('science', { perLevel: 3 }), 'science', 'science.md');
    const report = checkBank({ files: [file], missingTopics: ['heroes'] });
    expect(report.failures).toEqual([
      'heroes.md: missing: the bank needs a file for each of the 13 topics',
      ...PASSAGE_LEVELS.map(
        (level) => `science.md: 3 ${level} passages; each level needs at least 4`,
      ),
    ]);
  });

  it('needs two adult A1 passages in each file', () => {
    const oneAdult = topicFile('science').replace('Story Number 1 | adult', 'Story Number 1');
    expect(check(oneAdult).failures).toEqual([
      'science.md: 1 adult A1 passage ("## A1 | Title | adult"); each file needs at least 2',
    ]);
    const report = check(topicFile('science'));
    expect(report.passages.filter((p) => p.audience === 'adult').map((p) => p.id)).toEqual([
      'science-a1-story-number-0',
      'science-a1-story-number-1',
    ]);
  });

  it('counts sentences per level and rejects dotted abbreviations and curly quotes', () => {
    const good = topicFile('science');
    const windy = 'It is a windy day.';
    expect(check(good.replace(windy, `${windy} It is sunny. It is late.`)).failures).toEqual([
      'science.md:3: science-a1-story-number-0: 6 sentences; A1 passages have 3-5',
    ]);
    expect(check(good.replace(windy, 'It is a windy day for Dr. Lee.')).failures).toEqual([
      'science.md:3: science-a1-story-number-0: "Dr." has a dot that reads as a sentence end: write it without the dot',
    ]);
    expect(check(good.replace(windy, 'It is Mum\u2019s windy day.')).failures).toEqual([
      'science.md:3: science-a1-story-number-0: use plain ASCII quotes, apostrophes and hyphens instead of \u2019',
    ]);
  });

  it('needs the vocabulary word in the text and one question that is not about details', () => {
    const vocabulary = topicFile('science').replace(
      /\[sequence\] Where does the kite of (\S+) fly first\?/,
      '[vocabulary] In the story of $1, "flies" means ...',
    );
    expect(check(vocabulary).failures).toEqual([]);
    expect(check(vocabulary.replace(' flies over', ' goes over')).failures).toEqual([
      'science.md:17: science-a1-story-number-0: the vocabulary word "flies" does not appear in the text',
    ]);
    const allDetail = topicFile('science')
      .replace('[inference, main-idea]', '[detail]')
      .replace('[sequence]', '[detail]');
    expect(check(allDetail).failures).toEqual([
      'science.md:3: science-a1-story-number-0: every question is a detail question; ask at least one of another kind',
    ]);
  });

  it('rejects duplicate texts, titles and questions across topic files', () => {
    const science = parseTopicFile(topicFile('science'), 'science', 'science.md');
    const copy = parseTopicFile(topicFile('science'), 'nature', 'nature.md');
    const failures = checkBank({ files: [science, copy], missingTopics: [] }).failures;
    expect(failures).toHaveLength(24 * 5);
    expect(failures.slice(0, 5)).toEqual([
      'nature.md:3: nature-a1-story-number-0: the same text as science-a1-story-number-0',
      'nature.md:3: nature-a1-story-number-0: the title "Story Number 0" is already used by science-a1-story-number-0',
      'nature.md:7: nature-a1-story-number-0: the same question and options as science-a1-story-number-0-q1',
      'nature.md:12: nature-a1-story-number-0: the same question and options as science-a1-story-number-0-q2',
      'nature.md:17: nature-a1-story-number-0: the same question and options as science-a1-story-number-0-q3',
    ]);
  });

  it('reports options that are the same apart from case and punctuation', () => {
    const markdown = topicFile('science').replace('   - [ ] Red', '   - [ ] blue.');
    const file = parseTopicFile(markdown, 'science', 'science.md');
    expect(checkBank({ files: [file], missingTopics: [] }).failures).toContain(
      'science.md:7: question 1 of "Story Number 0" has two options with the same text (ignoring case and punctuation)',
    );
  });

  it('needs the right answers spread over the three positions and a mix of tags', () => {
    // 56 of the 72 right answers first: 78% in position 1.
    const report = check(
      topicFile('science', { answerAt: (n, question) => (n < 8 && question > 0 ? question : 0) }),
    );
    expect(report.failures).toEqual([
      'science.md: the right answers are not spread over the 3 positions (option 1: 56, option 2: 8, option 3: 8); each position needs 20-47%',
    ]);
    const fewTags = topicFile('science').replace(/\[inference, main-idea\]/g, '[detail, sequence]');
    expect(check(fewTags).failures).toEqual([
      'science.md: the questions use only 2 kinds of tag (detail, sequence); mix at least 4',
    ]);
  });

  it('needs the right answers spread over the three positions at each level', () => {
    // Two files of 12 passages a level: 72 A1 questions, none keyed at option 3.
    const answerAt: AnswerAt = (n, question) =>
      n % 100 < 12 ? (n + question) % 2 : (n + question) % 3;
    const files = [
      parseTopicFile(topicFile('science', { perLevel: 12, answerAt }), 'science', 'science.md'),
      parseTopicFile(
        topicFile('nature', { perLevel: 12, answerAt, offset: 100 }),
        'nature',
        'nature.md',
      ),
    ];
    const failures = checkBank({ files, missingTopics: [] }).failures;
    expect(failures).toContain(
      'the A1 questions: the right answers are not spread over the 3 positions (option 1: 36, option 2: 36, option 3: 0); each position needs 30-37%',
    );
    expect(
      failures.filter((failure) => failure.includes('questions: the right answers')),
    ).toHaveLength(1);
  });

  it('fails a bank whose right answer is always (or never) the longest option', () => {
    const always = check(topicFile('science', { keyAt: () => 2 }));
    expect(always.failures).toEqual(
      PASSAGE_LEVELS.flatMap((level) => [
        `the whole bank: ${level}: the right answer is the longest option in 100% of 12 questions; keep it within 20%-42% (shorten right answers or lengthen wrong ones)`,
        `the whole bank: ${level}: a learner who does not read scores 100% by always picking the longest option; at most 43.3% (blind guessing scores 33%)`,
      ]),
    );
    expect(always.figures.levels.C2.keyShortest).toBe(0);
    // Never the longest is always the shortest here, which the reverse solver catches.
    const never = check(topicFile('science', { keyAt: () => 0 }));
    expect(never.failures.slice(0, 2)).toEqual([
      'the whole bank: A1: the right answer is the longest option in 0% of 12 questions; keep it within 20%-42% (let the right answer be the longest option sometimes)',
      'the whole bank: A1: a learner who does not read scores 100% by always picking the shortest option; at most 43.3% (blind guessing scores 33%)',
    ]);
    expect(never.failures).toHaveLength(2 * PASSAGE_LEVELS.length);
    expect(never.figures.levels.A1.keyShortest).toBe(12);
  });

  it('fails a level x tag cell of 12 or more questions whose key is mostly the longest', () => {
    // Over three files the detail questions' key is always the longest (12 per level), the
    // others never: a third of each level, but every detail question.
    const keyAt: KeyAt = (n, question) => (question === 0 ? 2 : (n + question) % 2);
    const files = (['science', 'nature', 'animals'] as const).map((topic, i) =>
      parseTopicFile(topicFile(topic, { keyAt, offset: 100 * i }), topic, `${topic}.md`),
    );
    const report = checkBank({ files, missingTopics: [] });
    expect(report.failures).toEqual(
      PASSAGE_LEVELS.map(
        (level) =>
          `the whole bank: ${level} detail questions: the right answer is the longest option in 100% of 12; at most 50%`,
      ),
    );
    expect(report.figures.levels.B1).toMatchObject({ questions: 36, keyLongest: 12 });
    // One file alone has too few detail questions per level for the cell to be judged.
    expect(report.fileFigures['nature.md']!.tags.B1.detail).toMatchObject({ questions: 4 });
  });

  it('fails a right answer that copies four words of the passage, unless the tag quotes', () => {
    // The wrong options are as long as the right one, so that only the copy fails.
    const copied = topicFile('science')
      .replace('It is a windy day.', 'It is a windy day in May.')
      .replace('   - [x] Blue', '   - [x] A Windy day, in May')
      .replace('   - [ ] Red', '   - [ ] A wet night in June');
    expect(check(copied).failures).toEqual([
      'science.md:7: science-a1-story-number-0: the right answer copies "A Windy day in May" from the passage: say it in other words (only vocabulary, reference and grammar questions may quote the text)',
    ]);
    expect(check(copied).figures.levels.A1.copied).toBe(1);
    // A reference question may quote the words it asks about; three copied words are a paraphrase.
    expect(check(copied.replace('1. [detail]', '1. [reference]')).failures).toEqual([]);
    const three = copied.replace('A Windy day, in May', 'A windy day');
    expect(check(three).failures).toEqual([]);
  });

  it('fails a right answer with twice the words of the longest wrong option, of any tag', () => {
    // Passage 0's colour question: "Blue" (the key) beside "Red" and "Green".
    const long = topicFile('science').replace('   - [x] Blue', '   - [x] Blue like the sky');
    const message =
      'science.md:7: science-a1-story-number-0: the right answer has 4 words and the longest wrong option 1: a right answer with 2 or more times the words of every wrong option is picked by its length; give the wrong options as much detail or shorten the right answer';
    expect(check(long).failures).toEqual([message]);
    // Unlike the copy rule, it holds for the tags that may quote the text too.
    expect(check(long.replace('1. [detail]', '1. [reference]')).failures).toEqual([message]);
    // Exactly twice fails; under twice passes, and so does a long word (characters do not count).
    expect(check(long.replace('Blue like the sky', 'Sky blue')).failures).toHaveLength(1);
    const fair = long.replace('   - [ ] Green', '   - [ ] Green as grass');
    expect(check(fair).failures).toEqual([]);
    expect(check(topicFile('science').replace('[x] Blue', '[x] Ultramarine')).failures).toEqual([]);
  });

  it('fails questions a non-reader answers from the passage words or the question words', () => {
    const overlap = check(topicFile('science', { inText: 'keys' }));
    expect(overlap.failures).toEqual(
      PASSAGE_LEVELS.flatMap((level) => [
        `the whole bank: ${level}: a learner who does not read scores 100% by picking the option that shares most words with the passage; at most 43.3% (blind guessing scores 33%)`,
        `the whole bank: ${level}: the right answer shares most words with the passage in 100% and fewest in 0% of 12 questions (ties split); keep each within 20%-45% (let the right answer reuse passage words as often as the wrong options do)`,
      ]),
    );
    // The colour question names its answer: 4 right + 8 ties of 1/3 = 56% of 12.
    const leading = check(topicFile('science', { leadingQuestion: true }));
    expect(leading.failures).toEqual(
      PASSAGE_LEVELS.map(
        (level) =>
          `the whole bank: ${level}: a learner who does not read scores 56% by picking the option that shares most words with the question; at most 43.3% (blind guessing scores 33%)`,
      ),
    );
  });

  it('fails questions whose right answer is always the option missing from the passage', () => {
    // The overcorrection: every wrong option is in the text and no right answer is.
    const avoided = check(topicFile('science', { inText: 'others' }));
    expect(avoided.failures).toEqual(
      PASSAGE_LEVELS.flatMap((level) => [
        `the whole bank: ${level}: a learner who does not read scores 100% by picking the option that shares fewest words with the passage; at most 43.3% (blind guessing scores 33%)`,
        `the whole bank: ${level}: the right answer shares most words with the passage in 0% and fewest in 100% of 12 questions (ties split); keep each within 20%-45% (let the right answer reuse passage words as often as the wrong options do)`,
      ]),
    );
    expect(avoided.figures.levels.B1.solvers.fewestPassage).toBe(12);
    expect(avoided.figures.levels.B1.solvers.passage).toBe(0);
    // Avoiding the question's words is no help when the question names its answer: on each
    // colour question the fewest-words learner picks the two wrong options (8 ties of 1/3 left).
    const leading = check(topicFile('science', { leadingQuestion: true }));
    expect(leading.figures.levels.A1.solvers.fewestQuestion).toBeCloseTo(8 / 3);
  });

  it('fails a bank whose right answer is always the only option without an absolute', () => {
    // The test-wise pattern: two sweeping wrong options beside a hedged key. "always" and
    // "mostly" have the same length and are in neither the passage nor the question, so only
    // the avoid-absolutes learner is helped.
    const hedged = topicFile('science')
      .replace(/^( {3}- \[ \] .*)$/gm, '$1, always')
      .replace(/^( {3}- \[x\] .*)$/gm, '$1, mostly');
    const report = check(hedged);
    expect(report.failures).toEqual(
      PASSAGE_LEVELS.map(
        (level) =>
          `the whole bank: ${level}: a learner who does not read scores 100% by avoiding absolutes (picking the option with the fewest words such as always, never, all, only); at most 43.3% (blind guessing scores 33%)`,
      ),
    );
    expect(report.figures.levels.C1.solvers.fewestAbsolutes).toBe(12);
    expect(outsideLimit(report.figures.levels.C1, 'fewestAbsolutes')).toBe(true);
    // Absolutes spread over right and wrong options alike give the learner nothing.
    const fair = check(topicFile('science').replace(/^( {3}- \[.\] .*)$/gm, '$1, always'));
    expect(fair.failures).toEqual([]);
    expect(fair.figures.levels.A1.solvers.fewestAbsolutes).toBeCloseTo(4);
  });

  it("judges the key's rank by passage words on both shares, from 12 questions", () => {
    // `top` and `bottom` are the by-most-p and by-few-p credits (ties split).
    const figures = (top: number, bottom: number, questions = 12) => {
      const f = emptyFigures();
      return { ...f, questions, solvers: { ...f.solvers, passage: top, fewestPassage: bottom } };
    };
    expect(keyRankOutside(figures(4, 4))).toBe(false);
    // The key is rarely the top option (17%) but no solver beats 43.3%: only the floor fails.
    expect(keyRankOutside(figures(2, 5))).toBe(true);
    expect(outsideLimit(figures(2, 5), 'passage')).toBe(true);
    expect(outsideLimit(figures(2, 5), 'fewestPassage')).toBe(false);
    expect(keyRankOutside(figures(5, 2))).toBe(true);
    expect(keyRankOutside(figures(5.5, 3))).toBe(true);
    expect(keyRankOutside(figures(2, 5, 11))).toBe(false);
  });

  it('accepts analyser levels within one of the label, reports the others and fills the table', () => {
    const file = parseTopicFile(topicFile('science'), 'science', 'science.md');
    const ratings = new Map<string, CefrLevel | null>(
      file.passages.map((p) => [p.id, p.level === 'B2' ? 'C1' : p.level]),
    );
    ratings.set('science-a1-story-number-0', 'B1');
    ratings.set('science-a1-story-number-1', null);
    ratings.delete('science-a1-story-number-2');
    const report = checkBank({ files: [file], missingTopics: [], ratings });
    expect(report.failures).toEqual([
      'science.md:3: science-a1-story-number-0: labelled A1 but the analyser rates it B1: rewrite it (or relabel it) to stay within one level',
      'science.md:23: science-a1-story-number-1: the analyser could not rate the text',
      'science.md:43: science-a1-story-number-2: was not rated by the analyser',
    ]);
    expect(report.confusion.A1).toEqual({ A1: 1, A2: 0, B1: 1, B2: 0, C1: 0, C2: 0 });
    expect(report.confusion.B2.C1).toBe(4);
    expect(formatConfusion(report.confusion).split('\n')).toEqual([
      'label    A1    A2    B1    B2    C1    C2  within 1',
      '   A1     1     0     1     0     0     0       1/2',
      '   A2     0     4     0     0     0     0       4/4',
      '   B1     0     0     4     0     0     0       4/4',
      '   B2     0     0     0     0     4     0       4/4',
      '   C1     0     0     0     0     4     0       4/4',
      '   C2     0     0     0     0     0     4       4/4',
    ]);
  });
});
