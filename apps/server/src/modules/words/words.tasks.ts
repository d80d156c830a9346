import { loadDictionary } from '@lexora/dictionary';
import { createWordFiler, type FiledWord } from './word-filing';

const filer = createWordFiler({ dictionary: loadDictionary });

/**
 * Filing missed game words (headword, sense, category, level from our dictionary), run in the
 * worker pool, which holds the dictionary for the word assistant. `definition` is what the game
 * said about the word; null for a word the dictionary does not have.
 */
export const wordsTasks = {
  'words.file': (entries: Array<{ word: string; definition: string }>): Array<FiledWord | null> =>
    entries.map((entry) => filer.file({ word: entry.word, context: entry.definition })),
};
