import { pickOne, type RandomSource } from './random';
import { inflectionsOf, mentionsWord, sameWord, wordsOf } from './word-forms';

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
/** The kind answer to a message that names the secret word itself (issue 30). */
export const SAID_THE_WORD_REPLY =
  "Nice try, but that message says the word itself, so it can't count. Describe it without naming it, and I'll guess!";
/** Lexora guesses the word once a round's messages hold this many of its clue words. */
export const CLUES_TO_GUESS = 3;

export type GuessVerdict =
  | { kind: 'blank' }
  | { kind: 'correct'; clues: readonly string[] }
  | { kind: 'saidWord'; reply: string }
  | { kind: 'forbidden'; reply: string }
  | { kind: 'miss'; reply: string; clues: readonly string[] };

// Words of the descriptions and replies that say nothing about a word: grammar words and the
// replies' own instructions ("Say what...", "Tell me...").
const NOT_CLUES = new Set(
  `about after also and any are around because been before being but can could describe does
  doing each even every for from give has have her here him his how into its just know like
  made make many more most much name not off often one only other our out over own people
  say says should some such tell than that the their them then there these they thing things
  think this those through too try use used very want was way were what when where which while who
  why will with would you your yours all another away best come comes different during few
  find get gets goes good happen happens let look looks lot makes may might must need needs
  ones person place put see seen sees take taken thing usually whether`.split(/\s+/),
);

/** The clue words of an entry: the content words of its description and replies. */
export function clueWords(entry: WordGuessEntry): readonly string[] {
  const text = [entry.description, ...entry.systemResponses].join(' ');
  const clues = new Set<string>();
  for (const word of wordsOf(text)) {
    if (word.length < 3 || NOT_CLUES.has(word)) continue;
    if (saysTheWord(word, entry.word)) continue;
    if (entry.tabooWords.some((w) => mentionsWord(word, w) || sameWord(word, w))) continue;
    clues.add(word);
  }
  return [...clues];
}

/** The word and the bases it may be a form of: camping -> camp, recycling -> recycle. */
function basesOf(word: string): string[] {
  const bases = [word];
  const stem = word.match(/^(.{3,}?)(ing|ed|es|s)$/)?.[1];
  if (stem) {
    bases.push(stem, `${stem}e`);
    if (/(.)\1$/.test(stem)) bases.push(stem.slice(0, -1));
  }
  return bases;
}

/**
 * Whether a message names the word itself in any form: plural, verb forms, its base ("camp" or
 * "camped" for Camping), a compound written as one word ("icecream").
 */
export function saysTheWord(text: string, word: string): boolean {
  if (mentionsWord(text, word)) return true;
  const words = wordsOf(text);
  const target = word.trim().toLowerCase();
  const forms = new Set(basesOf(target.replace(/\s+/g, '')).flatMap((b) => [...inflectionsOf(b)]));
  return words.some((w) => forms.has(w));
}

/**
 * Judges one chat message against the round's word (spec 000 section 5, changed by issue 30):
 * blank -> ignored; the word itself in any form -> a kind reminder, never a win; a forbidden
 * word -> the Oops reply; else the message's clue words are added to those the round already
 * gave (`found`), and at CLUES_TO_GUESS Lexora guesses the word (correct); otherwise a reply
 * with an idea for the next sentence.
 */
export function judgeGuess(
  entry: WordGuessEntry,
  text: string,
  random: RandomSource,
  found: readonly string[] = [],
): GuessVerdict {
  if (text.trim() === '') return { kind: 'blank' };
  if (saysTheWord(text, entry.word)) return { kind: 'saidWord', reply: SAID_THE_WORD_REPLY };
  if (entry.tabooWords.some((taboo) => mentionsWord(text, taboo))) {
    return { kind: 'forbidden', reply: FORBIDDEN_WORD_REPLY };
  }
  const fresh = clueWords(entry).filter(
    (clue) => !found.includes(clue) && mentionsWord(text, clue),
  );
  const clues = [...found, ...fresh];
  if (clues.length >= CLUES_TO_GUESS) return { kind: 'correct', clues };
  const idea =
    entry.systemResponses.length > 0
      ? pickOne(entry.systemResponses, random)
      : FALLBACK_ENCOURAGEMENT;
  const reply =
    fresh.length > 0
      ? `Good clue${fresh.length > 1 ? 's' : ''}: ${fresh.join(', ')}! I'm getting closer. ${idea}`
      : idea;
  return { kind: 'miss', reply, clues };
}
