import { describe, expect, it } from 'vitest';
import { scoreReadingAnswers, type ScorableQuestion } from './score';

const q = (
  id: string,
  correctIndex: number,
  extra: Partial<ScorableQuestion> = {},
): ScorableQuestion => ({
  id,
  options: ['first option', 'second option', 'third option'],
  correctIndex,
  explanation: `Because of ${id}.`,
  tags: ['detail'],
  ...extra,
});

describe('scoring reading answers', () => {
  it('counts right answers, 10 points each, and reports each question with its right answer', () => {
    const scored = scoreReadingAnswers([
      { question: q('a', 0), selectedOption: 0, timeSpent: 1000 },
      { question: q('b', 2), selectedOption: 1, timeSpent: 2500 },
      { question: q('c', 1), selectedOption: 1, timeSpent: 500 },
    ]);
    expect(scored).toMatchObject({ score: 2, total: 3, pointsAwarded: 20, time: 4000 });
    expect(scored.results).toEqual([
      {
        questionId: 'a',
        selectedOption: 0,
        correctAnswer: 0,
        isCorrect: true,
        explanation: 'Because of a.',
      },
      {
        questionId: 'b',
        selectedOption: 1,
        correctAnswer: 2,
        isCorrect: false,
        explanation: 'Because of b.',
      },
      {
        questionId: 'c',
        selectedOption: 1,
        correctAnswer: 1,
        isCorrect: true,
        explanation: 'Because of c.',
      },
    ]);
  });

  it('collects the word of each missed vocabulary question once, defined by its right option', () => {
    const vocab = (id: string, word: string, correctIndex: number) =>
      q(id, correctIndex, {
        tags: ['vocabulary'],
        word,
        options: ['went down', 'stayed on top of the water', 'broke'],
      });
    const scored = scoreReadingAnswers([
      { question: vocab('v1', 'floated', 1), selectedOption: 0, timeSpent: 1 },
      { question: vocab('v2', 'Floated', 1), selectedOption: 2, timeSpent: 1 },
      { question: vocab('v3', 'sank', 0), selectedOption: 0, timeSpent: 1 },
      // Missed, but not a vocabulary question: no word.
      { question: q('d', 0, { word: 'ignored' }), selectedOption: 1, timeSpent: 1 },
    ]);
    expect(scored.missedWords).toEqual([
      { questionId: 'v1', word: 'floated', definition: 'Stayed on top of the water.' },
    ]);
  });
});
