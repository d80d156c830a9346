import {
  britishPronunciation,
  type BritishPronunciation,
  type Dictionary,
  type PartOfSpeech,
} from '@lexora/dictionary';
import type { WordData } from '@lexora/words';

/** The pronunciation fields of an explanation. */
export interface ShownPronunciation {
  ipa: string | null;
  arpabet: string | null;
  syllables: string[];
  stressedSyllable: number;
}

/** Said before an American transcription, the only one there is for a word ours lacks. */
export const AMERICAN_IPA_NOTE = 'US ';

/**
 * The pronunciation the assistant shows (ADR 0051): British, from our dictionary's data/ipa-gb.tsv
 * (espeak-ng's Received Pronunciation, made once by `npm run dictionary:ipa`); for a word only
 * WordNet has, the same voice's line in `general` (ipa/ipa-gb-general.tsv of this package,
 * `npm run general-ipa -w @lexora/explain`; a phrase word by word when each word has one); only
 * when neither has it, CMUdict's General American, marked as such ("US /ˈkætəlɔɡ/"). The ARPAbet
 * stays CMUdict's: it is an American phone set, read by the pronunciation coach, not shown here.
 */
export function createPronouncer(
  dictionary: Dictionary,
  words: WordData,
  general: ReadonlyMap<string, string> = new Map(),
) {
  const generalCache = new Map<string, BritishPronunciation>();
  const oneWord = (word: string): BritishPronunciation | undefined => {
    const lower = word.toLowerCase();
    const ours = dictionary.pronunciation(lower);
    if (ours) return ours;
    const stored = general.get(lower);
    if (stored === undefined) return undefined;
    let known = generalCache.get(stored);
    if (!known) generalCache.set(stored, (known = britishPronunciation(stored)));
    return known;
  };
  /** A word ours lacks, from the general table; a phrase only when each of its words has one. */
  const generalBritish = (word: string): BritishPronunciation | undefined => {
    const parts = word.trim().split(/[\s_]+/);
    if (parts.length === 1) return oneWord(parts[0]!);
    const each = parts.map(oneWord);
    if (each.some((p) => !p)) return undefined;
    const known = each as BritishPronunciation[];
    return {
      ipa: `/${known.map((p) => p.ipa.slice(1, -1)).join(' ')}/`,
      syllables: known.flatMap((p) => p.syllables),
      stressedSyllable: 0,
    };
  };
  /**
   * `pos`: the sense's part of speech, for verbs said otherwise than their noun ("record").
   * A phrase names no stressed syllable: its main stress is on the particle or the last content
   * word (warm ˈup, a piece of ˈcake), not on its first syllable; better nothing than wrong.
   */
  const pronounce = (word: string, pos?: PartOfSpeech): ShownPronunciation => {
    const american = words.pronunciation(word);
    const british = dictionary.pronunciation(word, pos) ?? generalBritish(word);
    if (british) return { ...british, arpabet: american?.arpabet ?? null };
    if (!american) return { ipa: null, arpabet: null, syllables: [], stressedSyllable: 0 };
    return { ...american, ipa: `${AMERICAN_IPA_NOTE}${american.ipa}` };
  };
  return (word: string, pos?: PartOfSpeech): ShownPronunciation => {
    const shown = pronounce(word, pos);
    return word.trim().includes(' ') ? { ...shown, stressedSyllable: 0 } : shown;
  };
}

export type Pronouncer = ReturnType<typeof createPronouncer>;
