import { describe, expect, it } from 'vitest';
import { isSkillTag } from './bank';
import { FALLBACK_PASSAGE, FALLBACK_QUESTIONS } from './fallback-questions';

describe('fallback questions (spec 001 section 5)', () => {
  it('are three questions of three distinct options with right answers at 1, 1, 2', () => {
    expect(FALLBACK_QUESTIONS.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
    expect(FALLBACK_QUESTIONS.map((q) => q.correctAnswer)).toEqual([1, 1, 2]);
    for (const q of FALLBACK_QUESTIONS) {
      expect(q.options).toHaveLength(3);
      expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(3);
      expect(q.tags.length).toBeGreaterThan(0);
      expect(q.tags.every(isSkillTag)).toBe(true);
      expect(q.question.endsWith('?')).toBe(true);
      expect(q.explanation.length).toBeGreaterThan(20);
    }
  });

  it('share one short passage about protecting the environment', () => {
    const paragraph = FALLBACK_QUESTIONS[0]!.paragraph;
    expect(FALLBACK_QUESTIONS.every((q) => q.paragraph === paragraph)).toBe(true);
    expect(paragraph).toBe(FALLBACK_PASSAGE.text);
    const sentences = paragraph.split(/(?<=[.!?])\s+/).filter(Boolean);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(5);
    expect(paragraph).toMatch(/rubbish|recycl|energy|river/);
  });

  it('can be scored like a bank passage', () => {
    expect(FALLBACK_PASSAGE.level).toBe('A2');
    expect(FALLBACK_PASSAGE.questions.map((q) => q.tags)).toEqual(
      FALLBACK_QUESTIONS.map((q) => q.tags),
    );
  });
});
