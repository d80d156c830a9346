import { describe, expect, it } from 'vitest';
import { roundTopics } from '../topics';
import { confusionFromBehaviour } from './behaviour';
import { emotionsFromExpressions, type FaceExpressions } from './mapping';
import { EMOTION_PATTERNS, emotionProfile, emotionsByQuestion, savedEmotion } from './profile';
import { emotionsFromSelfReport, SELF_REPORT_OPTIONS } from './self-report';
import { EMOTION_TYPES, type EmotionHistoryEntry, type EmotionScore } from './types';

/**
 * Expression vectors in the form face-api's expression net returns them (softmax outputs,
 * float32, summing to 1 up to rounding), written to resemble real frames: a reader looking at
 * the text, a smile, a frown, an ambiguous face, raised eyebrows.
 */
const RECORDED: Record<string, FaceExpressions> = {
  reading: {
    neutral: 0.9622,
    happy: 0.0021,
    sad: 0.0287,
    angry: 0.0043,
    fearful: 0.0002,
    disgusted: 0.0001,
    surprised: 0.0024,
  },
  smiling: {
    neutral: 0.0815,
    happy: 0.9131,
    sad: 0.0009,
    angry: 0.0004,
    fearful: 0.0001,
    disgusted: 0.0006,
    surprised: 0.0034,
  },
  frowning: {
    neutral: 0.2954,
    happy: 0.0012,
    sad: 0.6813,
    angry: 0.0127,
    fearful: 0.0061,
    disgusted: 0.0019,
    surprised: 0.0014,
  },
  ambiguous: {
    neutral: 0.5187,
    happy: 0.0102,
    sad: 0.3811,
    angry: 0.0523,
    fearful: 0.0178,
    disgusted: 0.0041,
    surprised: 0.0158,
  },
  eyebrowsUp: {
    neutral: 0.1032,
    happy: 0.0297,
    sad: 0.0011,
    angry: 0.0008,
    fearful: 0.0642,
    disgusted: 0.0003,
    surprised: 0.8007,
  },
  float32: {
    neutral: 0.99912,
    happy: 0.00001,
    sad: 0.00071,
    angry: 0.00009,
    fearful: 0.000001,
    disgusted: 0.000002,
    surprised: 0.00006,
  },
};

const top = (emotions: EmotionScore[] | null) => emotions?.[0];
const camera = (
  questionIndex: number,
  timestamp: number,
  vector: FaceExpressions,
): EmotionHistoryEntry => ({
  timestamp,
  questionIndex,
  source: 'camera',
  emotions: emotionsFromExpressions(vector)!,
});

describe('face-api expressions -> the spec emotion types', () => {
  it('maps each expression to its type with confidence 0-100, highest first', () => {
    expect(top(emotionsFromExpressions(RECORDED.reading!))).toEqual({
      Type: 'CALM',
      Confidence: 96.2,
    });
    expect(top(emotionsFromExpressions(RECORDED.smiling!))).toEqual({
      Type: 'HAPPY',
      Confidence: 91.3,
    });
    expect(emotionsFromExpressions(RECORDED.frowning!)!.slice(0, 2)).toEqual([
      { Type: 'SAD', Confidence: 68.1 },
      { Type: 'CALM', Confidence: 29.5 },
    ]);
    expect(top(emotionsFromExpressions(RECORDED.eyebrowsUp!))).toEqual({
      Type: 'SURPRISED',
      Confidence: 80.1,
    });
    expect(
      emotionsFromExpressions(RECORDED.float32!)!
        .map((e) => e.Confidence)
        .reduce((a, b) => a + b),
    ).toBeCloseTo(100, 0);
  });

  it('never reports CONFUSED: no facial expression stands for it', () => {
    for (const vector of Object.values(RECORDED)) {
      const types = emotionsFromExpressions(vector)!.map((e) => e.Type);
      expect(types).toHaveLength(7);
      expect(types).not.toContain('CONFUSED');
    }
  });

  it('skips a blank reading and cleans broken values', () => {
    expect(emotionsFromExpressions({})).toBeNull();
    expect(emotionsFromExpressions({ neutral: 0, happy: 0 })).toBeNull();
    const cleaned = emotionsFromExpressions({
      neutral: Number.NaN,
      happy: 2,
      sad: -1,
      surprised: 1,
    });
    expect(cleaned!.slice(0, 2)).toEqual([
      { Type: 'HAPPY', Confidence: 50 },
      { Type: 'SURPRISED', Confidence: 50 },
    ]);
  });
});

describe('self-report and behaviour', () => {
  it('offers a small scale whose taps map to distinct spec types', () => {
    expect(new Set(SELF_REPORT_OPTIONS.map((o) => o.type)).size).toBe(SELF_REPORT_OPTIONS.length);
    expect(SELF_REPORT_OPTIONS.every((o) => EMOTION_TYPES.includes(o.type))).toBe(true);
    expect(emotionsFromSelfReport('confused')).toEqual([{ Type: 'CONFUSED', Confidence: 90 }]);
    expect(() => emotionsFromSelfReport('bored' as never)).toThrow('Unknown feeling "bored"');
  });

  it('reads a weak "maybe confused" from long times and changed answers only', () => {
    expect(confusionFromBehaviour({ timeSpentMs: 20_000, answerChanges: 1 })).toBeNull();
    expect(confusionFromBehaviour({ timeSpentMs: 61_000, answerChanges: 0 })).toEqual([
      { Type: 'CONFUSED', Confidence: 30 },
    ]);
    expect(confusionFromBehaviour({ timeSpentMs: 5_000, answerChanges: 2 })).toEqual([
      { Type: 'CONFUSED', Confidence: 30 },
    ]);
    expect(
      confusionFromBehaviour({ timeSpentMs: 25_000, answerChanges: 3, typicalTimeMs: 10_000 }),
    ).toEqual([{ Type: 'CONFUSED', Confidence: 55 }]);
  });
});

