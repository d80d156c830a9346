import { createCefrEngine } from '@lexora/cefr';
import { loadLexicon } from '@lexora/lexicon';
import { createWordData, type WordData } from './word-data';

let shared: WordData | undefined;

/** The real word layer for tests (loaded once per test file). */
export function testWordData(): WordData {
  if (!shared) {
    const lexicon = loadLexicon();
    shared = createWordData(lexicon, createCefrEngine(lexicon), { extraWords: ['the', 'of'] });
  }
  return shared;
}
