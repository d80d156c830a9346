import { describe, expect, it } from 'vitest';
import { firstUnanswered, nextLabel, questionProgress, selfReportEntry } from './round-state';

const questions = ['a', 'b', 'c'].map((id) => ({
  id,
  question: id,
  options: ['x', 'y', 'z'],
  tags: [],
}));

describe('assessment round state', () => {
  it('resumes at the first unanswered question, past the end when all are answered', () => {
    expect(firstUnanswered({ questions, answered: [] })).toBe(0);
    expect(firstUnanswered({ questions, answered: [{ questionId: 'a', selectedOption: 1 }] })).toBe(
      1,
    );
    expect(
      firstUnanswered({
        questions,
        answered: ['a', 'b', 'c'].map((questionId) => ({ questionId, selectedOption: 0 })),
      }),
    ).toBe(3);
  });

  it("labels the question, the progress and the spec's buttons", () => {
    expect(questionProgress(0, 3)).toEqual({ label: 'Question 1 of 3', percent: 0 });
    expect(questionProgress(2, 3)).toEqual({ label: 'Question 3 of 3', percent: 67 });
    expect(nextLabel(0, 3)).toBe('Next Question');
    expect(nextLabel(2, 3)).toBe('Complete Assessment');
  });

  it('turns a tap on the feelings scale into a self-report entry of that question', () => {
    expect(selfReportEntry('sad', 2, 1234)).toEqual({
      timestamp: 1234,
      questionIndex: 2,
      source: 'self-report',
      emotions: [{ Type: 'SAD', Confidence: 90 }],
    });
    expect(selfReportEntry('confused', 0, 1).emotions[0]!.Type).toBe('CONFUSED');
  });
});
