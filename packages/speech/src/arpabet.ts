/** The 39 ARPAbet phones of the CMU dictionary and the pocketsphinx en-us acoustic model. */
export const VOWELS = [
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'EH',
  'ER',
  'EY',
  'IH',
  'IY',
  'OW',
  'OY',
  'UH',
  'UW',
] as const;

export const CONSONANTS = [
  'B',
  'CH',
  'D',
  'DH',
  'F',
  'G',
  'HH',
  'JH',
  'K',
  'L',
  'M',
  'N',
  'NG',
  'P',
  'R',
  'S',
  'SH',
  'T',
  'TH',
  'V',
  'W',
  'Y',
  'Z',
  'ZH',
] as const;

export const PHONES: readonly string[] = [...VOWELS, ...CONSONANTS];

const vowelSet = new Set<string>(VOWELS);
const phoneSet = new Set<string>(PHONES);

/** 'AH0' -> 'AH'. Stress digits only exist on vowels. */
export function baseOf(phoneme: string): string {
  return phoneme.replace(/[012]$/, '');
}

/** 'AH0' -> 0, 'EY1' -> 1, 'T' -> undefined. */
export function stressOf(phoneme: string): number | undefined {
  const digit = /([012])$/.exec(phoneme)?.[1];
  return digit === undefined ? undefined : Number(digit);
}

export function isVowel(phoneme: string): boolean {
  return vowelSet.has(baseOf(phoneme));
}

/** Accepts 'T', 'ah0', 'EY1'; returns the canonical upper-case code or undefined. */
export function normalisePhoneme(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  const base = baseOf(upper);
  if (!phoneSet.has(base)) return undefined;
  if (upper !== base && !vowelSet.has(base)) return undefined;
  return upper;
}
