import {
  antonymsOf,
  derivationsOf,
  hypernymsOf,
  hyponymsOf,
  POS_NAMES,
  similarTo,
  synonymsOf,
  type Sense,
  type WordData,
} from '@lexora/words';
import { levelRank } from './simplify';
import type { RelatedWordInfo, WordFamilyEntry } from './types';
import type { CefrLevel } from '@lexora/cefr';

/**
 * Up to four related words a learner at `level` can use: synonyms and opposites first, then
 * similar words, then (from B2) a broader and a narrower word; never above the learner's level
 * (the word's own level when that is higher lets an advanced word show its plain synonyms).
 */
export function relatedWords(sense: Sense, level: CefrLevel, words: WordData): RelatedWordInfo[] {
  const candidates: { word: string; relation: RelatedWordInfo['relation'] }[] = [
    ...synonymsOf(sense).map((r) => ({ word: r.word, relation: 'synonym' as const })),
    ...antonymsOf(sense, words.source).map((r) => ({
      word: r.word,
      relation: 'opposite' as const,
    })),
    ...similarTo(sense, words.source).map((r) => ({ word: r.word, relation: 'similar' as const })),
    ...hypernymsOf(sense.synset, words.source)
      .flatMap((s) => s.words)
      .map((word) => ({ word: word.replace(/_/g, ' '), relation: 'broader' as const })),
    ...hyponymsOf(sense.synset, words.source, 6)
      .flatMap((s) => s.words.slice(0, 1))
      .map((word) => ({ word: word.replace(/_/g, ' '), relation: 'narrower' as const })),
  ];
  const out: RelatedWordInfo[] = [];
  const seen = new Set([sense.lemma.toLowerCase()]);
  for (const { word, relation } of candidates) {
    if (out.length >= 4) break;
    const key = word.toLowerCase();
    if (seen.has(key) || /[A-Z]/.test(word) || words.isSensitiveWord(word)) continue;
    // "broader" and "narrower" are B2 words themselves (a reader of 2026-11-30u at A1).
    if (levelRank(level) < levelRank('B2') && (relation === 'broader' || relation === 'narrower'))
      continue;
    seen.add(key);
    const found = words.level(word, sense.pos) ?? words.level(word);
    if (!found || levelRank(found.level) > levelRank(level)) continue;
    if (words.zipf(word.split(' ')[0] ?? word) < 2.5) continue;
    out.push({ word, relation, level: found.level });
  }
  return out;
}

/** A family form this frequent (Zipf) is common enough to show whatever the word. */
export const FAMILY_COMMON_ZIPF = 3;
/** Rarer forms are shown when at most ten times (1 Zipf) rarer than the word itself. */
export const FAMILY_MAX_RARER_ZIPF = 1;

/**
 * The word family for the visual card: the word and the derivationally related forms a learner
 * would meet. WordNet links rare and archaic forms too ("resile" for "resilient", "educatee"),
 * so a form must be common, or about as frequent as the word (a rare word's family is rare).
 */
export function wordFamily(sense: Sense, words: WordData): WordFamilyEntry[] {
  const family: WordFamilyEntry[] = [{ word: sense.lemma, partOfSpeech: POS_NAMES[sense.pos] }];
  const minZipf = Math.min(FAMILY_COMMON_ZIPF, words.zipf(sense.lemma) - FAMILY_MAX_RARER_ZIPF);
  const seen = new Set([`${sense.lemma}:${sense.pos}`]);
  // Derivations hang on single senses ("resilience" on the second sense of "resilient"): all
  // senses of the entry in this part of speech count.
  const senses = [
    sense,
    ...words
      .lookup(sense.lemma)
      .senses.filter((s) => s.pos === sense.pos && s.lemma === sense.lemma && s !== sense)
      .slice(0, 6),
  ];
  for (const related of senses.flatMap((s) => derivationsOf(s, words.source))) {
    const key = `${related.word}:${related.pos}`;
    if (seen.has(key) || /[A-Z]/.test(related.word) || words.isSensitiveWord(related.word))
      continue;
    seen.add(key);
    if (words.zipf(related.word) < minZipf) continue;
    family.push({ word: related.word, partOfSpeech: POS_NAMES[related.pos] });
    if (family.length >= 5) break;
  }
  return family;
}
