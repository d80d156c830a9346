import { baseOf, PHONES } from './arpabet';
import { learnerVariants, toleratedForms, type Variant } from './confusions';
import type { Neighbour } from './neighbours';

/**
 * Probabilities of the paths. They are raw probabilities that pocketsphinx turns into log scores
 * scaled by the language weight; tuned with `npm run bench:speech` (see docs/benchmarks.md).
 */
export interface GrammarWeights {
  /** Each canonical or tolerated form. */
  canonical: number;
  /** Each learner variant: low, so that a variant wins only on clear acoustic evidence. */
  variant: number;
  /**
   * A learner variant that is also a competitor word (three said as "tree"): a real minimal pair,
   * so it may get more prior than other variants.
   */
  wordVariant: number;
  /** Entering the "anything else" phone loop. */
  garbageEntry: number;
  /** Each further phone in the loop (a phone insertion penalty). */
  garbagePhone: number;
  /** Each competitor word (a frequent real word a phoneme or two away: ship -> sheep). */
  competitor: number;
  /** How many competitor words at most (0: none). */
  maxCompetitors: number;
  /** Competitors are at most this many phoneme edits away (1 or 2). */
  competitorDistance: number;
  /** Competitors are at least this frequent (SUBTLEX-US count). */
  competitorMinCount: number;
  /** 1: only competitors one learner-typical swap away (tree for three); 0: any neighbour. */
  competitorTypicalOnly: number;
  /** 1: words with one added sound (threes for three) compete too; 0: only swaps and drops. */
  competitorInsertions: number;
  /** 1: the word's other dictionary pronunciations (either: IY/AY) count as correct too. */
  acceptAlternates: number;
  /**
   * Prior of the standard British pronunciation (espeak-ng en-gb: tomato with AA, schedule with
   * SH, water without R), which counts as correct too; 0 leaves it out. The app writes British
   * English.
   */
  acceptBritish: number;
}

/**
 * Pocketsphinx multiplies these log probabilities by the language weight (6.5) and prunes with its
 * beams, so the JSGF-style 1e-20 prior would never let a variant survive here. These values were
 * tuned with `npm run bench:speech -- --weights '{...}'` on the real learner speech (a sweep over
 * variant 1e-3..1e-5 and garbage entry 1e-4..1e-6; see docs/benchmarks.md for the trade-off).
 * Competitor words: up to 30 learner-typical swaps or drops at 1e-3 (stronger settings reject
 * more near neighbours but cost true-accept; words with an added sound cost it most).
 */
export const DEFAULT_WEIGHTS: GrammarWeights = {
  canonical: 1,
  variant: 1e-5,
  wordVariant: 1e-5,
  garbageEntry: 1e-4,
  garbagePhone: 1e-2,
  competitor: 1e-3,
  maxCompetitors: 30,
  competitorDistance: 1,
  competitorMinCount: 50,
  competitorTypicalOnly: 1,
  competitorInsertions: 0,
  acceptAlternates: 0,
  acceptBritish: 1,
};

export type WordRole =
  | {
      kind: 'canonical';
      phones: string[];
      /** Set when the form is an accent's pronunciation (with stress), not the dictionary's. */
      accent?: { name: 'en-gb'; phonemes: readonly string[] };
    }
  | { kind: 'variant'; phones: string[]; variant: Variant }
  | { kind: 'competitor'; phones: string[]; competitor: Neighbour }
  | { kind: 'garbage'; phones: string[] };

export interface CheckGrammar {
  /** Text in pocketsphinx's FSG format. */
  fsg: string;
  /** Pronunciation dictionary entries the grammar uses (name -> base phones). */
  words: Array<{ name: string; phones: string[] }>;
  /** What each grammar word stands for. */
  roles: Map<string, WordRole>;
}

/** Dictionary names derive from the phones, so a long-lived decoder can reuse its entries. */
export function wordName(prefix: 'p' | 'g', phones: readonly string[]): string {
  return `${prefix}.${phones.map((p) => baseOf(p).toLowerCase()).join('.')}`;
}

function formatProbability(p: number): string {
  return p.toExponential(3);
}

