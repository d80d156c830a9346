import type { SampleAnswer, SampleLesson } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import { lessonProgress, lessonQuestionIds } from './sample-lesson-state';

const question = (id: string) => ({ id, prompt: `Question ${id}`, options: ['a', 'b', 'c'] });
const lesson: SampleLesson = {
  level: 'A2',
  reading: {
    title: 'T',
    text: 'Text.',
    topic: 'animals',
    questions: [question('r1'), question('r2')],
  },
  blanks: [question('b1')],
  connections: [{ ...question('c1'), clues: ['x', 'y', 'z'] }],
};
const answer = (questionId: string, correct: boolean): SampleAnswer => ({
  questionId,
  choice: 0,
  correct,
  correctIndex: correct ? 0 : 1,
  explanation: 'Because.',
});

describe('the sample lesson’s progress', () => {
  it('lists the questions in the order the page shows them', () => {
    expect(lessonQuestionIds(lesson)).toEqual(['r1', 'r2', 'b1', 'c1']);
  });

  it('counts answers and right answers, and finishes only when every question is answered', () => {
    const some = { r1: answer('r1', true), b1: answer('b1', false) };
    expect(lessonProgress(lesson, some)).toEqual({
      answered: 2,
      right: 1,
      total: 4,
      finished: false,
    });
    const all = { ...some, r2: answer('r2', true), c1: answer('c1', true) };
    expect(lessonProgress(lesson, all)).toEqual({
      answered: 4,
      right: 3,
      total: 4,
      finished: true,
    });
  });

  it('ignores answers to questions of another lesson', () => {
    expect(lessonProgress(lesson, { other: answer('other', true) }).answered).toBe(0);
  });
});
