import { loadFrequencyTable, type FrequencyTable } from './frequency';
import { loadSyllableTable, type SyllableTable } from './syllables';
import { loadWordNet, type WordNet } from './wordnet';
import { loadMorphologyExceptions, type MorphologyExceptions } from './morphology';
import { loadProfanityRatings } from './profanity';

export type { FrequencyTable } from './frequency';
export type { SyllableTable } from './syllables';
export { estimateSyllables } from './syllables';
export type { WordNet, WordNetEntry, WordNetPos, SenseKey } from './wordnet';
export type { Synset, SynsetPointer } from './synset-parse';
export { parseSynsetLine, splitGloss } from './synset-parse';
export { loadWordNet, WORDNET_POS } from './wordnet';
export type { WordNetOptions } from './wordnet';
export { LEXICOGRAPHER_FILES } from './lexicographer-files';
export type { MorphologyExceptions } from './morphology';
export { loadMorphologyExceptions } from './morphology';
export { loadProfanityRatings } from './profanity';

export interface Lexicon {
  frequency: FrequencyTable;
  syllables: SyllableTable;
  wordnet: WordNet;
  /** Irregular inflections (mice -> mouse, ran -> run). */
  morphology: MorphologyExceptions;
  /** Profanity ratings by lower-case word (2 offensive, 1 sensitive, 0 rarely offensive). */
  profanity: ReadonlyMap<string, number>;
}

let shared: Lexicon | undefined;

/**
 * Loads SUBTLEX, CMUdict, the WordNet indexes, WordNet's irregular forms and the profanity
 * ratings once per process (synchronous file reads).
 */
export function loadLexicon(): Lexicon {
  shared ??= {
    frequency: loadFrequencyTable(),
    syllables: loadSyllableTable(),
    wordnet: loadWordNet(),
    morphology: loadMorphologyExceptions(),
    profanity: loadProfanityRatings(),
  };
  return shared;
}
export { chooseSense, relatedWords, sharesRoot } from './related-words';
export type { RelatedKind, RelatedWord, RelatedWords, WordSense } from './related-words';