/**
 * Builds the check grammar for one expected word (phonemes with stress). Competitors are real
 * words near the target (see competitorWords); a competitor whose pronunciation is already a
 * tolerated form (or one of the word's other dictionary pronunciations, `alternates`, or its
 * British pronunciation, `british`) stays correct, and one that is also a learner variant stays a
 * variant (the variant names the sound, and the verdict names the word it spells).
 */
export function buildCheckGrammar(
  expected: readonly string[],
  weights: GrammarWeights = DEFAULT_WEIGHTS,
  competitors: readonly Neighbour[] = [],
  alternates: ReadonlyArray<readonly string[]> = [],
  british?: readonly string[],
): CheckGrammar {
  if (expected.length === 0) throw new Error('The expected word has no phonemes.');
  const roles = new Map<string, WordRole>();
  const lines: string[] = [];
  const START = 0;
  const END = 1;
  const LOOP = 2;

  const addCorrect = (form: string[], role: WordRole, prior: number) => {
    const name = wordName('p', form);
    if (roles.has(name)) return;
    roles.set(name, role);
    lines.push(`TRANSITION ${START} ${END} ${formatProbability(prior)} ${name}`);
  };
  for (const form of [expected, ...alternates].flatMap((p) => toleratedForms(p))) {
    addCorrect(form, { kind: 'canonical', phones: form }, weights.canonical);
  }
  // British forms come after the dictionary's, so a form both share stays plain canonical.
  if (british && british.length > 0 && weights.acceptBritish > 0) {
    for (const form of toleratedForms(british)) {
      addCorrect(
        form,
        { kind: 'canonical', phones: form, accent: { name: 'en-gb', phonemes: [...british] } },
        weights.acceptBritish,
      );
    }
  }
  const competitorNames = new Set(competitors.map((c) => wordName('p', c.phones)));
  for (const variant of learnerVariants(expected)) {
    const name = wordName('p', variant.phones);
    if (roles.has(name)) continue; // a tolerated form already covers this pronunciation
    roles.set(name, { kind: 'variant', phones: variant.phones, variant });
    const prior = competitorNames.has(name) ? weights.wordVariant : weights.variant;
    lines.push(`TRANSITION ${START} ${END} ${formatProbability(prior)} ${name}`);
  }
  for (const competitor of competitors) {
    const name = wordName('p', competitor.phones);
    if (roles.has(name)) continue;
    roles.set(name, { kind: 'competitor', phones: competitor.phones, competitor });
    lines.push(`TRANSITION ${START} ${END} ${formatProbability(weights.competitor)} ${name}`);
  }
  for (const phone of PHONES) {
    const name = wordName('g', [phone]);
    roles.set(name, { kind: 'garbage', phones: [phone] });
    lines.push(`TRANSITION ${START} ${LOOP} ${formatProbability(weights.garbageEntry)} ${name}`);
    lines.push(`TRANSITION ${LOOP} ${LOOP} ${formatProbability(weights.garbagePhone)} ${name}`);
  }
  lines.push(`TRANSITION ${LOOP} ${END} 1.000e+0`);

  const fsg = [
    'FSG_BEGIN check',
    'NUM_STATES 3',
    `START_STATE ${START}`,
    `FINAL_STATE ${END}`,
    ...lines,
    'FSG_END',
    '',
  ].join('\n');
  const words = [...roles].map(([name, role]) => ({ name, phones: role.phones }));
  return { fsg, words, roles };
}

/** A grammar that forces words in sequence (optional pauses are added by the decoder). */
export function buildSequenceGrammar(pronunciations: ReadonlyArray<readonly string[]>): {
  fsg: string;
  words: Array<{ name: string; phones: string[] }>;
  names: string[];
} {
  const names = pronunciations.map((phones) => wordName('p', phones));
  const lines = names.map((name, index) => `TRANSITION ${index} ${index + 1} 1.000e+0 ${name}`);
  const fsg = [
    'FSG_BEGIN sequence',
    `NUM_STATES ${names.length + 1}`,
    'START_STATE 0',
    `FINAL_STATE ${names.length}`,
    ...lines,
    'FSG_END',
    '',
  ].join('\n');
  const words = pronunciations.map((phones, index) => ({
    name: names[index] as string,
    phones: phones.map(baseOf),
  }));
  return { fsg, words, names };
}
