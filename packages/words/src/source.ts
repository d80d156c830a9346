import type { LexicalSource, WordNetPos } from '@lexora/cefr';

export type { WordNetPos };

/** Synsets as the lexicon parses them (types only: the layer itself reads nothing). */
export type { Synset as SynsetData, SynsetPointer } from '@lexora/lexicon';
import type { Synset as SynsetData } from '@lexora/lexicon';

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
