import { sentencesOf, wordsOf } from './counters';

export const MIN_CHARACTERS = 50;
export const MAX_CHARACTERS = 5000;
export const MIN_WORDS = 10;
export const MIN_SENTENCES = 2;
export const MAX_SPECIAL_SHARE = 0.05;
export const MIN_AVERAGE_SENTENCE_WORDS = 3;
export const DOMINANT_SENTENCE_SHARE = 0.8;
export const DOMINANT_SENTENCE_MIN_WORDS = 20;

/** Exact user-facing messages of spec 000 section 5, in the spec's order. */
export const VALIDATION_MESSAGES = {
  tooShort: 'Text should be at least 50 characters long for accurate analysis.',
  tooFewWords: 'Please write at least 10 words for meaningful analysis.',
  tooLong: 'Text is too long. Please keep it under 5000 characters.',
  repetition: 'Avoid excessive repetition of words: ',
  tooFewSentences: 'Please write at least 2 complete sentences.',
  notEnglish: 'Please write only in English using standard characters.',
  specialCharacters: 'Please use standard punctuation and avoid excessive special characters.',
  shortSentences: 'Please write more complete, detailed sentences.',
  sentenceVariety: 'Try to use a variety of sentence lengths for better analysis.',
} as const;

export type ValidationOutcome =
  { kind: 'empty' } | { kind: 'invalid'; messages: string[] } | { kind: 'valid'; text: string };

// Basic Latin (printable and whitespace), Latin-1 Supplement, Latin Extended-A and -B.
const OUTSIDE_LATIN = /[^\t\n\r\u0020-\u024F]/u;
// Letters (incl. accented Latin), digits, whitespace and standard punctuation are not special.
const SPECIAL_CHARACTER = /[^A-Za-z0-9\u00C0-\u024F\s.,!?;:'"()-]/g;

/** Words over three letters used more than max(3, 10% of all words) times, first-seen order. */
export function repeatedWords(words: string[]): string[] {
  const limit = Math.max(3, words.length * 0.1);
  const counts = new Map<string, number>();
  for (const word of words) {
    if (word.length <= 3) continue;
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > limit).map(([word]) => word);
}

/** Runs every rule of spec 000 section 5 on the trimmed text; messages keep the spec's order. */
export function validateText(input: string): ValidationOutcome {
  const text = input.trim();
  if (text.length === 0) return { kind: 'empty' };
  const messages: string[] = [];
  const words = wordsOf(text);
  const sentences = sentencesOf(text);

  if (text.length < MIN_CHARACTERS) messages.push(VALIDATION_MESSAGES.tooShort);
  if (words.length < MIN_WORDS) messages.push(VALIDATION_MESSAGES.tooFewWords);
  if (text.length > MAX_CHARACTERS) messages.push(VALIDATION_MESSAGES.tooLong);
  const repeated = repeatedWords(words);
  if (repeated.length > 0) {
    messages.push(VALIDATION_MESSAGES.repetition + repeated.slice(0, 3).join(', '));
  }
  if (sentences.length < MIN_SENTENCES) messages.push(VALIDATION_MESSAGES.tooFewSentences);
  if (OUTSIDE_LATIN.test(text)) messages.push(VALIDATION_MESSAGES.notEnglish);
  const specialCount = text.match(SPECIAL_CHARACTER)?.length ?? 0;
  if (specialCount > text.length * MAX_SPECIAL_SHARE) {
    messages.push(VALIDATION_MESSAGES.specialCharacters);
  }
  const sentenceWordCounts = sentences.map((sentence) => wordsOf(sentence).length);
  if (sentences.length > 0 && words.length / sentences.length < MIN_AVERAGE_SENTENCE_WORDS) {
    messages.push(VALIDATION_MESSAGES.shortSentences);
  }
  const longest = Math.max(0, ...sentenceWordCounts);
  if (
    words.length > DOMINANT_SENTENCE_MIN_WORDS &&
    longest > words.length * DOMINANT_SENTENCE_SHARE
  ) {
    messages.push(VALIDATION_MESSAGES.sentenceVariety);
  }
  return messages.length > 0 ? { kind: 'invalid', messages } : { kind: 'valid', text };
}
