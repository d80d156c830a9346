import type { PronunciationCheckResult } from '@lexora/contracts';
import { coachAccuracy, MAX_PRACTICE_SOUNDS } from '@lexora/contracts/pronunciation-limits';

/** Spec 001 section 3, coach session state: correct words and needing-practice entries. */
export interface CoachSession {
  correctWords: string[];
  practiceEntries: Array<{ word: string; missedPhonemes: string[] }>;
}

export const emptySession: CoachSession = { correctWords: [], practiceEntries: [] };

/** Spec 001 section 4: 'correct' joins the correct list; any other result needs practice. */
export function recordResult(
  session: CoachSession,
  result: PronunciationCheckResult,
): CoachSession {
  if (result.result === 'correct')
    return { ...session, correctWords: [...session.correctWords, result.expected_word] };
  return {
    ...session,
    practiceEntries: [
      ...session.practiceEntries,
      { word: result.expected_word, missedPhonemes: result.missed_phonemes },
    ],
  };
}

export interface CoachTotals {
  correct: number;
  practice: number;
  accuracy: number;
  correctWords: string[];
  practiceWords: string[];
}

export function sessionTotals(session: CoachSession): CoachTotals {
  const correct = session.correctWords.length;
  const practice = session.practiceEntries.length;
  return {
    correct,
    practice,
    accuracy: coachAccuracy(correct, practice),
    correctWords: session.correctWords,
    practiceWords: session.practiceEntries.map((e) => e.word),
  };
}

/** The sounds to practise after a result (at most three): the missed ones, then those heard differently. */
export function soundsToPractise(result: PronunciationCheckResult | null): string[] {
  if (!result) return [];
  const sounds = [
    ...result.missed_phonemes,
    ...result.phoneme_feedback.map((f) => f.expected).filter(Boolean),
  ];
  return [...new Set(sounds)].slice(0, MAX_PRACTICE_SOUNDS);
}

/** Spec 001 section 8: when practice words cannot be generated. */
export const DEFAULT_PRACTICE_WORDS = ['practice', 'more', 'words', 'with', 'sound'];

/**
 * The next word of a level that this session has not shown yet; once every word of the level has
 * been shown, the round starts again (never with the word on screen). Returns the word and the
 * words shown in the current round, including it.
 */
export function nextCoachWord(
  list: readonly string[],
  shown: readonly string[],
  current: string | undefined,
  random: () => number,
): { word: string; shown: string[] } {
  const seen = new Set(shown);
  let fresh = list.filter((w) => !seen.has(w) && w !== current);
  let round = [...shown];
  if (fresh.length === 0) {
    fresh = list.length > 1 ? list.filter((w) => w !== current) : [...list];
    round = current && list.includes(current) ? [current] : [];
  }
  const word = fresh[Math.min(fresh.length - 1, Math.floor(random() * fresh.length))]!;
  return { word, shown: [...round, word] };
}
