import { containsWord } from './word-match-text';
import { pickOne, type RandomSource } from './random';

/** One Word Guess word: the target, its forbidden words, a description and scripted replies. */
export interface WordGuessEntry {
  word: string;
  tabooWords: readonly string[];
  description: string;
  /** Hint-like encouragements the system sends after a miss. */
  systemResponses: readonly string[];
}

export const FORBIDDEN_WORD_REPLY = 'Oops! You used a related word. Try again without those words.';
export const FALLBACK_ENCOURAGEMENT = 'Interesting description! Keep trying.';

export type GuessVerdict =
  | { kind: 'blank' }
  | { kind: 'correct' }
  | { kind: 'forbidden'; reply: string }
  | { kind: 'miss'; reply: string };

/**
 * Judges one chat message against the round's word (spec 000 section 5):
 * blank -> ignored; any forbidden word -> the Oops reply (checked first, so it wins even when
 * the target is present); the target word -> correct; otherwise a random encouragement.
 */
export function judgeGuess(
  entry: WordGuessEntry,
  text: string,
  random: RandomSource,
): GuessVerdict {
  if (text.trim() === '') return { kind: 'blank' };
  if (entry.tabooWords.some((taboo) => containsWord(text, taboo))) {
    return { kind: 'forbidden', reply: FORBIDDEN_WORD_REPLY };
  }
  if (containsWord(text, entry.word)) return { kind: 'correct' };
  const reply =
    entry.systemResponses.length > 0
      ? pickOne(entry.systemResponses, random)
      : FALLBACK_ENCOURAGEMENT;
  return { kind: 'miss', reply };
}
