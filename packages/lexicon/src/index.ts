import { loadFrequencyTable, type FrequencyTable } from './frequency';
import { loadSyllableTable, type SyllableTable } from './syllables';
import { loadWordNet, type WordNet } from './wordnet';

export type { FrequencyTable } from './frequency';
export type { SyllableTable } from './syllables';
export { estimateSyllables } from './syllables';
export type { WordNet, WordNetEntry, WordNetPointer, WordNetPos } from './wordnet';
export { loadWordNet, WORDNET_POS } from './wordnet';
export type { WordNetOptions } from './wordnet';
export { LEXICOGRAPHER_FILES } from './lexicographer-files';

export interface Lexicon {
  frequency: FrequencyTable;
  syllables: SyllableTable;
  wordnet: WordNet;
}

let shared: Lexicon | undefined;

/** Loads SUBTLEX, CMUdict and the WordNet indexes once per process (synchronous file reads). */
export function loadLexicon(): Lexicon {
  shared ??= {
    frequency: loadFrequencyTable(),
    syllables: loadSyllableTable(),
    wordnet: loadWordNet(),
  };
  return shared;
}
