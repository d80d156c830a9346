/**
 * English sounds as learners know them: the IPA symbol (American English, as CMUdict), the letters
 * that usually spell the sound, and a familiar word where those letters make it. The API keeps
 * the ARPAbet codes (AH0, UW1); screens show these instead.
 */
export interface SoundName {
  ipa: string;
  /** The letters that spell the sound in `example`. */
  letters: string;
  example: string;
}

const SOUNDS: Readonly<Record<string, SoundName>> = {
  AA: { ipa: 'ɑː', letters: 'a', example: 'father' },
  AE: { ipa: 'æ', letters: 'a', example: 'cat' },
  AH: { ipa: 'ʌ', letters: 'u', example: 'cup' },
  AO: { ipa: 'ɔː', letters: 'aw', example: 'saw' },
  AW: { ipa: 'aʊ', letters: 'ow', example: 'now' },
  AY: { ipa: 'aɪ', letters: 'i', example: 'time' },
  EH: { ipa: 'e', letters: 'e', example: 'bed' },
  ER: { ipa: 'ɝː', letters: 'ir', example: 'bird' },
  EY: { ipa: 'eɪ', letters: 'ay', example: 'day' },
  IH: { ipa: 'ɪ', letters: 'i', example: 'sit' },
  IY: { ipa: 'iː', letters: 'ee', example: 'see' },
  OW: { ipa: 'oʊ', letters: 'o', example: 'go' },
  OY: { ipa: 'ɔɪ', letters: 'oy', example: 'boy' },
  UH: { ipa: 'ʊ', letters: 'oo', example: 'book' },
  UW: { ipa: 'uː', letters: 'oo', example: 'food' },
  B: { ipa: 'b', letters: 'b', example: 'bed' },
  CH: { ipa: 'tʃ', letters: 'ch', example: 'chair' },
  D: { ipa: 'd', letters: 'd', example: 'dog' },
  DH: { ipa: 'ð', letters: 'th', example: 'this' },
  F: { ipa: 'f', letters: 'f', example: 'fish' },
  G: { ipa: 'ɡ', letters: 'g', example: 'go' },
  HH: { ipa: 'h', letters: 'h', example: 'hat' },
  JH: { ipa: 'dʒ', letters: 'j', example: 'jam' },
  K: { ipa: 'k', letters: 'k', example: 'kite' },
  L: { ipa: 'l', letters: 'l', example: 'leg' },
  M: { ipa: 'm', letters: 'm', example: 'man' },
  N: { ipa: 'n', letters: 'n', example: 'nose' },
  NG: { ipa: 'ŋ', letters: 'ng', example: 'sing' },
  P: { ipa: 'p', letters: 'p', example: 'pen' },
  R: { ipa: 'r', letters: 'r', example: 'red' },
  S: { ipa: 's', letters: 's', example: 'sun' },
  SH: { ipa: 'ʃ', letters: 'sh', example: 'ship' },
  T: { ipa: 't', letters: 't', example: 'top' },
  TH: { ipa: 'θ', letters: 'th', example: 'think' },
  V: { ipa: 'v', letters: 'v', example: 'van' },
  W: { ipa: 'w', letters: 'w', example: 'wet' },
  Y: { ipa: 'j', letters: 'y', example: 'yes' },
  Z: { ipa: 'z', letters: 'z', example: 'zoo' },
  ZH: { ipa: 'ʒ', letters: 's', example: 'measure' },
};

/** Unstressed vowels that sound different from their stressed form. */
const UNSTRESSED: Readonly<Record<string, SoundName>> = {
  AH: { ipa: 'ə', letters: 'a', example: 'about' },
  // Not a coach word: a sound is never explained with the word being practised (issue 30).
  ER: { ipa: 'ɚ', letters: 'er', example: 'letter' },
};

/** 'UW1' -> /uː/ as in "food"; 'AH0' -> the weak /ə/ of "about". Unknown codes: undefined. */
export function soundName(code: string): SoundName | undefined {
  const upper = code.trim().toUpperCase();
  const base = upper.replace(/[012]$/, '');
  if (upper.endsWith('0') && UNSTRESSED[base]) return UNSTRESSED[base];
  return SOUNDS[base];
}

/** '/uː/' for a code; the code itself when it is not an English sound we know. */
export function ipaOf(code: string): string {
  const name = soundName(code);
  return name ? `/${name.ipa}/` : code;
}

/** 'the "oo" sound in "food"' (or the code, for an unknown one). */
export function describeSound(code: string): string {
  const name = soundName(code);
  return name ? `the "${name.letters}" sound in "${name.example}"` : code;
}

const CODE_TOKEN = new RegExp(`\\b(?:${Object.keys(SOUNDS).join('|')})[012]?\\b`, 'g');

/** A text written with sound codes ('longer than AA') in learners' terms ('longer than /ɑː/'). */
export function inLearnerTerms(text: string): string {
  return text.replace(CODE_TOKEN, (code) => ipaOf(code));
}