describe('emotion history, profile and saved emotion', () => {
  it('groups the history per question and averages within a question', () => {
    const history = [
      camera(1, 30, RECORDED.smiling!),
      camera(0, 10, RECORDED.reading!),
      camera(0, 20, RECORDED.frowning!),
    ];
    const byQuestion = emotionsByQuestion(history);
    expect(byQuestion.map((q) => q.questionIndex)).toEqual([0, 1]);
    expect(byQuestion[0]!.entries).toHaveLength(2);
    expect(top(byQuestion[0]!.emotions)).toEqual({ Type: 'CALM', Confidence: 62.9 });
  });

  it('sees a decline, an improvement, a steady and a strained pattern', () => {
    const declining = emotionProfile([
      camera(0, 1, RECORDED.reading!),
      camera(1, 2, RECORDED.ambiguous!),
      camera(2, 3, RECORDED.frowning!),
    ]);
    expect(declining.EmotionalProgression.Pattern).toBe(EMOTION_PATTERNS.declining);
    expect(declining.EmotionalProgression.Recommendations[0]).toMatch(/break/);
    const improving = emotionProfile([
      camera(0, 1, RECORDED.frowning!),
      camera(1, 2, RECORDED.reading!),
      camera(2, 3, RECORDED.smiling!),
    ]);
    expect(improving.EmotionalProgression.Pattern).toBe(EMOTION_PATTERNS.improving);
    const steady = emotionProfile([
      camera(0, 1, RECORDED.reading!),
      camera(1, 2, RECORDED.float32!),
    ]);
    expect(steady.EmotionalProgression.Pattern).toBe(EMOTION_PATTERNS.steady);
    const strained = emotionProfile([
      camera(0, 1, RECORDED.frowning!),
      camera(1, 2, RECORDED.frowning!),
    ]);
    expect(strained.EmotionalProgression.Pattern).toBe(EMOTION_PATTERNS.strained);
    expect(emotionProfile([])).toEqual({
      Emotions: [],
      EmotionalProgression: { Pattern: EMOTION_PATTERNS.none, Recommendations: [] },
    });
  });

  it('lists the emotions by mean confidence and adds a tip when behaviour suggests confusion', () => {
    const history: EmotionHistoryEntry[] = [
      camera(0, 1, RECORDED.reading!),
      {
        timestamp: 2,
        questionIndex: 0,
        source: 'behaviour',
        emotions: confusionFromBehaviour({ timeSpentMs: 90_000, answerChanges: 2 })!,
      },
      {
        timestamp: 3,
        questionIndex: 1,
        source: 'self-report',
        emotions: emotionsFromSelfReport('fine'),
      },
    ];
    const profile = emotionProfile(history);
    // CALM: question 0 (96.2 + 0) / 2, question 1 90 -> (48.1 + 90) / 2; CONFUSED (0 + 55) / 2 / 2.
    expect(profile.Emotions.map((e) => e.Type).slice(0, 2)).toEqual(['CALM', 'CONFUSED']);
    expect(profile.Emotions[0]!.Confidence).toBeCloseTo(69.05, 0);
    expect(profile.Emotions[1]!.Confidence).toBeCloseTo(13.75, 0);
    expect(profile.EmotionalProgression.Recommendations).toHaveLength(2);
    const confused = emotionProfile([history[1]!, { ...history[1]!, questionIndex: 1 }]);
    expect(confused.EmotionalProgression.Recommendations.at(-1)).toMatch(/read it first/);
  });

  it('saves the last emotion above 60, never a behaviour guess', () => {
    const history = [
      camera(0, 1, RECORDED.frowning!),
      camera(1, 2, RECORDED.ambiguous!),
      {
        timestamp: 3,
        questionIndex: 2,
        source: 'behaviour' as const,
        emotions: [{ Type: 'CONFUSED' as const, Confidence: 55 }],
      },
    ];
    expect(savedEmotion(history)).toBe('SAD');
    expect(savedEmotion([...history, camera(2, 4, RECORDED.smiling!)])).toBe('HAPPY');
    expect(
      savedEmotion([
        {
          timestamp: 1,
          questionIndex: 0,
          source: 'camera',
          emotions: [{ Type: 'SAD', Confidence: 60 }],
        },
      ]),
    ).toBeNull();
    expect(savedEmotion([])).toBeNull();
  });

  it('switches the next round to the second topic when the saved emotion is SAD', () => {
    const history: EmotionHistoryEntry[] = [
      {
        timestamp: 5,
        questionIndex: 2,
        source: 'self-report',
        emotions: emotionsFromSelfReport('sad'),
      },
      camera(1, 4, RECORDED.smiling!),
    ];
    expect(roundTopics(['animals', 'sports'], savedEmotion(history))).toEqual(['sports']);
  });
});
