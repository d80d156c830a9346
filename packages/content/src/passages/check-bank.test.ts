import type { CefrLevel } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import { checkBank, formatConfusion } from './check-bank';
import { PASSAGE_LEVELS, type PassageLevel, type TopicId } from './model';
import { parseTopicFile } from './parse';

const NAMES = ['Ada', 'Ben', 'Cleo', 'Dev'];
const TAG_SETS = ['detail', 'inference', 'vocabulary'];

/** One well-formed passage; `n` makes its title, text and questions unique in the bank. */
type AnswerAt = (n: number, question: number) => number;
const rotating: AnswerAt = (n, question) => (n + question) % 3;

function passage(topic: string, level: PassageLevel, n: number, answerAt: AnswerAt): string {
  const name = `${NAMES[n % 4]}${topic.length}x${n}`;
  const answers = [0, 1, 2].map((question) => answerAt(n, question));
  const options = (right: number, good: string, bad: string[]) =>
    [0, 1, 2].map((i) => (i === right ? `   - [x] ${good}` : `   - [ ] ${bad.pop()}`)).join('\n');
  return `## ${level} | Story Number ${n}

${name} has a red kite. The kite flies high over the hill. ${name} smiles at the kite.

1. [${TAG_SETS[0]}] What colour is the kite of ${name}?
${options(answers[0]!, 'Red', ['Blue', 'Green'])}
   > The kite is red.
2. [${TAG_SETS[1]}, main-idea] How does ${name} feel?
${options(answers[1]!, 'Happy', ['Sad', 'Angry'])}
   > ${name} smiles.
3. [${TAG_SETS[2]}] In the story of ${name}, "flies" means ...
${options(answers[2]!, 'moves through the air', ['falls down', 'stays still'])}
   > The kite flies high.
`;
}

function topicFile(topic: TopicId, perLevel = 4, answerAt = rotating): string {
  let n = 0;
  const blocks = PASSAGE_LEVELS.flatMap((level) =>
    Array.from({ length: perLevel }, () => passage(topic, level, n++, answerAt)),
  );
  return `# ${topic}\n\n${blocks.join('\n')}`;
}

function check(markdown: string, options: { ratings?: Map<string, CefrLevel | null> } = {}) {
  const file = parseTopicFile(markdown, 'science', 'science.md');
  expect(file.errors).toEqual([]);
  return checkBank({ files: [file], missingTopics: [], ...options });
}

describe('checkBank', () => {
  it('passes a complete, well-formed topic file', () => {
    const report = check(topicFile('science'));
    expect(report.failures).toEqual([]);
    expect(report.passages).toHaveLength(16);
  });

  it('reports missing topic files and levels with too few passages', () => {
    const file = parseTopicFile(topicFile('science', 3), 'science', 'science.md');
    const report = checkBank({ files: [file], missingTopics: ['heroes'] });
    expect(report.failures).toEqual([
      'heroes.md: missing: the bank needs a file for each of the 13 topics',
      'science.md: 3 A1 passages; each level needs at least 4',
      'science.md: 3 A2 passages; each level needs at least 4',
      'science.md: 3 B1 passages; each level needs at least 4',
      'science.md: 3 B2 passages; each level needs at least 4',
    ]);
  });

  it('counts sentences per level and rejects dotted abbreviations and curly quotes', () => {
    const good = topicFile('science');
    const long = good.replace(
      'The kite flies high over the hill.',
      'The kite flies high over the hill. It is windy. It is sunny. It is late.',
    );
    expect(check(long).failures).toEqual([
      'science.md:3: science-a1-story-number-0: 6 sentences; A1 passages have 3-5',
    ]);
    expect(check(good.replace('has a red kite.', 'has a red kite from Dr. Lee.')).failures).toEqual(
      [
        'science.md:3: science-a1-story-number-0: "Dr." has a dot that reads as a sentence end: write it without the dot',
      ],
    );
    expect(check(good.replace('has a red kite.', 'has Mum\u2019s kite.')).failures).toEqual([
      'science.md:3: science-a1-story-number-0: use plain ASCII quotes, apostrophes and hyphens instead of \u2019',
    ]);
  });

  it('needs the vocabulary word in the text and one question that is not about details', () => {
    const noWord = topicFile('science').replace(
      'The kite flies high over the hill.',
      'The kite is high.',
    );
    expect(check(noWord).failures).toEqual([
      'science.md:17: science-a1-story-number-0: the vocabulary word "flies" does not appear in the text',
    ]);
    const allDetail = topicFile('science')
      .replace(/\[inference, main-idea\]/, '[detail]')
      .replace(/\[vocabulary\]/, '[detail]');
    expect(check(allDetail).failures).toEqual([
      'science.md:3: science-a1-story-number-0: every question is a detail question; ask at least one of another kind',
    ]);
  });

  it('rejects duplicate texts, titles and questions across topic files', () => {
    const science = parseTopicFile(topicFile('science'), 'science', 'science.md');
    const copy = parseTopicFile(topicFile('science'), 'nature', 'nature.md');
    const failures = checkBank({ files: [science, copy], missingTopics: [] }).failures;
    expect(failures).toHaveLength(16 * 5);
    expect(failures.slice(0, 5)).toEqual([
      'nature.md:3: nature-a1-story-number-0: the same text as science-a1-story-number-0',
      'nature.md:3: nature-a1-story-number-0: the title "Story Number 0" is already used by science-a1-story-number-0',
      'nature.md:7: nature-a1-story-number-0: the same question and options as science-a1-story-number-0-q1',
      'nature.md:12: nature-a1-story-number-0: the same question and options as science-a1-story-number-0-q2',
      'nature.md:17: nature-a1-story-number-0: the same question and options as science-a1-story-number-0-q3',
    ]);
  });

  it('needs the right answers spread over the three positions and a mix of tags', () => {
    // 32 of the 48 right answers first: 67% in position 1.
    const report = check(
      topicFile('science', 4, (n, question) => (n < 8 && question > 0 ? question : 0)),
    );
    expect(report.failures).toEqual([
      'science.md: the right answers are not spread over the 3 positions (option 1: 32, option 2: 8, option 3: 8); each position needs 20-47%',
    ]);
    const fewTags = topicFile('science').replace(/\[inference, main-idea\]/g, '[detail, sequence]');
    expect(check(fewTags).failures).toEqual([
      'science.md: the questions use only 3 kinds of tag (detail, sequence, vocabulary); mix at least 4',
    ]);
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
    ]);
  });
});
