import { baseOf, isVowel, stressOf } from './arpabet';

/**
 * What learners typically say instead of a sound (keyed by base phone). Learner-typical sets beat
 * "every phone" variants (see docs/ARCHITECTURE-speech.md): fewer competitors, fewer false alarms.
 */
export const CONFUSIONS: Readonly<Record<string, readonly string[]>> = {
  TH: ['T', 'S', 'F'],
  DH: ['D', 'Z', 'V'],
  V: ['W', 'B', 'F'],
  W: ['V'],
  R: ['L', 'W'],
  L: ['R', 'N'],
  P: ['B', 'F'],
  B: ['P', 'V'],
  F: ['P', 'HH'],
  Z: ['S', 'JH'],
  S: ['SH', 'TH'],
  SH: ['S', 'CH'],
  ZH: ['SH', 'JH'],
  CH: ['SH', 'T'],
  JH: ['ZH', 'Y'],
  NG: ['N', 'NG G'],
  N: ['NG', 'L'],
  HH: [],
  G: ['K'],
  D: ['T'],
  K: ['G'],
  T: [],
  IH: ['IY'],
  IY: ['IH'],
  EH: ['EY', 'AE'],
  AE: ['EH', 'AA'],
  UH: ['UW'],
  UW: ['UH'],
  AA: ['AO', 'AH'],
  AO: ['OW', 'AA'],
  AH: ['AA'],
  ER: ['AA R', 'EH R'],
  EY: ['EH'],
  OW: ['AO'],
};

/** Consonants at the end of a word that learners often drop. */
export const DROPPABLE: ReadonlySet<string> = new Set([
  'T',
  'D',
  'K',
  'G',
  'P',
  'B',
  'S',
  'Z',
  'V',
  'F',
  'L',
  'N',
  'M',
  'TH',
  'DH',
]);

export type VariantKind = 'substitution' | 'omission';

export interface Variant {
  kind: VariantKind;
  /** Index into the expected phonemes. */
  position: number;
  expected: string;
  /** What is said instead ('' for an omission; may be two phones, e.g. 'NG G'). */
  transcribed: string;
  /** The whole variant pronunciation, base phones without stress. */
  phones: string[];
}

function replaced(base: string[], position: number, replacement: string): string[] {
  const parts = replacement === '' ? [] : replacement.split(' ');
  return [...base.slice(0, position), ...parts, ...base.slice(position + 1)];
}

/** One-phoneme learner variants of a pronunciation: substitutions and omissions. */
export function learnerVariants(expected: readonly string[]): Variant[] {
  const base = expected.map(baseOf);
  const seen = new Set([base.join(' ')]);
  const variants: Variant[] = [];
  const add = (variant: Variant) => {
    const key = variant.phones.join(' ');
    if (variant.phones.length === 0 || seen.has(key)) return;
    seen.add(key);
    variants.push(variant);
  };
  expected.forEach((phoneme, position) => {
    const phone = baseOf(phoneme);
    // Unstressed vowels are tolerated (see toleratedForms), so swapping them is no error.
    if (isVowel(phoneme) && stressOf(phoneme) === 0) return;
    for (const instead of CONFUSIONS[phone] ?? []) {
      add({
        kind: 'substitution',
        position,
        expected: phoneme,
        transcribed: instead,
        phones: replaced(base, position, instead),
      });
    }
    const last = position === expected.length - 1;
    const clusterEnd =
      last || (position === expected.length - 2 && !isVowel(expected[position + 1] ?? 'AH'));
    if (!isVowel(phoneme) && clusterEnd && DROPPABLE.has(phone)) {
      add({
        kind: 'omission',
        position,
        expected: phoneme,
        transcribed: '',
        phones: replaced(base, position, ''),
      });
    }
    // A dropped consonant in the first cluster (e.g. 'sport' -> 'port') is also typical.
    if (!isVowel(phoneme) && position === 0 && !isVowel(expected[1] ?? 'AH') && phone === 'S') {
      add({
        kind: 'omission',
        position,
        expected: phoneme,
        transcribed: '',
        phones: replaced(base, position, ''),
      });
    }
  });
  return variants;
}

const REDUCED_VOWELS = ['AH', 'IH', 'ER'];

/**
 * Pronunciations that count as correct: the canonical one, each unstressed vowel said as any
 * reduced vowel (dictionaries write AH0/IH0 where speakers vary), and T between vowels said as a
 * flap (the acoustic model has no flap phone; D is closest).
 */
export function toleratedForms(expected: readonly string[]): string[][] {
  const base = expected.map(baseOf);
  const forms: string[][] = [base];
  const seen = new Set([base.join(' ')]);
  const add = (form: string[]) => {
    const key = form.join(' ');
    if (!seen.has(key)) {
      seen.add(key);
      forms.push(form);
    }
  };
  expected.forEach((phoneme, position) => {
    const phone = baseOf(phoneme);
    if (isVowel(phoneme) && stressOf(phoneme) === 0) {
      const options =
        phone === 'ER' ? ['AH R'] : REDUCED_VOWELS.filter((v) => v !== phone && v !== 'ER');
      for (const option of options) add(replaced(base, position, option));
      // A final unstressed vowel may be swallowed entirely between consonants ('fam(i)ly').
      const between = position > 0 && position < expected.length - 1;
      if (
        between &&
        !isVowel(expected[position - 1] ?? '') &&
        !isVowel(expected[position + 1] ?? '')
      ) {
        add(replaced(base, position, ''));
      }
    }
    const previous = expected[position - 1];
    const next = expected[position + 1];
    if (
      phone === 'T' &&
      previous &&
      next &&
      isVowel(previous) &&
      isVowel(next) &&
      stressOf(next) === 0
    ) {
      add(replaced(base, position, 'D'));
    }
  });
  return forms.slice(0, 24);
}

/**
 * Whether swapping phone a for b (or dropping/adding consonant a when b is '') is a learner-typical
 * slip in either direction: three/tree, very/berry, ship/sheep, card/car.
 */
export function isLearnerTypicalSwap(a: string, b: string): boolean {
  const x = baseOf(a);
  const y = baseOf(b);
  if (x === '' || y === '') return DROPPABLE.has(x || y);
  return (CONFUSIONS[x] ?? []).includes(y) || (CONFUSIONS[y] ?? []).includes(x);
}
