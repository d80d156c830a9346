import { SKILL_TAGS, skillTagsOf, TAG_NAMES, type SkillTag } from './bank';
import { tagsByWeakness, type SkillStats } from './skills';

/** One kind, practical piece of advice per skill (our own words). */
export const TAG_ADVICE: Readonly<Record<SkillTag, string>> = {
  'main-idea':
    'before you look at the options, say in one sentence what the whole passage is about',
  detail: 'find the sentence the question points to and check each option against it word by word',
  vocabulary: 'read the sentences around a new word; they often show what it means',
  inference: 'look for what the writer suggests, not only what is said',
  reference:
    "when you meet words like 'it', 'they' or 'this', look back to find what they stand for",
  sequence: "watch for words like 'first', 'then' and 'after that' to follow the order of events",
  grammar: 'check that the verb form fits the time the sentence talks about',
};

/** A question of a finished round, as the server knows it after scoring. */
export interface RoundAnswer {
  questionId: string;
  tags: readonly string[];
  correct: boolean;
  /** Text of the option the learner chose. */
  selectedAnswer: string;
  /** Text of the right option. */
  correctAnswer: string;
  timeSpentMs: number;
  /** For vocabulary questions: the word asked about, listed when missed. */
  word?: string;
}

/** The spec's error pattern entry (spec 001 section 3). */
export interface ErrorPatternEntry {
  /** ISO time, from the `now` passed in. */
  timestamp: string;
  wrongAnswers: {
    questionId: string;
    selectedAnswer: string;
    correctAnswer: string;
    /** ms */
    timeSpent: number;
  }[];
  summary: string;
}

/** The spec's error pattern record: an overall analysis and the entries, oldest first. */
export interface ErrorPatternRecord {
  analysis: string;
  entries: ErrorPatternEntry[];
}

export interface TagMisses {
  tag: SkillTag;
  missed: number;
  total: number;
}

/** Misses per tag in the round: tags with a miss, most misses first, then SKILL_TAGS order. */
export function missesByTag(answers: readonly RoundAnswer[]): TagMisses[] {
  return SKILL_TAGS.map((tag) => {
    const tagged = answers.filter((a) => skillTagsOf(a.tags).includes(tag));
    return { tag, missed: tagged.filter((a) => !a.correct).length, total: tagged.length };
  })
    .filter((m) => m.missed > 0)
    .sort((a, b) => b.missed - a.missed || SKILL_TAGS.indexOf(a.tag) - SKILL_TAGS.indexOf(b.tag));
}

/** Missed words (vocabulary questions with a `word`), each once, in answer order. */
export function missedWords(answers: readonly RoundAnswer[]): string[] {
  const words = answers.filter((a) => !a.correct && a.word?.trim()).map((a) => a.word!.trim());
  return [...new Set(words)];
}

const plural = (n: number, word: string) => `${word} question${n === 1 ? '' : 's'}`;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The round's summary, one sentence per missed tag and one for missed words, e.g.
 * "You missed 2 of 3 inference questions: look for what the writer suggests, not only what is
 * said. Words to review: harvest, brave." All right: a short note of encouragement.
 */
export function summariseErrors(answers: readonly RoundAnswer[]): string {
  if (!answers.length) return 'No answers in this round.';
  const misses = missesByTag(answers);
  const wrong = answers.filter((a) => !a.correct).length;
  if (!wrong) {
    const n = answers.length;
    return `You answered all ${n} ${n === 1 ? 'question' : 'questions'} correctly. Well done!`;
  }
  const sentences = misses.map(
    (m) =>
      `You missed ${m.missed} of ${m.total} ${plural(m.total, TAG_NAMES[m.tag])}: ${TAG_ADVICE[m.tag]}.`,
  );
  const untagged = answers.filter((a) => !a.correct && !skillTagsOf(a.tags).length).length;
  if (untagged) sentences.push(`You missed ${untagged} other ${plural(untagged, 'reading')}.`);
  const words = missedWords(answers);
  if (words.length) sentences.push(`Words to review: ${words.join(', ')}.`);
  return sentences.join(' ');
}

/** The entry appended to the learner's record after a round. */
export function errorPatternEntry(answers: readonly RoundAnswer[], now: number): ErrorPatternEntry {
  return {
    timestamp: new Date(now).toISOString(),
    wrongAnswers: answers
      .filter((a) => !a.correct)
      .map((a) => ({
        questionId: a.questionId,
        selectedAnswer: a.selectedAnswer,
        correctAnswer: a.correctAnswer,
        timeSpent: Math.round(a.timeSpentMs),
      })),
    summary: summariseErrors(answers),
  };
}

export interface PractiseItem {
  tag: SkillTag;
  /** 'Inference' */
  title: string;
  /** 'Look for what the writer suggests, not only what is said.' */
  advice: string;
  right: number;
  wrong: number;
}

/** Items in "What to practise next": at most this many. */
export const PRACTISE_NEXT_MAX = 3;

/**
 * "What to practise next": tags with at least one wrong answer over all the learner's answers
 * (`stats`), weakest first (Beta mean, as the next round's selection uses), at most 3.
 */
export function practiseNext(stats: SkillStats): PractiseItem[] {
  return tagsByWeakness(stats)
    .filter((tag) => stats[tag].wrong > 0)
    .slice(0, PRACTISE_NEXT_MAX)
    .map((tag) => ({
      tag,
      title: capitalise(TAG_NAMES[tag]),
      advice: `${capitalise(TAG_ADVICE[tag])}.`,
      right: stats[tag].right,
      wrong: stats[tag].wrong,
    }));
}

/**
 * Appends a round's entry to the record (a new record when there is none). `analysis` becomes the
 * practise-next list in one line, from the skill counts over all the learner's answers.
 */
export function appendErrorPattern(
  record: ErrorPatternRecord | null | undefined,
  entry: ErrorPatternEntry,
  stats: SkillStats,
): ErrorPatternRecord {
  const items = practiseNext(stats);
  const analysis = items.length
    ? `Practise next: ${items
        .map((i) => `${TAG_NAMES[i.tag]} (${i.right} of ${i.right + i.wrong} right)`)
        .join(', ')}.`
    : 'No weak skill so far.';
  return { analysis, entries: [...(record?.entries ?? []), entry] };
}
