import {
  alignPhonemes,
  missedPhonemes,
  phonemeDistance,
  phonemeFeedback,
  withStress,
  type PhonemeFeedback,
} from './alignment';
import { baseOf } from './arpabet';
import type { CheckGrammar } from './grammar';
import { highlightWord, type WordPart } from './highlight';
import type { Neighbour } from './neighbours';
import { wordForPhones } from './reverse-lookup';

export type CheckOutcome = 'correct' | 'mispronounced' | 'other_word' | 'nothing_heard';

export type Verdict =
  | { kind: 'correct' }
  | { kind: 'substitution'; position: number; expected: string; heard: string }
  | { kind: 'omission'; position: number; expected: string }
  | { kind: 'other_word' }
  | { kind: 'nothing_heard' };

export interface PronunciationResult {
  result: CheckOutcome;
  verdict: Verdict;
  /** Soft, learner-facing wording of the verdict. */
  message: string;
  expectedWord: string;
  transcribedWord: string;
  fullTranscription: string;
  expectedPhonemes: string[];
  transcribedPhonemes: string[];
  phonemeFeedback: PhonemeFeedback[];
  missedPhonemes: string[];
  /** Weighted phoneme edit distance; 0 is a perfect match, lower is better. */
  distance: number;
  /**
   * How far this kind of verdict can be trusted (0-1), from measured hit rates per verdict kind:
   * the recogniser gives no calibrated per-check probability for grammar searches.
   */
  confidence: number;
  highlightedWord: WordPart[];
}

/** Confusions the engine catches reliably on measured data; other verdicts get less confidence. */
const RELIABLE = new Set(['V>W', 'V>B', 'IH>IY', 'EH>EY', 'R>L', 'F>', 'S>', 'TH>S', 'TH>T']);

const FILLERS = /^(<s>|<\/s>|<sil>|\[.*\]|\(null\)|NULL)$/i;

/** Turns the decoder's best word sequence into the check result. */
export function interpretDecode(
  expectedWord: string,
  expectedPhonemes: readonly string[],
  grammar: CheckGrammar,
  hypothesisWords: readonly string[],
): PronunciationResult {
  const words = hypothesisWords.filter((w) => !FILLERS.test(w));
  const roles = words.map((w) => grammar.roles.get(w)).filter((r) => r !== undefined);
  const expected = [...expectedPhonemes];
  if (roles.length === 0) return nothingHeard(expectedWord, expected);

  const heardBase = roles.flatMap((r) => r.phones);
  const pairs = alignPhonemes(expected, heardBase);
  const transcribedPhonemes = withStress(pairs);
  const feedback = phonemeFeedback(pairs);
  const distance = phonemeDistance(expected, heardBase);
  const first = roles[0];
  let verdict: Verdict;
  let confidence: number;
  let transcribedWord: string;
  if (roles.length === 1 && first?.kind === 'canonical') {
    verdict = { kind: 'correct' };
    // Whole-word recognition accepts about half of one-sound near misses (docs/benchmarks.md:
    // near-neighbour rejection 43 %), so 'correct' is a medium-confidence verdict until sounds
    // are scored one by one; the screen then says it gently.
    confidence = 0.6;
    transcribedWord = expectedWord;
    // A British pronunciation is correct too; the heard phonemes show which form it was.
    const heard = first.accent ? [...first.accent.phonemes] : expected;
    return build(verdict, confidence, transcribedWord, expected, heard, [], 0, expectedWord);
  }
  if (roles.length === 1 && first?.kind === 'variant') {
    const v = first.variant;
    verdict =
      v.kind === 'omission'
        ? { kind: 'omission', position: v.position, expected: v.expected }
        : {
            kind: 'substitution',
            position: v.position,
            expected: v.expected,
            heard: v.transcribed,
          };
    const key = `${baseOf(v.expected)}>${v.transcribed}`;
    confidence = RELIABLE.has(key) ? 0.7 : 0.45;
    transcribedWord = wordForPhones(first.phones) ?? '';
    // Feedback comes from the variant itself: the alignment might spread a two-phone swap.
    const variantFeedback: PhonemeFeedback[] = [
      { position: v.position, expected: v.expected, transcribed: v.transcribed },
    ];
    return build(
      verdict,
      confidence,
      transcribedWord,
      expected,
      transcribedPhonemes,
      variantFeedback,
      distance,
      expectedWord,
    );
  }
  if (roles.length === 1 && first?.kind === 'competitor') {
    return competitorResult(expectedWord, expected, first.competitor, transcribedPhonemes);
  }
  verdict = { kind: 'other_word' };
  confidence = 0.6;
  transcribedWord = wordForPhones(heardBase) ?? '';
  return build(
    verdict,
    confidence,
    transcribedWord,
    expected,
    transcribedPhonemes,
    feedback,
    Math.max(distance, 1),
    expectedWord,
  );
}

