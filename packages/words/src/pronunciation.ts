/** ARPAbet (CMUdict) to IPA, General American, with syllables and stress marks. */

const IPA: Readonly<Record<string, string>> = {
  AA: 'ɑ',
  AE: 'æ',
  AO: 'ɔ',
  AW: 'aʊ',
  AY: 'aɪ',
  EH: 'ɛ',
  EY: 'eɪ',
  IH: 'ɪ',
  IY: 'i',
  OW: 'oʊ',
  OY: 'ɔɪ',
  UH: 'ʊ',
  UW: 'u',
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  P: 'p',
  R: 'r',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

/** Two- and three-consonant onsets English allows at the start of a syllable. */
const ONSETS = new Set(
  `P R,B R,T R,D R,K R,G R,F R,TH R,SH R,P L,B L,K L,G L,F L,S L,S P,S T,S K,S M,S N,S W,S F,
   T W,D W,K W,G W,TH W,P Y,B Y,K Y,G Y,M Y,F Y,V Y,HH Y,N Y,S P R,S T R,S K R,S P L,S K W,S K Y,S P Y`
    .split(',')
    .map((o) => o.trim()),
);

const isVowel = (phone: string) => /[012]$/.test(phone);

export interface Pronunciation {
  /** CMUdict's ARPAbet with stress digits ("R IH0 Z IH1 L Y AH0 N T"). */
  arpabet: string;
  /** IPA between slashes with stress marks before stressed syllables ("/rɪˈzɪljənt/"). */
  ipa: string;
  /** IPA syllables without stress marks (["rɪ", "zɪl", "jənt"]). */
  syllables: string[];
  /** 1-based index of the syllable with primary stress (0 when none is marked). */
  stressedSyllable: number;
}

function phoneIpa(phone: string): string {
  const base = phone.replace(/[012]$/, '');
  const stress = phone.endsWith('0') ? 0 : 1;
  if (base === 'AH') return stress === 0 ? 'ə' : 'ʌ';
  if (base === 'ER') return stress === 0 ? 'ɚ' : 'ɝ';
  return IPA[base] ?? '';
}

/** Splits phones into syllables: each vowel is a nucleus, consonants go to the longest legal onset. */
export function syllabify(phones: string[]): string[][] {
  const nuclei = phones.flatMap((p, i) => (isVowel(p) ? [i] : []));
  if (nuclei.length === 0) return [phones];
  const starts = [0];
  for (let k = 1; k < nuclei.length; k++) {
    const previous = nuclei[k - 1] ?? 0;
    const next = nuclei[k] ?? 0;
    const cluster = phones.slice(previous + 1, next);
    let onset = 0;
    for (let size = Math.min(3, cluster.length); size >= 1; size--) {
      const candidate = cluster.slice(cluster.length - size);
      if (size === 1 ? candidate[0] !== 'NG' : ONSETS.has(candidate.join(' '))) {
        onset = size;
        break;
      }
    }
    starts.push(next - onset);
  }
  return starts.map((start, k) => phones.slice(start, starts[k + 1] ?? phones.length));
}

export function pronunciationOf(arpabet: string): Pronunciation {
  const phones = arpabet.trim().split(/\s+/);
  const syllables = syllabify(phones);
  let stressedSyllable = 0;
  const marked = syllables.map((syllable, index) => {
    const vowel = syllable.find(isVowel) ?? '';
    const text = syllable.map(phoneIpa).join('');
    if (vowel.endsWith('1')) {
      if (stressedSyllable === 0) stressedSyllable = index + 1;
      return syllables.length > 1 ? `ˈ${text}` : text;
    }
    return vowel.endsWith('2') && syllables.length > 1 ? `ˌ${text}` : text;
  });
  return {
    arpabet,
    ipa: `/${marked.join('')}/`,
    syllables: syllables.map((s) => s.map(phoneIpa).join('')),
    stressedSyllable,
  };
}

/** A multi-word entry read word by word: the first primary stress counts for the phrase. */
export function phrasePronunciation(words: Pronunciation[]): Pronunciation {
  let offset = 0;
  let stressedSyllable = 0;
  for (const word of words) {
    if (stressedSyllable === 0 && word.stressedSyllable > 0) {
      stressedSyllable = offset + word.stressedSyllable;
    }
    offset += word.syllables.length;
  }
  return {
    arpabet: words.map((w) => w.arpabet).join('  '),
    ipa: `/${words.map((w) => w.ipa.slice(1, -1)).join(' ')}/`,
    syllables: words.flatMap((w) => w.syllables),
    stressedSyllable,
  };
}
