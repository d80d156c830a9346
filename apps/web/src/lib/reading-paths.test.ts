import { describe, expect, it } from 'vitest';
import { afterTopicPickerPath, practiceQuizPath, startNowPath } from './reading-paths';

describe('reading entry paths', () => {
  it('sends a new learner and a visitor to the topic picker, others to the reading dashboard', () => {
    expect(practiceQuizPath({ isNew: true })).toBe('/user-details');
    expect(practiceQuizPath(null)).toBe('/user-details');
    expect(practiceQuizPath({ isNew: false })).toBe('/paragraph');
  });

  it('follows the topic picker with the assessment once it exists', () => {
    expect(afterTopicPickerPath(false)).toBe('/paragraph');
    expect(afterTopicPickerPath(true)).toBe('/mcq2');
  });

  it('starts practice in place until the assessment exists, then opens /mcq', () => {
    expect(startNowPath(false)).toBeNull();
    expect(startNowPath(true)).toBe('/mcq');
  });
});