/**
 * A competitor word won: the learner said (or sounded like) another real word. One phoneme away,
 * that phoneme is the suspect sound (tree for three: the TH).
 */
function competitorResult(
  expectedWord: string,
  expected: string[],
  competitor: Neighbour,
  transcribedPhonemes: string[],
): PronunciationResult {
  const edit = competitor.edit;
  const feedback: PhonemeFeedback[] = edit
    ? [
        {
          position: edit.position,
          expected: edit.kind === 'insertion' ? '' : (expected[edit.position] ?? edit.expected),
          transcribed: edit.heard,
        },
      ]
    : phonemeFeedback(alignPhonemes(expected, competitor.phones));
  const suspects = edit && edit.kind !== 'insertion' ? [edit.position] : [];
  const result = build(
    { kind: 'other_word' },
    0.6,
    competitor.word,
    expected,
    transcribedPhonemes,
    feedback,
    Math.max(phonemeDistance(expected, competitor.phones), 1),
    expectedWord,
  );
  const sound = edit && edit.kind !== 'insertion' ? baseOf(edit.expected) : undefined;
  return {
    ...result,
    message: sound ? `${result.message} Listen to the ${sound} sound.` : result.message,
    highlightedWord: highlightWord(expectedWord, expected, suspects),
  };
}

function build(
  verdict: Verdict,
  confidence: number,
  transcribedWord: string,
  expected: string[],
  transcribedPhonemes: string[],
  feedback: PhonemeFeedback[],
  distance: number,
  expectedWord: string,
): PronunciationResult {
  const suspects =
    verdict.kind === 'other_word'
      ? []
      : feedback.filter((f) => f.expected !== '').map((f) => f.position);
  return {
    result:
      verdict.kind === 'correct'
        ? 'correct'
        : verdict.kind === 'other_word'
          ? 'other_word'
          : 'mispronounced',
    verdict,
    message: messageFor(verdict, transcribedWord),
    expectedWord,
    transcribedWord,
    fullTranscription: transcribedWord || transcribedPhonemes.map(baseOf).join(' '),
    expectedPhonemes: expected,
    transcribedPhonemes,
    phonemeFeedback: feedback,
    missedPhonemes: missedPhonemes(feedback),
    distance,
    confidence,
    highlightedWord: highlightWord(expectedWord, expected, suspects),
  };
}

export function nothingHeard(expectedWord: string, expected: string[]): PronunciationResult {
  return {
    result: 'nothing_heard',
    verdict: { kind: 'nothing_heard' },
    message: messageFor({ kind: 'nothing_heard' }, ''),
    expectedWord,
    transcribedWord: '',
    fullTranscription: '',
    expectedPhonemes: expected,
    transcribedPhonemes: [],
    phonemeFeedback: [],
    missedPhonemes: [],
    distance: expected.length,
    confidence: 0.9,
    highlightedWord: highlightWord(expectedWord, expected, []),
  };
}

function messageFor(verdict: Verdict, heardWord: string): string {
  switch (verdict.kind) {
    case 'correct':
      return 'That sounded right.';
    case 'substitution':
      return `We heard something like ${verdict.heard} where ${baseOf(verdict.expected)} was expected.`;
    case 'omission':
      return `The ${baseOf(verdict.expected)} sound seems to be missing.`;
    case 'other_word':
      return heardWord
        ? `That sounded more like "${heardWord}".`
        : 'That sounded like a different word.';
    case 'nothing_heard':
      return 'We could not hear anything. Try speaking a little louder and closer to the microphone.';
  }
}
