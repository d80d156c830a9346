import { categoryOfDomains, type WordCategoryId } from '@lexora/content';
import { levelIndex } from '@lexora/cefr';
import { cefrLevels, levelTitles, type CefrLevel } from '@lexora/contracts';
import { senseForContext, type Dictionary } from '@lexora/dictionary';

/** A word as it is filed in the difficult words: one form for one word, whatever game it came from. */
export interface FiledWord {
  /** The dictionary's headword ("plant" for "Plants", "colour" for "color", "London"). */
  word: string;
  wordKey: string;
  /** The dictionary's definition of the sense the game used, as a sentence. */
  definition: string;
  /** From that sense's topic domain (Academic when it has none of the four subjects). */
  category: WordCategoryId;
  /** That sense's CEFR level. */
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
 * Files a word a game served as a headword of our dictionary, with the sense the game's own text
 * about it means (a Taboo card's meaning, a Word Association explanation: `context`). A word
 * the dictionary does not have, such as a game's phrase ("careful with money"), is not filed.
 */
export function createWordFiler(deps: { dictionary: () => Dictionary }) {
  return {
    file(entry: { word: string; context: string }): FiledWord | null {
      const match = deps.dictionary().lookup(entry.word);
      if (!match) return null;
      const { entry: found } = match;
      const sense = found.senses[senseForContext(found, entry.context)]!;
      return {
        word: found.word,
        wordKey: wordKeyOf(found.word),
        definition: asSentence(sense.definition),
        category: categoryOfDomains(sense.domains),
        // The dictionary goes up to C2 like the profile's levels.
        level: sense.level,
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
