/**
 * Measured figures of the questions' fairness (docs/passages.md, "What the checker measures"):
 * where the right answer ("key") sits by length, whether it copies the passage, and what the
 * non-reader solvers score. Counted per level and per level x tag, for the bank and for each file.
 */
import {
  PASSAGE_LEVELS,
  type Passage,
  type PassageLevel,
  type PassageQuestion,
  type QuestionTag,
} from './model';
import { NON_READER_SOLVER_NAMES, solveItem, type NonReaderSolver } from './solvers';

/** A key repeating this many consecutive words of the passage was copied, not paraphrased. */
export const COPIED_RUN_WORDS = 4;
/** Tags whose questions may quote the passage: they ask about the quoted words themselves. */
export const MAY_QUOTE_TAGS: readonly QuestionTag[] = ['vocabulary', 'reference', 'grammar'];
/**
 * A key this many times as long as the longest wrong option, in words, is picked by its length
 * alone ("A warm drink and a few days off" beside "Medicine for his chest"). Words, not characters:
 * a reader sees how much an option says, and one long word ("characteristically") is not a cue.
 */
export const KEY_LENGTH_RATIO = 2;

/** Sums over a group of questions; shares are these divided by `questions`. */
export interface ItemFigures {
  questions: number;
  /** Keys that are strictly the longest option (characters). */
  keyLongest: number;
  /** Keys that are strictly the shortest option. */
  keyShortest: number;
  /** Keys repeating COPIED_RUN_WORDS or more consecutive words of the passage (any tag). */
  copied: number;
  /** Each solver's credit summed over the questions (ties give fractions). */
  solvers: Record<NonReaderSolver, number>;
}

export interface LevelFigures {
  levels: Record<PassageLevel, ItemFigures>;
  /** Each question counts once under each of its tags. */
  tags: Record<PassageLevel, Partial<Record<QuestionTag, ItemFigures>>>;
  all: ItemFigures;
}

export interface QuestionMeasure {
  keyLongest: boolean;
  keyShortest: boolean;
  /** The copied words, when the key repeats a run of the passage. */
  copied?: string;
  /** The word counts, when the key is KEY_LENGTH_RATIO or more times the longest wrong option. */
  lengthCue?: LengthCue;
  solvers: Record<NonReaderSolver, number>;
}

export function emptyFigures(): ItemFigures {
  const solvers = Object.fromEntries(NON_READER_SOLVER_NAMES.map((name) => [name, 0]));
  return {
    questions: 0,
    keyLongest: 0,
    keyShortest: 0,
    copied: 0,
    solvers: solvers as Record<NonReaderSolver, number>,
  };
}

export function emptyLevelFigures(): LevelFigures {
  const byLevel = <T>(make: () => T) =>
    Object.fromEntries(PASSAGE_LEVELS.map((level) => [level, make()])) as Record<PassageLevel, T>;
  return { levels: byLevel(emptyFigures), tags: byLevel(() => ({})), all: emptyFigures() };
}

