import type { WordCategoryId } from '@lexora/content';
import { levelIndex, levelOfWordForm, tokenize, type CefrEngine } from '@lexora/cefr';
import { cefrLevels, levelTitles, type CefrLevel } from '@lexora/contracts';
import type { WordNet } from '@lexora/lexicon';
import { wordCategoryOf } from './word-category';

/** A word as it is filed in the difficult words: one form for one word, whatever game it came from. */
export interface FiledWord {
  word: string;
  wordKey: string;
  definition: string;
  category: WordCategoryId;
  /** The word's CEFR level; null when the analyser cannot rate it. */
  level: CefrLevel | null;
}

export const wordKeyOf = (word: string) => word.trim().toLowerCase().replace(/\s+/g, ' ');

/** 'a round fruit' -> 'A round fruit.'; a text that already ends a sentence keeps its mark. */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return trimmed;
  const capitalised = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?]["'’”)]?$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * The dictionary form: lower case unless the word is a name ('Monday', 'France'), and the lemma
 * of each word ('Plants' -> 'plant'), except where WordNet lists the form itself ('clothes').
 */
export function filedWordForm(word: string, engine: CefrEngine): string {
  const text = word.trim().replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  const { source } = engine;
  if (/^[A-Z]/.test(text) && !lower.includes(' ') && source.frequency.capitalised(lower)) {
    return lower[0]!.toUpperCase() + lower.slice(1);
  }
  const listed = (['n', 'v', 'a', 'r'] as const).some((pos) =>
    source.wordnet.entry(lower.replace(/ /g, '_'), pos),
  );
  if (listed) return lower;
  const lemmas = tokenize(lower)
    .tokens.filter((t) => t.kind === 'word')
    .map((t) => t.lemma);
  return lemmas.length > 0 ? lemmas.join(' ') : lower;
}

export function createWordFiler(deps: { engine: () => CefrEngine; wordnet: () => WordNet }) {
  return {
    file(entry: { word: string; definition: string }): FiledWord {
      const engine = deps.engine();
      const word = filedWordForm(entry.word, engine);
      const definition = asSentence(entry.definition);
      return {
        word,
        wordKey: wordKeyOf(word),
        definition,
        category: wordCategoryOf(word, deps.wordnet(), definition),
        level: levelOfWordForm(engine, word)?.level ?? null,
      };
    },
  };
}

export type WordFiler = ReturnType<typeof createWordFiler>;

/** The CEFR level of a profile's level title; null while the level is not assessed. */
export function cefrOfTitle(title: string): CefrLevel | null {
  const index = (levelTitles as readonly string[]).indexOf(title);
  return index === -1 ? null : cefrLevels[index]!;
}

/**
 * Whether a missed word joins the difficult words: never a word below the learner's level,
 * unless the learner has missed it twice. A word the analyser cannot rate, or a learner whose
 * level is not assessed yet, gives no reason to hold it back.
 */
export function shouldFile(input: {
  wordLevel: CefrLevel | null;
  learnerLevel: CefrLevel | null;
  misses: number;
}): boolean {
  if (input.misses >= 2) return true;
  if (!input.wordLevel || !input.learnerLevel) return true;
  return levelIndex(input.wordLevel) >= levelIndex(input.learnerLevel);
}

/** The words really missed: each once, and none that was also answered right in the game. */
export function reallyMissed(missed: readonly string[], correct: readonly string[]): string[] {
  const right = new Set(correct.map(wordKeyOf));
  const seen = new Map<string, string>();
  for (const word of missed) {
    const key = wordKeyOf(word);
    if (!right.has(key) && !seen.has(key)) seen.set(key, word);
  }
  return [...seen.values()];
}
