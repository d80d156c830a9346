import { describe, expect, it } from 'vitest';
import { SKILL_TAGS } from './bank';
import {
  appendErrorPattern,
  errorPatternEntry,
  missesByTag,
  practiseNext,
  summariseErrors,
  TAG_ADVICE,
  type RoundAnswer,
} from './error-patterns';
import { skillStats } from './skills';

const answer = (
  questionId: string,
  tags: string[],
  correct: boolean,
  extra: Partial<RoundAnswer> = {},
): RoundAnswer => ({
  questionId,
  tags,
  correct,
  selectedAnswer: correct ? 'right option' : `wrong option ${questionId}`,
  correctAnswer: 'right option',
  timeSpentMs: 12_345.6,
  ...extra,
});

describe('error summary of a round', () => {
  it('summarises misses by tag with advice, most misses first', () => {
    const answers = [
      answer('q1', ['inference'], false),
      answer('q2', ['inference'], true),
      answer('q3', ['inference', 'vocabulary'], false, { word: 'harvest' }),
      answer('q4', ['detail'], false),
    ];
    expect(missesByTag(answers)).toEqual([
      { tag: 'inference', missed: 2, total: 3 },
      { tag: 'detail', missed: 1, total: 1 },
      { tag: 'vocabulary', missed: 1, total: 1 },
    ]);
    expect(summariseErrors(answers)).toBe(
      'You missed 2 of 3 inference questions: look for what the writer suggests, not only what is said. ' +
        'You missed 1 of 1 detail question: find the sentence the question points to and check each option against it word by word. ' +
        'You missed 1 of 1 vocabulary question: read the sentences around a new word; they often show what it means. ' +
        'Words to review: harvest.',
    );
  });

  it('is kind when everything is right, and counts untagged misses', () => {
    expect(summariseErrors([answer('q1', ['detail'], true), answer('q2', [], true)])).toBe(
      'You answered all 2 questions correctly. Well done!',
    );
    expect(summariseErrors([answer('q1', [], false)])).toBe('You missed 1 other reading question.');
  });

  it('has one different piece of advice for every tag', () => {
    const advice = SKILL_TAGS.map((t) => TAG_ADVICE[t]);
    expect(new Set(advice).size).toBe(SKILL_TAGS.length);
    advice.forEach((a) => expect(a.length).toBeGreaterThan(20));
  });
});

describe('error pattern entry and record', () => {
  const answers = [answer('q1', ['detail'], false), answer('q2', ['sequence'], true)];

  it('has the spec shape with the time passed in and whole milliseconds', () => {
    expect(errorPatternEntry(answers, Date.UTC(2026, 10, 23, 9, 30))).toEqual({
      timestamp: '2026-11-23T09:30:00.000Z',
      wrongAnswers: [
        {
          questionId: 'q1',
          selectedAnswer: 'wrong option q1',
          correctAnswer: 'right option',
          timeSpent: 12346,
        },
      ],
      summary: summariseErrors(answers),
    });
  });

  it('appends entries and keeps a practise-next analysis', () => {
    const first = errorPatternEntry(answers, 1);
    const second = errorPatternEntry([answer('q3', ['grammar'], false)], 2);
    const stats = skillStats([...answers, answer('q3', ['grammar'], false)]);
    const record = appendErrorPattern(appendErrorPattern(null, first, stats), second, stats);
    expect(record.entries).toEqual([first, second]);
    expect(record.analysis).toBe('Practise next: detail (0 of 1 right), grammar (0 of 1 right).');
    expect(appendErrorPattern(null, first, skillStats([])).analysis).toBe('No weak skill so far.');
  });
});

describe('What to practise next', () => {
  it('lists missed skills weakest first, at most three, with their advice', () => {
    const stats = skillStats([
      answer('a', ['inference'], false),
      answer('b', ['inference'], false),
      answer('c', ['detail'], false),
      answer('d', ['detail'], true),
      answer('e', ['vocabulary'], false),
      answer('f', ['vocabulary'], true),
      answer('g', ['vocabulary'], true),
      answer('h', ['grammar'], false),
      answer('i', ['grammar'], true),
      answer('j', ['grammar'], true),
      answer('k', ['grammar'], true),
    ]);
    const list = practiseNext(stats);
    expect(list.map((i) => i.tag)).toEqual(['inference', 'detail', 'vocabulary']);
    expect(list[0]).toEqual({
      tag: 'inference',
      title: 'Inference',
      advice: 'Look for what the writer suggests, not only what is said.',
      right: 0,
      wrong: 2,
    });
    expect(practiseNext(skillStats([answer('a', ['detail'], true)]))).toEqual([]);
  });
});
