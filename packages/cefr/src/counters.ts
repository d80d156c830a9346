/** Spec 000 section 5: words are word-character runs. */
export function countWords(text: string): number {
  return wordsOf(text).length;
}

export function wordsOf(text: string): string[] {
  return text.match(/\w+/g) ?? [];
}

/** Spec 000 section 5: sentences are split on . ! ? (empty pieces are not sentences). */
export function sentencesOf(text: string): string[] {
  return text.split(/[.!?]/).filter((piece) => piece.trim().length > 0);
}

export function countSentences(text: string): number {
  return sentencesOf(text).length;
}

export interface TextCounters {
  characters: number;
  words: number;
  sentences: number;
}

/** The live counters of the input screen. */
export function textCounters(text: string): TextCounters {
  return { characters: text.length, words: countWords(text), sentences: countSentences(text) };
}
