import { describe, expect, it } from 'vitest';
import { SAMPLE_QUIZ_PLANS, type SampleQuizLevel } from './sample-lesson';
import { SAMPLE_QUIZ_SETS } from './sample-lesson-data';

const lower = (text: string) => text.toLowerCase();

/**
 * The file holds the engines' questions as they were read and chosen (scripts/sample-lesson.ts
 * writes it); the dictionary keeps changing under the engines, so these checks hold the stored
 * questions to the rules every quiz question keeps, not to today's draw.
 */
describe("the sample lesson's quiz questions (data/sample-lesson.json)", () => {
  for (const level of Object.keys(SAMPLE_QUIZ_PLANS) as SampleQuizLevel[]) {
    const plan = SAMPLE_QUIZ_PLANS[level];
    const set = SAMPLE_QUIZ_SETS[level];

    it(`${level}: as many questions as planned, with the planned seed`, () => {
      expect(set.seed).toBe(plan.seed);
      expect(set.blanks).toHaveLength(plan.blanks);
      expect(set.connections).toHaveLength(plan.connections);
    });

    it(`${level}: four different options and one key each, named by its explanation`, () => {
      for (const q of [...set.blanks, ...set.connections]) {
        expect(q.options).toHaveLength(4);
        expect(new Set(q.options.map(lower)).size).toBe(4);
        expect(q.correctIndex).toBeGreaterThanOrEqual(0);
        expect(q.correctIndex).toBeLessThan(4);
      }
      // A blank's explanation starts from the key ('Here "walls" means...', then the others).
      for (const q of set.blanks) {
        expect(q.explanation.startsWith(`Here "${q.options[q.correctIndex]}"`)).toBe(true);
      }
      // A connection's explanation names the key and none of the other options.
      for (const q of set.connections) {
        const named = q.options.filter((option) => lower(q.explanation).includes(lower(option)));
        expect(named).toEqual([q.options[q.correctIndex]]);
      }
    });

    it(`${level}: a blank sentence has one blank; a connection names its three clues`, () => {
      for (const q of set.blanks) expect(q.prompt.split('_____')).toHaveLength(2);
      for (const q of set.connections) {
        expect(q.clues).toHaveLength(3);
        for (const clue of q.clues!) expect(lower(q.explanation)).toContain(lower(clue));
        for (const clue of q.clues!) expect(q.options.map(lower)).not.toContain(lower(clue));
      }
    });
  }
});
