import { describe, expect, it } from 'vitest';
import type { VocabularyAnalysis } from '@lexora/contracts';
import {
  ANALYSIS_ERROR,
  assessmentReducer,
  canAnalyse,
  initialAssessment,
  type AssessmentAction,
  type AssessmentState,
} from './assessment-state';
import { introSlides } from './intro-slides';

const run = (actions: AssessmentAction[], from: AssessmentState = initialAssessment) =>
  actions.reduce(assessmentReducer, from);
const result = { analysisId: 'a1', level: 'B1' } as VocabularyAnalysis;

describe('assessment modes', () => {
  it('has seven slides, clamps Back at the first and starts after the last', () => {
    expect(introSlides).toHaveLength(7);
    expect(run([{ type: 'back' }, { type: 'back' }]).slide).toBe(0);
    const last = run(Array(6).fill({ type: 'next' }));
    expect(last).toMatchObject({ mode: 'intro', slide: 6 });
    expect(run([{ type: 'next' }], last)).toMatchObject({ mode: 'input', slide: 6 });
  });

  it('goes back to the last slide from input, and Start Over goes to the first', () => {
    const input = run([...Array(7).fill({ type: 'next' })]);
    expect(input.mode).toBe('input');
    expect(run([{ type: 'backToInstructions' }], input)).toMatchObject({ mode: 'intro', slide: 6 });
    const results = run([{ type: 'analyse' }, { type: 'analysed', result }], input);
    expect(results.mode).toBe('results');
    expect(run([{ type: 'startOver' }], results)).toMatchObject({ mode: 'intro', slide: 0 });
    expect(run([{ type: 'tryAgain' }], results).mode).toBe('input');
  });

  it('returns to input with the issues or the error, and editing clears them', () => {
    const rejected = run([{ type: 'analyse' }, { type: 'rejected', issues: ['Rule one.'] }]);
    expect(rejected).toMatchObject({ mode: 'input', issues: ['Rule one.'], error: null });
    const failed = run([{ type: 'analyse' }, { type: 'failed', error: ANALYSIS_ERROR }]);
    expect(failed).toMatchObject({ mode: 'input', error: ANALYSIS_ERROR });
    expect(run([{ type: 'edit', text: 'x' }], rejected).issues).toEqual([]);
    expect(run([{ type: 'edit', text: 'x' }], failed).error).toBeNull();
  });

  it('enables Analyze from 10 trimmed characters', () => {
    expect(canAnalyse('   123456789   ', 10)).toBe(false);
    expect(canAnalyse(' 1234567890 ', 10)).toBe(true);
  });
});
