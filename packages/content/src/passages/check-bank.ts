import { cefrLevels, type CefrLevel } from '@lexora/contracts';
import {
  addQuestion,
  emptyLevelFigures,
  KEY_LENGTH_RATIO,
  MAY_QUOTE_TAGS,
  measureQuestion,
  share,
  type ItemFigures,
  type LevelFigures,
} from './item-figures';
import { PASSAGE_LEVELS, PASSAGE_TOPICS, type Passage, type PassageLevel } from './model';
import { formatFileError, OPTIONS_PER_QUESTION, type ParsedTopicFile } from './parse';
import {
  contentWords as solverWords,
  NON_READER_SOLVER_NAMES,
  type NonReaderSolver,
} from './solvers';
import {
  containsWordForm,
  countSentences,
  dottedAbbreviation,
  stem,
  typographicCharacters,
} from './text';

export const MIN_PASSAGES_PER_LEVEL = 4;
/** A1 passages marked `| adult` each topic file needs, for adult beginners. */
export const MIN_ADULT_A1_PER_TOPIC = 2;
export const SENTENCES: Record<PassageLevel, { min: number; max: number }> = {
  A1: { min: 3, max: 5 },
  A2: { min: 3, max: 5 },
  B1: { min: 3, max: 5 },
  B2: { min: 3, max: 7 },
  C1: { min: 4, max: 8 },
  C2: { min: 4, max: 8 },
};
/**
 * Share of right answers at each option position: per topic file, per level and over the whole
 * bank. Per level because a non-reader who always picks one position plays one level at a time
 * (a reader of 2026-11-29m found A1 keys at option 3 only 26% of the time, option 2 41%).
 */
export const ANSWER_SPREAD = {
  topic: { min: 0.2, max: 0.47 },
  level: { min: 0.3, max: 0.37 },
  bank: { min: 0.25, max: 0.42 },
};
/** A level's spread is judged from this many questions (a real level holds 156-234). */
export const LEVEL_SPREAD_MIN_QUESTIONS = 60;
/** Different skills a topic's questions must cover at least. */
export const MIN_TAGS_PER_TOPIC = 4;
/** Blind guessing: the score of a learner who picks an option at random. */
export const BLIND_GUESS = 1 / OPTIONS_PER_QUESTION;
/**
 * Limits on the measured figures (docs/passages.md), judged per level over the whole bank. A share
 * is only judged on at least `minQuestions` questions: below that one question moves it 8 points.
 */
export const ITEM_LIMITS = {
  minQuestions: 12,
  /** Share of keys that are the strictly longest option, per level. */
  keyLongest: { min: 0.2, max: 0.42 },
  /** The same share in one level x tag cell. */
  keyLongestPerTag: 0.5,
  /** A non-reader solver may beat blind guessing by at most 10 points. */
  solver: BLIND_GUESS + 0.1,
  /**
   * The key's rank among the options by passage words: the share of questions where it shares
   * the most, and the share where it shares the fewest. Ties are split as for the solvers, so
   * these are the by-most-p and by-few-p scores; each should be about a third. The floor
   * catches keys that avoid (or always reuse) the passage, which no solver ceiling does.
   */
  keyRank: { min: 0.2, max: 0.45 },
  /**
   * Questions whose key is given away by a sibling question's stem or the title (siblingGiveaways).
   * 0: each hit is a clear defect and can always be fixed by rewording one stem or the key.
   */
  siblingGiveaways: 0,
};

/**
 * Stems too general to give an answer away (they are in stems and keys of every kind): "means",
 * "something", "after", "first", "day" and the like.
 */
const GENERIC_STEMS = new Set(
  `mean someth th thing mak com new old first last aft day tim year peopl person show good way get
  go went tak say said know text writer passag word sentenc main idea happen`
    .split(/\s+/)
    .map((word) => word.trim())
    .filter(Boolean),
);

/** A key's content word that another question's stem, or the passage's title, gives away. */
export interface SiblingGiveaway {
  questionId: string;
  /** The key's word (as its light stem) and where it is given away. */
  word: string;
  /** "the title" or the id of the question whose stem has it. */
  source: string;
}

