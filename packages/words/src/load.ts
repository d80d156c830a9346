import { createCefrEngine } from '@lexora/cefr';
import { loadLexicon } from '@lexora/lexicon';
import { createWordData, type WordData, type WordDataOptions } from './word-data';

/**
 * The word layer over the installed word data (synchronous file reads, once per process):
 * the only I/O of the package, kept out of its index so that pure code never reaches it.
 */
export function loadWordData(options: WordDataOptions = {}): WordData {
  const lexicon = loadLexicon();
  return createWordData(lexicon, createCefrEngine(lexicon), options);
}
