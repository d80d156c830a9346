import type { PracticePassage } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import {
  chooseOption,
  goToParagraph,
  isLastParagraph,
  practiceAnswers,
  startPractice,
  unansweredCount,
} from './practice-state';

const passage = (id: string): PracticePassage => ({
  id,
  title: id,
  text: 'Text.',
  level: 'A1',
  topic: 'science',
  questions: [1, 2, 3].map((n) => ({
    id: `${id}-q${n}`,
    question: `Question ${n}?`,
    options: ['a', 'b', 'c'],
    tags: ['detail'],
  })),
});

const set = [passage('p1'), passage('p2'), passage('p3')];

describe('the practice flow', () => {
  it('moves between paragraphs within the set', () => {
    let state = startPractice(set, 0);
    expect(state.index).toBe(0);
    state = goToParagraph(state, -1, 10);
    expect(state.index).toBe(0);
    state = goToParagraph(state, 1, 10);
    state = goToParagraph(state, 2, 20);
    expect(isLastParagraph(state)).toBe(true);
    state = goToParagraph(state, 3, 30);
    expect(state.index).toBe(2);
  });

  it('counts the questions still to answer and keeps the last choice', () => {
    let state = startPractice(set, 0);
    expect(unansweredCount(state)).toBe(9);
    state = chooseOption(state, 'p1-q1', 2);
    state = chooseOption(state, 'p1-q1', 1);
    expect(unansweredCount(state)).toBe(8);
    expect(state.selected['p1-q1']).toBe(1);
  });

  it('shares each passage time over its questions, across visits', () => {
    let state = startPractice(set, 1000);
    for (const p of set) for (const q of p.questions) state = chooseOption(state, q.id, 0);
    state = goToParagraph(state, 1, 7000); // p1: 6 s
    state = goToParagraph(state, 0, 10_000); // p2: 3 s
    state = goToParagraph(state, 2, 13_000); // p1: +3 s
    const answers = practiceAnswers(state, 22_000); // p3: 9 s
    expect(answers).toHaveLength(9);
    const timeOf = (id: string) =>
      answers.filter((a) => a.questionId.startsWith(id)).map((a) => a.timeSpent);
    expect(timeOf('p1')).toEqual([3000, 3000, 3000]);
    expect(timeOf('p2')).toEqual([1000, 1000, 1000]);
    expect(timeOf('p3')).toEqual([3000, 3000, 3000]);
    expect(answers[0]).toEqual({ questionId: 'p1-q1', selectedOption: 0, timeSpent: 3000 });
  });

  it('sends only answered questions and caps a stuck clock at an hour per question', () => {
    let state = startPractice(set, 0);
    state = chooseOption(state, 'p1-q2', 2);
    const answers = practiceAnswers(state, 100 * 3_600_000);
    expect(answers).toEqual([{ questionId: 'p1-q2', selectedOption: 2, timeSpent: 3_600_000 }]);
  });
});