/**
 * A sibling question gives the answer away: a content word of the key that no distractor has
 * appears in the stem of another question of the same passage, or in the title. A question whose
 * own stem has the word is about that word itself (a reference or detail item quoting it), so it
 * is not counted: the stem shows the word to every option alike.
 */
export function siblingGiveaways(passage: Passage): SiblingGiveaway[] {
  const hits: SiblingGiveaway[] = [];
  const contentWords = (text: string) =>
    new Set(
      [...solverWords(text)]
        // Stemmed twice, so that "flower" and "flowers" (flow, flower) meet.
        .map((word) => stem(word))
        .filter((word) => word.length > 2 && !GENERIC_STEMS.has(word)),
    );
  const title = contentWords(passage.title);
  passage.questions.forEach((question) => {
    const key = question.options[question.correctIndex] ?? '';
    const inDistractors = new Set(
      question.options
        .filter((_, i) => i !== question.correctIndex)
        .flatMap((option) => [...contentWords(option)]),
    );
    const ownStem = contentWords(question.question);
    for (const word of contentWords(key)) {
      if (inDistractors.has(word) || ownStem.has(word)) continue;
      const sibling = passage.questions.find(
        (other) => other !== question && contentWords(other.question).has(word),
      );
      if (sibling) hits.push({ questionId: question.id, word, source: sibling.id });
      else if (title.has(word)) hits.push({ questionId: question.id, word, source: 'the title' });
      if (sibling || title.has(word)) break;
    }
  });
  return hits;
}

export interface BankCheckInput {
  files: readonly ParsedTopicFile[];
  /** Topics whose file was not found. */
  missingTopics: readonly string[];
  /** The analyser's level of each passage by id; without it the level check is not run. */
  ratings?: ReadonlyMap<string, CefrLevel | null>;
}

export type ConfusionTable = Record<PassageLevel, Record<CefrLevel, number>>;

export interface BankReport {
  failures: string[];
  passages: Passage[];
  /** Label (rows) x analyser level (columns); empty when no ratings were given. */
  confusion: ConfusionTable;
  /** The questions' measured figures over the whole bank (the limits apply to these). */
  figures: LevelFigures;
  /** The same figures for each file by name, for its writer. */
  fileFigures: Record<string, LevelFigures>;
  /** Keys given away by a sibling question's stem or the title, each as "file:line: id: ...". */
  giveaways: string[];
}

/** "vocabulary, reference and grammar", for the copied-key message. */
const MAY_QUOTE = MAY_QUOTE_TAGS.join(', ').replace(/, ([^,]*)$/, ' and $1');

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function emptyConfusion(): ConfusionTable {
  const row = () => Object.fromEntries(cefrLevels.map((l) => [l, 0])) as Record<CefrLevel, number>;
  return Object.fromEntries(PASSAGE_LEVELS.map((level) => [level, row()])) as ConfusionTable;
}

/**
 * Checks the whole bank (pure: the files are parsed and the passages rated by the caller). Every
 * failure is one line naming the file and line where it can be fixed.
 */