/** The words of a text as written ("Grandma's", "two-hour" is two words). */
function wordsOf(text: string): string[] {
  return text.match(/[A-Za-z0-9]+(?:'[A-Za-z0-9]+)*/g) ?? [];
}

/** The number of words of a text as written ("Grandma's" is one word, "two-hour" two). */
export function wordCount(text: string): number {
  return wordsOf(text).length;
}

/** A key's length cue: its words and the words of the longest wrong option. */
export interface LengthCue {
  key: number;
  longest: number;
}

/**
 * The key's length cue, when the key has KEY_LENGTH_RATIO or more times as many words as the
 * longest wrong option; undefined otherwise.
 */
export function keyLengthCue(
  options: readonly string[],
  correctIndex: number,
): LengthCue | undefined {
  const counts = options.map(wordCount);
  const key = counts[correctIndex]!;
  const longest = Math.max(...counts.filter((_, i) => i !== correctIndex));
  return key >= KEY_LENGTH_RATIO * longest ? { key, longest } : undefined;
}

/** A word for comparing: case and apostrophes do not count ("Sam's" = "sams"). */
const plain = (word: string) => word.toLowerCase().replace(/'/g, '');

/**
 * The first run of `minWords` or more consecutive words of `key` that `passage` also has, as
 * written in the key; case and punctuation are ignored.
 */
export function copiedRun(
  passage: string,
  key: string,
  minWords = COPIED_RUN_WORDS,
): string | undefined {
  const text = wordsOf(passage).map(plain);
  const runs = new Set<string>();
  for (let i = 0; i + minWords <= text.length; i += 1) {
    runs.add(text.slice(i, i + minWords).join(' '));
  }
  const written = wordsOf(key);
  const words = written.map(plain);
  const copied = (end: number) => runs.has(words.slice(end - minWords, end).join(' '));
  for (let end = minWords; end <= words.length; end += 1) {
    if (!copied(end)) continue;
    const start = end - minWords;
    // Extend to the whole copied stretch, so that the message shows all of it.
    while (end < words.length && copied(end + 1)) end += 1;
    return written.slice(start, end).join(' ');
  }
  return undefined;
}

export function measureQuestion(passage: Passage, question: PassageQuestion): QuestionMeasure {
  const lengths = question.options.map((option) => option.length);
  const key = lengths[question.correctIndex]!;
  const others = lengths.filter((_, i) => i !== question.correctIndex);
  const copied = copiedRun(passage.text, question.options[question.correctIndex]!);
  const lengthCue = keyLengthCue(question.options, question.correctIndex);
  return {
    keyLongest: others.every((length) => key > length),
    keyShortest: others.every((length) => key < length),
    ...(copied ? { copied } : {}),
    ...(lengthCue ? { lengthCue } : {}),
    solvers: solveItem(
      { passage: passage.text, question: question.question, options: question.options },
      question.correctIndex,
    ),
  };
}

function add(figures: ItemFigures, measure: QuestionMeasure): void {
  figures.questions += 1;
  if (measure.keyLongest) figures.keyLongest += 1;
  if (measure.keyShortest) figures.keyShortest += 1;
  if (measure.copied) figures.copied += 1;
  for (const name of NON_READER_SOLVER_NAMES) figures.solvers[name] += measure.solvers[name];
}

export function addQuestion(
  figures: LevelFigures,
  level: PassageLevel,
  tags: readonly QuestionTag[],
  measure: QuestionMeasure,
): void {
  add(figures.all, measure);
  add(figures.levels[level], measure);
  for (const tag of tags) {
    const cell = (figures.tags[level][tag] ??= emptyFigures());
    add(cell, measure);
  }
}

export const share = (count: number, of: number) => (of === 0 ? 0 : count / of);
const percent = (count: number, of: number) =>
  of === 0 ? '-' : `${Math.round(share(count, of) * 100)}%`;

/** The column names of the figures table; the legend in docs/passages.md explains them. */
const COLUMNS = ['level', 'questions', 'longest', 'shortest', 'copied'] as const;
/** The solvers' columns: "p" is the passage, "q" the question. */
const SOLVER_COLUMNS: Record<NonReaderSolver, string> = {
  longest: 'by-long',
  shortest: 'by-short',
  passage: 'by-most-p',
  fewestPassage: 'by-few-p',
  question: 'by-most-q',
  fewestQuestion: 'by-few-q',
  fewestAbsolutes: 'by-few-abs',
};

/**
 * The figures as aligned rows, one per level and one for all levels. `flag` marks a cell that is
 * outside its limit with "!" (the limits live in check-bank.ts).
 */
export function formatFigures(
  figures: LevelFigures,
  flag: (figures: ItemFigures, column: 'keyLongest' | NonReaderSolver) => boolean = () => false,
): string {
  const header = [...COLUMNS, ...NON_READER_SOLVER_NAMES.map((name) => SOLVER_COLUMNS[name])];
  const row = (label: string, f: ItemFigures) => {
    const mark = (text: string, column: 'keyLongest' | NonReaderSolver) =>
      f.questions > 0 && flag(f, column) ? `${text}!` : text;
    return [
      label,
      String(f.questions),
      mark(percent(f.keyLongest, f.questions), 'keyLongest'),
      percent(f.keyShortest, f.questions),
      percent(f.copied, f.questions),
      ...NON_READER_SOLVER_NAMES.map((name) => mark(percent(f.solvers[name], f.questions), name)),
    ];
  };
  const rows = [
    header,
    ...PASSAGE_LEVELS.map((level) => row(level, figures.levels[level])),
    row('all', figures.all),
  ];
  return rows
    .map((cells) =>
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(5) : cell.padStart(header[i]!.length + 2)))
        .join(''),
    )
    .join('\n');
}
