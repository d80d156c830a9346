import type { Sense, WordData } from '@lexora/words';
import { isProperSense } from '@lexora/words';

/** A sense needs this interest score to win over the most frequent one (see interestScore). */
export const INTEREST_THRESHOLD = 2;

export interface SenseChoice {
  sense: Sense;
  chosenBy: 'frequency' | 'interest';
  interest: string | null;
}

/**
 * Most frequent sense first; a sense in the domain of the learner's interest wins when it
 * scores at least INTEREST_THRESHOLD (names such as "Margaret Court" never do). Among the
 * senses of the interest, those in the word's main part of speech come first, and the score
 * plus a small frequency prior (0.4 ln(1 + SemCor count)) decides, so that "bank" for Business
 * is the bank you keep money in, not a reserve supply.
 */
/**
 * The part of speech a bare word is most used in. SemCor (edited prose) tags verbs far more
 * than a learner's questions use them, so a noun-and-verb word counts as a noun when its verb
 * forms are rare in subtitles: its -ing form less than a tenth as frequent as the word itself
 * ("match", "key", "cast"), unlike "run" or "charge". Otherwise the part of speech whose senses
 * SemCor tags most often wins, nouns counting three times, and the entry spelt as typed when
 * there is one ("shot" the noun, not "shoot").
 */
export function mainPartOfSpeech(
  senses: Sense[],
  query: string,
  words: WordData,
): Sense['pos'] | undefined {
  const typed = senses.filter((s) => s.lemma === query);
  const pool = typed.length > 0 ? typed : senses;
  const has = (pos: Sense['pos']) => pool.some((s) => s.pos === pos);
  if (has('n') && has('v')) {
    const lemma = pool[0]!.lemma;
    const ing = words.inflect(lemma, 'v', 'ing');
    if (words.zipf(ing) < words.zipf(lemma) - 1) return 'n';
  }
  const totals = new Map<Sense['pos'], number>();
  for (const s of pool) {
    totals.set(s.pos, (totals.get(s.pos) ?? 0) + s.tagCount * (s.pos === 'n' ? 3 : 1));
  }
  let best: Sense['pos'] | undefined;
  for (const [pos, total] of totals)
    if (best === undefined || total > totals.get(best)!) best = pos;
  return best;
}

export function chooseSense(
  senses: Sense[],
  interest: string | null | undefined,
  words: WordData,
  query = senses[0]?.lemma ?? '',
): SenseChoice | null {
  const first = senses[0];
  if (!first) return null;
  const profile = words.interest(interest ?? undefined);
  if (profile) {
    // The 24 most frequent senses: scoring all 57 of "run" costs more than it finds.
    const qualifying = senses
      .slice(0, 24)
      .filter((s) => !isProperSense(s))
      .map((sense) => ({ sense, relevance: words.interestScore(sense, profile) }))
      .filter((q) => q.relevance >= INTEREST_THRESHOLD);
    // A bare word is read in its main part of speech when the interest allows it ("score" for
    // Sports is the noun before the verb).
    const main = mainPartOfSpeech(senses, query, words);
    const inMainPos = qualifying.filter((q) => q.sense.pos === main);
    let best: { sense: Sense; score: number } | undefined;
    for (const { sense, relevance } of inMainPos.length > 0 ? inMainPos : qualifying) {
      const score = relevance + 0.4 * Math.log(1 + sense.tagCount);
      if (!best || score > best.score) best = { sense, score };
    }
    if (best) return { sense: best.sense, chosenBy: 'interest', interest: profile.name };
    // No sense scored: the interest's lexicographer files choose, when the most frequent sense
    // is not in one ("friction" for Science: the physical force, not "a state of conflict").
    const files = interestLexFiles(profile.name);
    if (files.size > 0 && !files.has(first.synset.lexFile)) {
      const inFile = senses
        .filter(
          (s) =>
            s.pos === main &&
            !isProperSense(s) &&
            !words.isSensitiveSense(s) &&
            !words.isOffensiveSense(s),
        )
        .slice(0, LEX_FILE_SENSES)
        .find((s) => files.has(s.synset.lexFile));
      if (inFile) return { sense: inFile, chosenBy: 'interest', interest: profile.name };
    }
  }
  return { sense: first, chosenBy: 'frequency', interest: null };
}

/**
 * WordNet lexicographer files of an interest that the words package resolves as a custom
 * interest, by the first senses of its name, with no file of its own: where no sense of a word
 * scores for the interest, the most frequent sense in one of these files is the interest's (a
 * Science learner asking "friction" means the force, noun.phenomenon, not "a state of conflict
 * between persons", docs/assistant-judgement-2026-11-29c.md). Only Science: the interests with
 * files of their own (Cooking: noun.food, verb.consumption; Medicine: noun.body) already count
 * them in the score, and choosing by the file alone gave them more wrong senses than right ones
 * ("poll" for Medicine: the top of the head; "thigh" for Cooking: a fowl's); a Nature map
 * (noun.animal, noun.plant, noun.object) was tried and dropped for the same reason ("torch": a
 * plant, "bongo": an antelope).
 */
export const INTEREST_LEX_FILES: Readonly<Record<string, readonly string[]>> = {
  science: ['noun.phenomenon', 'noun.substance', 'noun.process'],
};

/**
 * Only the two most frequent senses in the word's main part of speech: a rarer sense in the right
 * file is seldom what a learner means ("grain" for Science is not "the side of leather from which
 * the hair has been removed", its third noun sense).
 */
const LEX_FILE_SENSES = 2;

export function interestLexFiles(interest: string): ReadonlySet<string> {
  return new Set(INTEREST_LEX_FILES[interest.trim().toLowerCase()] ?? []);
}