export function checkBank(input: BankCheckInput): BankReport {
  const failures: string[] = [];
  const passages: Passage[] = [];
  const confusion = emptyConfusion();
  const seenText = new Map<string, string>();
  const seenTitle = new Map<string, string>();
  const seenQuestion = new Map<string, string>();
  const positions = [0, 0, 0];
  const levelPositions = new Map<PassageLevel, number[]>();
  const figures = emptyLevelFigures();
  const fileFigures: Record<string, LevelFigures> = {};
  const giveaways: string[] = [];

  for (const topic of input.missingTopics) {
    failures.push(
      `${topic}.md: missing: the bank needs a file for each of the ${PASSAGE_TOPICS.length} topics`,
    );
  }
  for (const file of input.files) {
    failures.push(...file.errors.map(formatFileError));
    const at = (id: string) => `${file.file}:${file.lineOf[id] ?? 1}`;
    const topicPositions = [0, 0, 0];
    const tags = new Set<string>();
    const ownFigures = (fileFigures[file.file] = emptyLevelFigures());

    for (const level of PASSAGE_LEVELS) {
      const count = file.passages.filter((p) => p.level === level).length;
      if (count < MIN_PASSAGES_PER_LEVEL) {
        failures.push(
          `${file.file}: ${count} ${level} passage${count === 1 ? '' : 's'}; each level needs at least ${MIN_PASSAGES_PER_LEVEL}`,
        );
      }
    }

    const adult = file.passages.filter((p) => p.audience === 'adult').length;
    if (adult < MIN_ADULT_A1_PER_TOPIC) {
      failures.push(
        `${file.file}: ${adult} adult A1 passage${adult === 1 ? '' : 's'} ("## A1 | Title | adult"); each file needs at least ${MIN_ADULT_A1_PER_TOPIC}`,
      );
    }

    for (const passage of file.passages) {
      passages.push(passage);
      const fail = (message: string, id = passage.id) =>
        failures.push(`${at(id)}: ${passage.id}: ${message}`);

      const sentences = countSentences(passage.text);
      const range = SENTENCES[passage.level];
      if (sentences < range.min || sentences > range.max) {
        fail(`${sentences} sentences; ${passage.level} passages have ${range.min}-${range.max}`);
      }
      const abbreviation = dottedAbbreviation(passage.text);
      if (abbreviation) {
        fail(`"${abbreviation}" has a dot that reads as a sentence end: write it without the dot`);
      }
      const allText = [
        passage.title,
        passage.text,
        ...passage.questions.flatMap((q) => [q.question, ...q.options, q.explanation]),
      ].join(' ');
      const typographic = typographicCharacters(allText);
      if (typographic.length > 0) {
        fail(`use plain ASCII quotes, apostrophes and hyphens instead of ${typographic.join(' ')}`);
      }

      const textKey = normalise(passage.text);
      const sameText = seenText.get(textKey);
      if (sameText) fail(`the same text as ${sameText}`);
      else seenText.set(textKey, passage.id);
      const titleKey = normalise(passage.title);
      const sameTitle = seenTitle.get(titleKey);
      if (sameTitle) fail(`the title "${passage.title}" is already used by ${sameTitle}`);
      else seenTitle.set(titleKey, passage.id);

      if (passage.questions.every((q) => q.tags.length === 1 && q.tags[0] === 'detail')) {
        fail('every question is a detail question; ask at least one of another kind');
      }
      const ownQuestions = new Set<string>();
      for (const question of passage.questions) {
        question.tags.forEach((tag) => tags.add(tag));
        topicPositions[question.correctIndex]! += 1;
        positions[question.correctIndex]! += 1;
        const atLevel = levelPositions.get(passage.level) ?? [0, 0, 0];
        atLevel[question.correctIndex]! += 1;
        levelPositions.set(passage.level, atLevel);
        const questionKey = normalise(question.question);
        if (ownQuestions.has(questionKey)) fail('asks the same question twice', question.id);
        ownQuestions.add(questionKey);
        const fullKey = `${questionKey}|${question.options.map(normalise).sort().join('|')}`;
        const sameQuestion = seenQuestion.get(fullKey);
        if (sameQuestion) fail(`the same question and options as ${sameQuestion}`, question.id);
        else seenQuestion.set(fullKey, question.id);
        if (question.word && !containsWordForm(passage.text, question.word)) {
          fail(`the vocabulary word "${question.word}" does not appear in the text`, question.id);
        }
        const measure = measureQuestion(passage, question);
        addQuestion(figures, passage.level, question.tags, measure);
        addQuestion(ownFigures, passage.level, question.tags, measure);
        if (measure.copied && !question.tags.some((tag) => MAY_QUOTE_TAGS.includes(tag))) {
          fail(
            `the right answer copies "${measure.copied}" from the passage: say it in other words (only ${MAY_QUOTE} questions may quote the text)`,
            question.id,
          );
        }
        if (measure.lengthCue) {
          const { key, longest } = measure.lengthCue;
          fail(
            `the right answer has ${key} words and the longest wrong option ${longest}: a right answer with ${KEY_LENGTH_RATIO} or more times the words of every wrong option is picked by its length; give the wrong options as much detail or shorten the right answer`,
            question.id,
          );
        }
      }

      for (const hit of siblingGiveaways(passage)) {
        const by = hit.source === 'the title' ? 'the title' : `the stem of ${hit.source}`;
        giveaways.push(
          `${at(hit.questionId)}: ${hit.questionId}: the right answer's word "${hit.word}" (in no wrong option) is given away by ${by}: reword that stem or the key, or put the word in a wrong option too`,
        );
      }

      const rated = input.ratings?.get(passage.id);
      if (input.ratings && rated === undefined) fail('was not rated by the analyser');
      if (rated === null) fail('the analyser could not rate the text');
      if (rated) {
        confusion[passage.level][rated] += 1;
        const distance = Math.abs(cefrLevels.indexOf(rated) - cefrLevels.indexOf(passage.level));
        if (distance > 1) {
          fail(
            `labelled ${passage.level} but the analyser rates it ${rated}: rewrite it (or relabel it) to stay within one level`,
          );
        }
      }
    }

    const spread = spreadProblem(topicPositions, ANSWER_SPREAD.topic);
    if (spread) failures.push(`${file.file}: ${spread}`);
    if (file.passages.length > 0 && tags.size < MIN_TAGS_PER_TOPIC) {
      failures.push(
        `${file.file}: the questions use only ${tags.size} kinds of tag (${[...tags].join(', ')}); mix at least ${MIN_TAGS_PER_TOPIC}`,
      );
    }
  }
  const spread = spreadProblem(positions, ANSWER_SPREAD.bank);
  if (spread && input.files.length > 1) failures.push(`the whole bank: ${spread}`);
  for (const [level, counts] of levelPositions) {
    const total = counts.reduce((sum, n) => sum + n, 0);
    const levelSpread = spreadProblem(counts, ANSWER_SPREAD.level);
    if (levelSpread && total >= LEVEL_SPREAD_MIN_QUESTIONS && input.files.length > 1) {
      failures.push(`the ${level} questions: ${levelSpread}`);
    }
  }
  failures.push(...figureProblems(figures).map((problem) => `the whole bank: ${problem}`));
  if (giveaways.length > ITEM_LIMITS.siblingGiveaways) {
    failures.push(
      `the whole bank: ${giveaways.length} right answers are given away by another question's stem or the title; at most ${ITEM_LIMITS.siblingGiveaways}`,
      ...giveaways,
    );
  }
  return { failures, passages, confusion, figures, fileFigures, giveaways };
}

