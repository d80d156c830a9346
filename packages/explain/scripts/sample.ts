import { isProperSense, type WordData } from '@lexora/words';
import { FUNCTION_WORDS } from '../src/function-words';
import { mainPartOfSpeech } from '../src/sense-choice';

export type SamplePos = 'noun' | 'verb' | 'adjective' | 'adverb' | 'function';

/** How many of each part of speech the 1,000-word sample holds (roughly their share in text). */
export const SAMPLE_QUOTAS: Readonly<Record<SamplePos, number>> = {
  noun: 450,
  verb: 250,
  adjective: 180,
  adverb: 80,
  function: 40,
};

const NAMES = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' } as const;

/**
 * The most frequent words of SUBTLEX (American subtitles) that are their own base form, each
 * counted under its main part of speech, until every quota is full: deterministic, so every
 * run explains the same 1,000 words. Names, sensitive words and two-letter words are skipped.
 */
export function commonWordSample(words: WordData): { word: string; pos: SamplePos }[] {
  const left = { ...SAMPLE_QUOTAS };
  const out: { word: string; pos: SamplePos }[] = [];
  for (const word of words.source.frequency.ranked()) {
    if (out.length >= 1000) break;
    if (!/^[a-z]{3,}$/.test(word) && !FUNCTION_WORDS.has(word)) continue;
    if (words.isSensitiveWord(word)) continue;
    let pos: SamplePos | undefined;
    if (FUNCTION_WORDS.has(word)) pos = 'function';
    else {
      const senses = words.lookup(word).senses.filter((s) => s.lemma === word);
      if (senses.length === 0 || isProperSense(senses[0]!)) continue;
      const main = mainPartOfSpeech(senses, word, words);
      pos = main ? NAMES[main] : undefined;
    }
    if (!pos || left[pos] <= 0) continue;
    left[pos]--;
    out.push({ word, pos });
  }
  return out;
}
