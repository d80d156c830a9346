import { roundConfidence, sortEmotions } from './mapping';
import { type EmotionHistoryEntry, type EmotionScore, type EmotionType } from './types';

/** The spec's emotion profile (spec 001 section 3). */
export interface EmotionProfile {
  Emotions: EmotionScore[];
  EmotionalProgression: { Pattern: string; Recommendations: string[] };
}

export interface QuestionEmotions {
  questionIndex: number;
  entries: EmotionHistoryEntry[];
  /** Mean confidence per type over the question's entries (absent types count 0), highest first. */
  emotions: EmotionScore[];
}

/** The history grouped per question, questions in order. */
export function emotionsByQuestion(history: readonly EmotionHistoryEntry[]): QuestionEmotions[] {
  const groups = new Map<number, EmotionHistoryEntry[]>();
  for (const entry of history) {
    const group = groups.get(entry.questionIndex);
    if (group) group.push(entry);
    else groups.set(entry.questionIndex, [entry]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([questionIndex, entries]) => ({
      questionIndex,
      entries,
      emotions: rounded(averageEmotions(entries.map((e) => e.emotions))),
    }));
}

/** Mean confidence per type over the lists (a type missing from a list counts 0), unrounded. */
function averageEmotions(lists: readonly EmotionScore[][]): EmotionScore[] {
  const sums = new Map<EmotionType, number>();
  for (const list of lists)
    for (const e of list) sums.set(e.Type, (sums.get(e.Type) ?? 0) + e.Confidence);
  return [...sums.entries()].map(([Type, sum]) => ({ Type, Confidence: sum / lists.length }));
}

function rounded(emotions: EmotionScore[]): EmotionScore[] {
  return sortEmotions(
    emotions
      .map((e) => ({ Type: e.Type, Confidence: roundConfidence(e.Confidence) }))
      .filter((e) => e.Confidence > 0),
  );
}

const POSITIVE: readonly EmotionType[] = ['HAPPY', 'CALM'];
const NEGATIVE: readonly EmotionType[] = ['SAD', 'ANGRY', 'FEAR', 'DISGUSTED', 'CONFUSED'];

/** (positive - negative) / 100 for one question: -1..1. SURPRISED counts as neither. */
function valence(emotions: readonly EmotionScore[]): number {
  const sum = (types: readonly EmotionType[]) =>
    emotions.filter((e) => types.includes(e.Type)).reduce((s, e) => s + e.Confidence, 0);
  return (sum(POSITIVE) - sum(NEGATIVE)) / 100;
}

/** The pattern texts, exported so a screen can recognise them. */
export const EMOTION_PATTERNS = {
  none: 'Not enough readings to see a pattern',
  improving: 'More at ease as the assessment went on',
  declining: 'Less at ease as the assessment went on',
  steady: 'Steady and at ease throughout',
  strained: 'Some strain throughout',
} as const;
export type EmotionPatternKind = keyof typeof EMOTION_PATTERNS;

const RECOMMENDATIONS: Readonly<Record<EmotionPatternKind, string[]>> = {
  none: [],
  improving: [
    'You settle in as you go: start each session with a short, easy passage to warm up.',
    'Keep your own pace; it is working.',
  ],
  declining: [
    'Take a short break before the next round; a fresh start helps.',
    'Try a passage on a topic you enjoy next time.',
  ],
  steady: [
    'Keep reading a little every day to build on this.',
    'When you are ready, try a slightly longer passage.',
  ],
  strained: [
    'Go slowly: read the passage once for the gist, then again for each question.',
    'Short sessions are fine; stop when you feel tired and come back later.',
  ],
};

/** A CONFUSED level (profile confidence) from which the profile adds a tip about questions. */
export const CONFUSED_TIP_FROM = 20;
const CONFUSED_TIP =
  'When a question feels unclear, read it first, then look for its key words in the passage.';

/** Valence change between the first and second half of the questions that counts as a trend. */
export const TREND_THRESHOLD = 0.2;

/**
 * The profile, computed deterministically from the history:
 * - Emotions: the mean per type over questions of each question's mean over its entries (so a
 *   question with many camera frames weighs as much as one with a single tap), types above 0.
 * - Pattern: valence (HAPPY + CALM minus SAD, ANGRY, FEAR, DISGUSTED, CONFUSED) of the second
 *   half of the questions against the first half: up by >= 0.2 improving, down by >= 0.2
 *   declining, otherwise steady (mean valence >= 0) or strained. One question: steady/strained.
 * - Recommendations: two per pattern, plus a tip on reading questions when CONFUSED >= 20.
 * Emotions steer encouragement and topic choice only, never a score or a level.
 */
export function emotionProfile(history: readonly EmotionHistoryEntry[]): EmotionProfile {
  const questions = emotionsByQuestion(history);
  if (!questions.length)
    return {
      Emotions: [],
      EmotionalProgression: { Pattern: EMOTION_PATTERNS.none, Recommendations: [] },
    };
  const perQuestion = questions.map((q) => averageEmotions(q.entries.map((e) => e.emotions)));
  const emotions = rounded(averageEmotions(perQuestion));
  const valences = perQuestion.map(valence);
  const half = Math.floor(valences.length / 2);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const change = half ? mean(valences.slice(-half)) - mean(valences.slice(0, half)) : 0;
  const kind: EmotionPatternKind =
    change >= TREND_THRESHOLD
      ? 'improving'
      : change <= -TREND_THRESHOLD
        ? 'declining'
        : mean(valences) >= 0
          ? 'steady'
          : 'strained';
  const confused = emotions.find((e) => e.Type === 'CONFUSED')?.Confidence ?? 0;
  const recommendations = [...RECOMMENDATIONS[kind]];
  if (confused >= CONFUSED_TIP_FROM) recommendations.push(CONFUSED_TIP);
  return {
    Emotions: emotions,
    EmotionalProgression: { Pattern: EMOTION_PATTERNS[kind], Recommendations: recommendations },
  };
}

/** A saved emotion needs a confidence above this (spec 001 section 9). */
export const SAVED_EMOTION_ABOVE = 60;

/**
 * The emotion saved on the record: the top emotion of the latest entry (by timestamp) whose top
 * confidence is above 60, or null. Behaviour guesses never reach it (at most 55).
 */
export function savedEmotion(history: readonly EmotionHistoryEntry[]): EmotionType | null {
  const byTime = [...history].sort((a, b) => a.timestamp - b.timestamp);
  for (let i = byTime.length - 1; i >= 0; i--) {
    const top = sortEmotions(byTime[i]!.emotions)[0];
    if (top && top.Confidence > SAVED_EMOTION_ABOVE) return top.Type;
  }
  return null;
}