const SOLVER_STRATEGY: Record<NonReaderSolver, string> = {
  longest: 'always picking the longest option',
  shortest: 'always picking the shortest option',
  passage: 'picking the option that shares most words with the passage',
  fewestPassage: 'picking the option that shares fewest words with the passage',
  question: 'picking the option that shares most words with the question',
  fewestQuestion: 'picking the option that shares fewest words with the question',
  fewestAbsolutes:
    'avoiding absolutes (picking the option with the fewest words such as always, never, all, only)',
};

/** The solvers whose score is also the key's rank by passage words (ITEM_LIMITS.keyRank). */
const RANK_SOLVERS: readonly NonReaderSolver[] = ['passage', 'fewestPassage'];

/** True when the key's share of top or of bottom rank by passage words is outside its limits. */
export function keyRankOutside(f: ItemFigures): boolean {
  if (f.questions < ITEM_LIMITS.minQuestions) return false;
  const { min, max } = ITEM_LIMITS.keyRank;
  return RANK_SOLVERS.some((name) => {
    const rank = share(f.solvers[name], f.questions);
    return rank < min || rank > max;
  });
}

const pct = (value: number) => `${Math.round(value * 100)}%`;

/** True when a figure of the table is outside its limit (marked "!" in content:check). */
export function outsideLimit(f: ItemFigures, column: 'keyLongest' | NonReaderSolver): boolean {
  if (f.questions < ITEM_LIMITS.minQuestions) return false;
  if (column === 'keyLongest') {
    const longest = share(f.keyLongest, f.questions);
    return longest < ITEM_LIMITS.keyLongest.min || longest > ITEM_LIMITS.keyLongest.max;
  }
  const score = share(f.solvers[column], f.questions);
  if (score > ITEM_LIMITS.solver) return true;
  // The key's rank by passage words also has a floor; its ceiling is the solver limit above.
  return RANK_SOLVERS.includes(column) && score < ITEM_LIMITS.keyRank.min;
}

