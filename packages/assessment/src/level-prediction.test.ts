import { describe, expect, it } from 'vitest';
import { estimateAbility, NEW_LEARNER_PRIOR } from './ability';
import { CEFR_BANDS, type CefrBand } from './bands';
import {
  assessAnswers,
  compareLevelPredictions,
  predictLevel,
  roundOutcome,
  type LevelPredictionRequest,
} from './level-prediction';

const request = (
  correct: boolean[],
  extra: Partial<LevelPredictionRequest> = {},
): LevelPredictionRequest => ({
  answers: correct.map((is_correct, i) => ({
    is_correct,
    time_spent: 10_000 + i * 1000,
    tags: ['detail'],
  })),
  response_times: correct.map(() => 12_000),
  emotion_data: { Emotions: [{ Type: 'CALM', Confidence: 88 }] },
  difficulty_level: 2,
  ...extra,
});

describe('predictLevel (the spec shape of /levelPrediction)', () => {
  it('scores the answers as passages of three at difficulty_level and returns the full result', () => {
    const result = predictLevel(request([true, true, false]));
    const expected = estimateAbility(
      [true, true, false].map((correct) => ({
        passageId: 'x',
        level: 'A2' as const,
        tags: ['detail'],
        correct,
      })),
      NEW_LEARNER_PRIOR,
    );
    expect(result.ability).toBeCloseTo(expected.ability, 12);
    expect(result.standard_error).toBeCloseTo(expected.standardError, 12);
    expect(result.final_score).toBe(2);
    expect(result.advance).toBe(true);
    // Three answers leave a wide posterior: the band statement is a range around A2.
    const place = (band: string) => CEFR_BANDS.indexOf(band as CefrBand);
    expect(place(result.band.from)).toBeLessThanOrEqual(place('A2'));
    expect(place(result.band.to)).toBeGreaterThanOrEqual(place('A2'));
  });

  it('groups six answers into two passages unless passage ids say otherwise', () => {
    const six = [true, true, true, false, false, false];
    const twoPassages = predictLevel(request(six));
    const onePassage = predictLevel({
      ...request(six),
      answers: request(six).answers.map((a) => ({ ...a, passage_id: 'same' })),
    });
    expect(twoPassages.standard_error).not.toBeCloseTo(onePassage.standard_error, 4);
  });

  it('reads difficulty_level 1-6 as A1-C2: the same answers mean more on harder passages', () => {
    const abilities = [1, 2, 3, 4, 5, 6].map(
      (level) => predictLevel(request([true, true, false], { difficulty_level: level })).ability,
    );
    abilities.slice(1).forEach((ability, i) => expect(ability).toBeGreaterThan(abilities[i]!));
    expect(abilities[5]).toBeGreaterThan(abilities[0]! + 2);
  });

  it('never lets emotions or times change the score', () => {
    const base = predictLevel(request([true, false, true]));
    const other = predictLevel({
      ...request([true, false, true]),
      answers: request([true, false, true]).answers.map((a) => ({ ...a, time_spent: 90_000 })),
      response_times: [1, 2, 3],
      emotion_data: { Emotions: [{ Type: 'SAD', Confidence: 99 }] },
    });
    expect(other.ability).toBe(base.ability);
    expect(other.standard_error).toBe(base.standard_error);
    expect(other.final_score).toBe(base.final_score);
    expect(other.band).toEqual(base.band);
    expect(other.tie_break).toBeLessThan(base.tie_break);
  });

  it('says clearly what is wrong with bad input', () => {
    expect(() => predictLevel(request([true], { difficulty_level: 7 }))).toThrow(
      'difficulty_level must be a whole number from 1 to 6',
    );
    expect(() => predictLevel({ answers: [{ is_correct: 'yes' as unknown as boolean }] })).toThrow(
      'answers[0].is_correct must be true or false',
    );
    expect(() =>
      predictLevel({ answers: [{ is_correct: true, level: 'C3' as unknown as 'A1' }] }),
    ).toThrow(/answers\[0\].level must be one of A1, A2, B1, B2, C1, C2/);
  });

  it('falls back to response_times when an answer has no time_spent', () => {
    const a = predictLevel({ answers: [{ is_correct: true }], response_times: [30_000] });
    expect(a.tie_break).toBeCloseTo(0.5, 12);
  });
});

describe('tie breaking by response time', () => {
  it('orders equal outcomes by faster right answers, and nothing else', () => {
    const answers = (ms: number) =>
      [true, true, false].map((correct) => ({
        passageId: 'p',
        level: 'B1' as const,
        tags: [],
        correct,
        timeSpentMs: ms,
      }));
    const fast = assessAnswers(answers(5_000));
    const slow = assessAnswers(answers(60_000));
    expect(fast.ability).toBe(slow.ability);
    expect([slow, fast].sort(compareLevelPredictions)[0]).toBe(fast);
    const better = assessAnswers(
      [true, true, true].map((correct) => ({
        passageId: 'p',
        level: 'B1' as const,
        tags: [],
        correct,
        timeSpentMs: 90_000,
      })),
    );
    expect([fast, better].sort(compareLevelPredictions)[0]).toBe(better);
  });
});

describe('roundOutcome', () => {
  it('goes on after rounds 1 and 2 only when the learner advances', () => {
    expect(roundOutcome(1, { advance: true })).toEqual({ continues: true, markNotNew: false });
    expect(roundOutcome(2, { advance: false })).toEqual({ continues: false, markNotNew: true });
    expect(roundOutcome(3, { advance: true })).toEqual({ continues: false, markNotNew: true });
  });
});
