import { baseOf, isVowel } from './arpabet';
import { CONFUSIONS } from './confusions';

export interface AlignedPair {
  /** Expected phoneme with stress, or undefined for an inserted sound. */
  expected: string | undefined;
  /** Heard phone, or undefined when the expected sound was not heard. */
  transcribed: string | undefined;
}

export interface PhonemeFeedback {
  /** 0-based index into the expected phonemes (for an insertion: the phoneme it precedes). */
  position: number;
  expected: string;
  transcribed: string;
}

/** Cost of hearing `heard` where `expected` was due: learner-typical swaps cost less. */
export function substitutionCost(expected: string, heard: string): number {
  const a = baseOf(expected);
  const b = baseOf(heard);
  if (a === b) return 0;
  if ((CONFUSIONS[a] ?? []).includes(b) || (CONFUSIONS[b] ?? []).includes(a)) return 0.5;
  if (isVowel(a) === isVowel(b)) return 0.8;
  return 1;
}

const GAP_COST = 1;

/** Minimum-cost alignment (weighted Levenshtein) of heard phones to expected phonemes. */
export function alignPhonemes(
  expected: readonly string[],
  transcribed: readonly string[],
): AlignedPair[] {
  const rows = expected.length + 1;
  const cols = transcribed.length + 1;
  const cost: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  for (let i = 1; i < rows; i += 1) (cost[i] as number[])[0] = i * GAP_COST;
  for (let j = 1; j < cols; j += 1) (cost[0] as number[])[j] = j * GAP_COST;
  const at = (i: number, j: number) => (cost[i] as number[])[j] as number;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const sub =
        at(i - 1, j - 1) +
        substitutionCost(expected[i - 1] as string, transcribed[j - 1] as string);
      (cost[i] as number[])[j] = Math.min(sub, at(i - 1, j) + GAP_COST, at(i, j - 1) + GAP_COST);
    }
  }
  const pairs: AlignedPair[] = [];
  let i = expected.length;
  let j = transcribed.length;
  while (i > 0 || j > 0) {
    const here = at(i, j);
    if (i > 0 && j > 0) {
      const sub = substitutionCost(expected[i - 1] as string, transcribed[j - 1] as string);
      if (Math.abs(here - (at(i - 1, j - 1) + sub)) < 1e-9) {
        pairs.push({ expected: expected[i - 1], transcribed: transcribed[j - 1] });
        i -= 1;
        j -= 1;
        continue;
      }
    }
    if (i > 0 && Math.abs(here - (at(i - 1, j) + GAP_COST)) < 1e-9) {
      pairs.push({ expected: expected[i - 1], transcribed: undefined });
      i -= 1;
    } else {
      pairs.push({ expected: undefined, transcribed: transcribed[j - 1] });
      j -= 1;
    }
  }
  return pairs.reverse();
}

/** Total alignment cost: 0 for a perfect match, about 1 per wrong sound. Lower is better. */
export function phonemeDistance(
  expected: readonly string[],
  transcribed: readonly string[],
): number {
  let total = 0;
  for (const pair of alignPhonemes(expected, transcribed)) {
    if (pair.expected === undefined || pair.transcribed === undefined) total += GAP_COST;
    else total += substitutionCost(pair.expected, pair.transcribed);
  }
  return Math.round(total * 100) / 100;
}

/** One entry per expected or heard sound that differs; '' marks a missing side. */
export function phonemeFeedback(pairs: readonly AlignedPair[]): PhonemeFeedback[] {
  const feedback: PhonemeFeedback[] = [];
  let position = 0;
  for (const pair of pairs) {
    const expected = pair.expected ?? '';
    const transcribed = pair.transcribed ?? '';
    if (
      pair.expected === undefined ||
      pair.transcribed === undefined ||
      baseOf(expected) !== baseOf(transcribed)
    ) {
      feedback.push({ position, expected, transcribed });
    }
    if (pair.expected !== undefined) position += 1;
  }
  return feedback;
}

/** Expected phonemes (with stress) that were not heard as themselves, in order, without repeats. */
export function missedPhonemes(feedback: readonly PhonemeFeedback[]): string[] {
  const missed: string[] = [];
  for (const entry of feedback) {
    if (entry.expected !== '' && !missed.includes(entry.expected)) missed.push(entry.expected);
  }
  return missed;
}

/** Copies stress digits from aligned expected vowels onto heard vowels (the decoder has none). */
export function withStress(pairs: readonly AlignedPair[]): string[] {
  const out: string[] = [];
  for (const pair of pairs) {
    if (pair.transcribed === undefined) continue;
    const heard = baseOf(pair.transcribed);
    if (!isVowel(heard)) out.push(heard);
    else if (pair.expected !== undefined && isVowel(pair.expected) && /\d$/.test(pair.expected)) {
      out.push(`${heard}${pair.expected.slice(-1)}`);
    } else out.push(`${heard}0`);
  }
  return out;
}
