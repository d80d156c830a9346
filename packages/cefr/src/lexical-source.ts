/**
 * What the analyser needs from word data. `loadLexicon()` of @lexora/lexicon satisfies it;
 * the engine itself does no I/O.
 */
export type WordNetPos = 'n' | 'v' | 'a' | 'r';
export const WORDNET_POSES: readonly WordNetPos[] = ['n', 'v', 'a', 'r'];

export interface LexicalSource {
  frequency: {
    zipf(word: string): number;
    /** Whether the word is mostly written with a capital (a name), e.g. 'Tom', 'Paris'. */
    capitalised(word: string): boolean;
  };
  syllables: {
    syllables(word: string): number | undefined;
    /** ARPAbet phonemes (vowels carry a stress digit), undefined when absent. */
    pronunciation(word: string): string | undefined;
  };
  wordnet: {
    entry(
      lemma: string,
      pos: WordNetPos,
    ): { senses: number; tagged: number; offsets: number[]; semcor: number } | undefined;
    lexFile(pos: WordNetPos, offset: number): string;
    depth(pos: WordNetPos, offset: number): number;
    pointers(pos: WordNetPos, offset: number): string[];
    /** Lemmas of a synset; used to suggest stronger word choices in feedback. */
    synonyms(pos: WordNetPos, offset: number): string[];
    /** Occurrences of a word form in all glosses and examples (defining vocabulary). */
    glossCount(word: string): number;
  };
}
