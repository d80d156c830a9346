import { describe, expect, it } from 'vitest';
import { roundTopics } from '../topics';
import { emotionsFromExpressions, type FaceExpressions } from './mapping';
import { EMOTION_PATTERNS, emotionProfile, savedEmotion } from './profile';
import type { EmotionHistoryEntry } from './types';

/**
 * Expression vectors recorded from the real nets, not written by hand: face-api 1.7.15 (tiny face
 * detector at 608 px + expression net, WebGL backend) in Chromium 156, on faces in the sample
 * photos that ship in the package's demo/ folder (e2e/support/fake-camera.ts uses one of them as
 * the fake camera). Values as returned (float32, 4 significant digits).
 */
const RECORDED: Record<string, FaceExpressions> = {
  /** sample3.jpg, face at x 1446: a broad smile at the camera. */
  broadSmile: {
    neutral: 2.15e-7,
    happy: 1,
    sad: 1.337e-7,
    angry: 0.0000109,
    fearful: 2.695e-8,
    disgusted: 2.337e-8,
    surprised: 1.237e-7,
  },
  /** sample6.jpg, face at x 1124: a still face at the camera. */
  stillFace: {
    neutral: 0.9977,
    happy: 0.0003708,
    sad: 0.001833,
    angry: 0.0001028,
    fearful: 1.467e-8,
    disgusted: 0.00001388,
    surprised: 0.000009113,
  },
  /** sample5.jpg, face at x 751: a slight smile, the model undecided. */
  slightSmile: {
    neutral: 0.5442,
    happy: 0.4557,
    sad: 0.000003428,
    angry: 0.00003579,
    fearful: 4.059e-9,
    disgusted: 0.00002775,
    surprised: 0.00004525,
  },
  /** sample4.jpg, face at x 946: mostly still, some sadness and a trace of disgust. */
  mixed: {
    neutral: 0.6696,
    happy: 0.1189,
    sad: 0.1895,
    angry: 0.002804,
    fearful: 0.000004193,
    disgusted: 0.01909,
    surprised: 0.00003916,
  },
  /** sample2.jpg, face at x 855: a relaxed woman looking down at her phone. */
  lookingDown: {
    neutral: 0.00001081,
    happy: 0.0004042,
    sad: 0.9996,
    angry: 8.745e-11,
    fearful: 9.851e-10,
    disgusted: 8.144e-12,
    surprised: 1.625e-11,
  },
};

const entry = (questionIndex: number, timestamp: number, vector: FaceExpressions) => ({
  questionIndex,
  timestamp,
  source: 'camera' as const,
  emotions: emotionsFromExpressions(vector)!,
});

describe('recorded face-api vectors -> spec emotion types', () => {
  it('reads a broad smile as HAPPY and a still face as CALM', () => {
    expect(emotionsFromExpressions(RECORDED.broadSmile!)![0]).toEqual({
      Type: 'HAPPY',
      Confidence: 100,
    });
    expect(emotionsFromExpressions(RECORDED.stillFace!)![0]).toEqual({
      Type: 'CALM',
      Confidence: 99.8,
    });
  });

  it('keeps an undecided face below the 60 a saved emotion needs', () => {
    const slight = emotionsFromExpressions(RECORDED.slightSmile!)!;
    expect(slight.slice(0, 2)).toEqual([
      { Type: 'CALM', Confidence: 54.4 },
      { Type: 'HAPPY', Confidence: 45.6 },
    ]);
    expect(savedEmotion([entry(0, 1, RECORDED.slightSmile!)])).toBeNull();
    expect(
      emotionsFromExpressions(RECORDED.mixed!)!
        .map((e) => e.Type)
        .slice(0, 4),
    ).toEqual(['CALM', 'SAD', 'HAPPY', 'DISGUSTED']);
  });

  it('reads a face looking down as SAD: the limit the docs warn about', () => {
    // Reading a passage with the head down can look like this to the net; the saved emotion then
    // becomes SAD and the next round switches topic. Only the topic: never a score or a level.
    expect(emotionsFromExpressions(RECORDED.lookingDown!)![0]).toEqual({
      Type: 'SAD',
      Confidence: 100,
    });
  });

  it('builds a profile and a topic choice from a recorded round', () => {
    const history: EmotionHistoryEntry[] = [
      entry(0, 1_000, RECORDED.broadSmile!),
      entry(0, 3_000, RECORDED.stillFace!),
      entry(1, 5_000, RECORDED.slightSmile!),
      entry(1, 7_000, RECORDED.mixed!),
      entry(2, 9_000, RECORDED.lookingDown!),
      entry(2, 11_000, RECORDED.slightSmile!),
    ];
    const profile = emotionProfile(history);
    expect(profile.Emotions.map((e) => e.Type).slice(0, 3)).toEqual(['CALM', 'HAPPY', 'SAD']);
    expect(profile.EmotionalProgression.Pattern).toBe(EMOTION_PATTERNS.declining);
    // The last look above 60 was the face looking down; the slight smile after it is undecided.
    expect(savedEmotion(history)).toBe('SAD');
    expect(roundTopics(['animals', 'sports'], savedEmotion(history))).toEqual(['sports']);
  });
});
