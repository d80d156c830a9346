import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  copiedRun,
  emptyLevelFigures,
  formatFigures,
  keyLengthCue,
  measureQuestion,
  wordCount,
} from './item-figures';
import type { Passage } from './model';

const passage: Passage = {
  id: 'science-a1-the-bus',
  topic: 'science',
  level: 'A1',
  title: 'The Bus',
  text: "Tom's bus comes at eight. He waits at the corner with his sister, Ana.",
  questions: [],
};

describe('copiedRun', () => {
  it('finds four or more words of the passage in a row, ignoring case and punctuation', () => {
    expect(copiedRun(passage.text, 'He waits at the corner')).toBe('He waits at the corner');
    expect(copiedRun(passage.text, 'At the corner, with his sister')).toBe(
      'At the corner with his sister',
    );
    expect(copiedRun(passage.text, 'TOMS bus comes at noon')).toBe('TOMS bus comes at');
  });

  it('lets paraphrases and shorter quotations through', () => {
    expect(copiedRun(passage.text, 'At the corner')).toBeUndefined();
    expect(copiedRun(passage.text, 'He stands by the corner with Ana')).toBeUndefined();
    expect(copiedRun(passage.text, 'His sister Ana waits')).toBeUndefined();
  });
});

describe('keyLengthCue', () => {
  it('finds a key with twice the words of the longest wrong option, or more', () => {
    const doctor = [
      'Medicine for his chest',
      'Another visit on Tuesday',
      'A warm drink and a few days off',
    ];
    expect(keyLengthCue(doctor, 2)).toEqual({ key: 8, longest: 4 });
    expect(keyLengthCue(['put right', 'measure', 'ignore'], 0)).toEqual({ key: 2, longest: 1 });
    expect(keyLengthCue(doctor, 0)).toBeUndefined();
    expect(keyLengthCue(['A warm drink and a few days', ...doctor.slice(0, 2)], 0)).toBeUndefined();
  });

  it('counts words, not characters', () => {
    expect(wordCount("Grandma's two-hour walk")).toBe(4);
    expect(keyLengthCue(['characteristically', 'secretly', 'kindly'], 0)).toBeUndefined();
  });
});

describe('measureQuestion and formatFigures', () => {
  it('counts keys that are strictly longest or shortest, copies and solver credit', () => {
    const measure = (options: [string, string, string], correctIndex: number) =>
      measureQuestion(passage, {
        id: 'q',
        question: 'Where does Tom wait?',
        options,
        correctIndex,
        explanation: '',
        tags: ['detail'],
      });
    expect(measure(['At the corner of the road', 'At home', 'In the bus'], 0)).toMatchObject({
      keyLongest: true,
      keyShortest: false,
    });
    expect(measure(['At home', 'In a bus', 'At school'], 0)).toMatchObject({
      keyLongest: false,
      keyShortest: true,
    });
    // Two options of the same length: the key is neither strictly longest nor shortest.
    const tie = measure(['At school', 'At house', 'By a tree'], 0);
    expect(tie).toMatchObject({ keyLongest: false, keyShortest: false });
    expect(tie.solvers.longest).toBe(0.5);
    expect(measure(['He waits at the corner', 'At home', 'In the bus'], 0).copied).toBe(
      'He waits at the corner',
    );
    expect(measure(['At the corner of the road', 'At home', 'In the bus'], 0).lengthCue).toEqual({
      key: 6,
      longest: 3,
    });
    expect(
      measure(['He waits at the corner', 'At home', 'In the bus'], 0).lengthCue,
    ).toBeUndefined();
  });

  it('adds questions per level and tag and prints one row per level', () => {
    const figures = emptyLevelFigures();
    const measure = {
      keyLongest: true,
      keyShortest: false,
      solvers: {
        longest: 1,
        shortest: 0,
        passage: 0.5,
        fewestPassage: 0.5,
        question: 0,
        fewestQuestion: 1,
        fewestAbsolutes: 0.5,
      },
    };
    addQuestion(figures, 'A2', ['detail', 'inference'], measure);
    addQuestion(figures, 'A2', ['detail'], { ...measure, keyLongest: false, copied: 'x' });
    expect(figures.levels.A2).toMatchObject({ questions: 2, keyLongest: 1, copied: 1 });
    expect(figures.tags.A2.detail?.questions).toBe(2);
    expect(figures.tags.A2.inference?.questions).toBe(1);
    const flag = (_: unknown, column: string) =>
      column === 'keyLongest' || column === 'fewestQuestion';
    const lines = formatFigures(figures, flag).split('\n');
    expect(lines[0]).toBe(
      'level  questions  longest  shortest  copied  by-long  by-short  by-most-p  by-few-p  by-most-q  by-few-q  by-few-abs',
    );
    expect(lines[1]).toBe(
      'A1             0        -         -       -        -         -          -         -          -         -           -',
    );
    expect(lines[2]).toBe(
      'A2             2     50%!        0%     50%     100%        0%        50%       50%         0%     100%!         50%',
    );
    expect(lines.at(-1)).toMatch(/^all {12}2 /);
  });
});
