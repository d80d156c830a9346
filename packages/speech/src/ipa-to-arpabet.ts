import { isVowel } from './arpabet';
/**
 * Maps espeak-ng's English IPA output (`espeak-ng -v en-us -q --ipa WORD`, or `-v en-gb`) to
 * ARPAbet with stress digits. espeak marks stress before the syllable (ˈ primary, ˌ secondary);
 * the mark is applied to the next vowel.
 */
const SYMBOLS: ReadonlyArray<readonly [string, string]> = [
  // Longest symbols first so that diphthongs and affricates win over their parts.
  ['eɪ', 'EY'],
  ['aɪ', 'AY'],
  ['aʊ', 'AW'],
  ['ɔɪ', 'OY'],
  ['oʊ', 'OW'],
  ['əʊ', 'OW'],
  ['ɪɹ', 'IH R'],
  ['ɛɹ', 'EH R'],
  ['ɑːɹ', 'AA R'],
  ['ɔːɹ', 'AO R'],
  ['ʊɹ', 'UH R'],
  ['ɜːɹ', 'ER'],
  ['ɜː', 'ER'],
  ['ɚ', 'ER'],
  ['ɝ', 'ER'],
  ['tʃ', 'CH'],
  ['dʒ', 'JH'],
  ['ɑː', 'AA'],
  ['ɔː', 'AO'],
  ['iː', 'IY'],
  ['uː', 'UW'],
  ['ɑ', 'AA'],
  ['ɒ', 'AA'],
  ['æ', 'AE'],
  ['ʌ', 'AH'],
  ['ə', 'AH'],
  ['ᵻ', 'IH'],
  ['ɐ', 'AH'],
  ['ɔ', 'AO'],
  ['ɛ', 'EH'],
  ['e', 'EH'],
  ['ɪ', 'IH'],
  ['i', 'IY'],
  ['ʊ', 'UH'],
  ['u', 'UW'],
  ['o', 'OW'],
  ['a', 'AA'],
  ['b', 'B'],
  ['d', 'D'],
  ['ð', 'DH'],
  ['f', 'F'],
  ['ɡ', 'G'],
  ['g', 'G'],
  ['h', 'HH'],
  ['j', 'Y'],
  ['k', 'K'],
  ['l', 'L'],
  ['m', 'M'],
  ['n', 'N'],
  ['ŋ', 'NG'],
  ['p', 'P'],
  ['ɹ', 'R'],
  ['r', 'R'],
  ['s', 'S'],
  ['ʃ', 'SH'],
  ['t', 'T'],
  ['ɾ', 'T'],
  ['θ', 'TH'],
  ['v', 'V'],
  ['w', 'W'],
  ['z', 'Z'],
  ['ʒ', 'ZH'],
  ['ʔ', 'T'],
];

/**
 * British English writes the TRAP vowel as a bare 'a' (cat: kˈat), where the US voice only uses
 * 'a' inside 'aɪ' and 'aʊ'; the US acoustic model's nearest phone for it is AE.
 */
const BRITISH_SYMBOLS: ReadonlyArray<readonly [string, string]> = [
  ...SYMBOLS.filter(([symbol]) => symbol !== 'a'),
  ['a', 'AE'],
];

export type EspeakVoice = 'en-us' | 'en-gb';

export function ipaToArpabet(ipa: string, voice: EspeakVoice = 'en-us'): string[] {
  const symbols = voice === 'en-gb' ? BRITISH_SYMBOLS : SYMBOLS;
  const out: string[] = [];
  let pendingStress = 0;
  let i = 0;
  const text = ipa.normalize('NFC').trim();
  while (i < text.length) {
    const char = text[i] as string;
    if (char === 'ˈ' || char === 'ˌ') {
      pendingStress = char === 'ˈ' ? 1 : 2;
      i += 1;
      continue;
    }
    const match = symbols.find(([symbol]) => text.startsWith(symbol, i));
    if (!match) {
      // Length marks, syllable marks, spaces and other diacritics carry no phone of their own.
      i += 1;
      continue;
    }
    for (const code of match[1].split(' ')) {
      if (isVowel(code)) {
        out.push(`${code}${pendingStress}`);
        pendingStress = 0;
      } else {
        out.push(code);
      }
    }
    i += match[0].length;
  }
  return out;
}