/** The measured figures outside their limits, one message per level (and level x tag cell). */
function figureProblems(figures: LevelFigures): string[] {
  const problems: string[] = [];
  const { min, max } = ITEM_LIMITS.keyLongest;
  for (const level of PASSAGE_LEVELS) {
    const f = figures.levels[level];
    if (f.questions < ITEM_LIMITS.minQuestions) continue;
    const longest = share(f.keyLongest, f.questions);
    if (longest < min || longest > max) {
      problems.push(
        `${level}: the right answer is the longest option in ${pct(longest)} of ${f.questions} questions; keep it within ${pct(min)}-${pct(max)} (${longest > max ? 'shorten right answers or lengthen wrong ones' : 'let the right answer be the longest option sometimes'})`,
      );
    }
    for (const [tag, cell] of Object.entries(figures.tags[level])) {
      const cellLongest = share(cell.keyLongest, cell.questions);
      if (
        cell.questions >= ITEM_LIMITS.minQuestions &&
        cellLongest > ITEM_LIMITS.keyLongestPerTag
      ) {
        problems.push(
          `${level} ${tag} questions: the right answer is the longest option in ${pct(cellLongest)} of ${cell.questions}; at most ${pct(ITEM_LIMITS.keyLongestPerTag)}`,
        );
      }
    }
    for (const name of NON_READER_SOLVER_NAMES) {
      const score = share(f.solvers[name], f.questions);
      if (score > ITEM_LIMITS.solver) {
        problems.push(
          `${level}: a learner who does not read scores ${pct(score)} by ${SOLVER_STRATEGY[name]}; at most ${(ITEM_LIMITS.solver * 100).toFixed(1)}% (blind guessing scores ${pct(BLIND_GUESS)})`,
        );
      }
    }
    if (keyRankOutside(f)) {
      const [top, bottom] = RANK_SOLVERS.map((name) => pct(share(f.solvers[name], f.questions)));
      const rank = ITEM_LIMITS.keyRank;
      problems.push(
        `${level}: the right answer shares most words with the passage in ${top} and fewest in ${bottom} of ${f.questions} questions (ties split); keep each within ${pct(rank.min)}-${pct(rank.max)} (let the right answer reuse passage words as often as the wrong options do)`,
      );
    }
  }
  return problems;
}

function spreadProblem(counts: number[], limits: { min: number; max: number }): string | undefined {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return undefined;
  const shares = counts.map((n) => n / total);
  if (shares.every((share) => share >= limits.min && share <= limits.max)) return undefined;
  const described = counts.map((n, i) => `option ${i + 1}: ${n}`).join(', ');
  return `the right answers are not spread over the ${OPTIONS_PER_QUESTION} positions (${described}); each position needs ${Math.round(limits.min * 100)}-${Math.round(limits.max * 100)}%`;
}

/** The confusion table as aligned text rows (label x analyser level). */
export function formatConfusion(confusion: ConfusionTable): string {
  const header = ['label', ...cefrLevels, 'within 1'];
  const rows = PASSAGE_LEVELS.map((label) => {
    const counts = cefrLevels.map((level) => confusion[label][level]);
    const total = counts.reduce((sum, n) => sum + n, 0);
    const near = cefrLevels
      .filter((level) => Math.abs(cefrLevels.indexOf(level) - cefrLevels.indexOf(label)) <= 1)
      .reduce((sum, level) => sum + confusion[label][level], 0);
    return [label, ...counts.map(String), total === 0 ? '-' : `${near}/${total}`];
  });
  return [header, ...rows]
    .map((cells) =>
      cells.map((cell, i) => cell.padStart(i === 0 ? 5 : i > cefrLevels.length ? 10 : 6)).join(''),
    )
    .join('\n');
}
