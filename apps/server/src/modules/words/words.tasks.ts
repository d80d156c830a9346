import { loadLexicon } from '@lexora/lexicon';
import { sharedEngineHolder } from '../vocabulary/vocabulary-engine';
import { createWordFiler, type FiledWord } from './word-filing';

const filer = createWordFiler({
  engine: () => sharedEngineHolder().get(),
  wordnet: () => loadLexicon().wordnet,
});

/** Filing missed game words (lemma, level, WordNet category), run in the worker pool. */
export const wordsTasks = {
  'words.file': (entries: Array<{ word: string; definition: string }>): FiledWord[] =>
    entries.map((entry) => filer.file(entry)),
};
