import type { LexicalSource, WordNetPos } from '@lexora/cefr';

export type { WordNetPos };

export interface SynsetPointer {
  symbol: string;
  pos: WordNetPos;
  offset: number;
  /** Word number in the source synset (0 = the whole synset). */
  source: number;
  /** Word number in the target synset (0 = the whole synset). */
  target: number;
}

export interface SynsetData {
  pos: WordNetPos;
  offset: number;
  satellite: boolean;
  lexFile: string;
  words: string[];
  pointers: SynsetPointer[];
  frames: number[];
  definition: string;
  examples: string[];
}

/**
 * Everything the word layer reads, as plain lookups: `loadLexicon()` of @lexora/lexicon
 * satisfies it (the only place with file reads); tests may pass smaller tables.
 */
export interface WordSource extends LexicalSource {
  frequency: LexicalSource['frequency'] & {
    count(word: string): number;
    /** Lower-case words, most frequent first. */
    ranked(): readonly string[];
  };
  wordnet: LexicalSource['wordnet'] & {
    synset(pos: WordNetPos, offset: number): SynsetData;
    senseKeys(
      lemma: string,
    ): { pos: WordNetPos; offset: number; senseNumber: number; tagCount: number }[];
    lemmas(pos: WordNetPos): readonly string[];
  };
  morphology: {
    n: ReadonlyMap<string, string>;
    v: ReadonlyMap<string, string>;
    a: ReadonlyMap<string, string>;
  };
  profanity: ReadonlyMap<string, number>;
}
