import { describe, expect, it } from 'vitest';
import { relatedWordsQuestionSchema } from '@lexora/contracts';
import { FALLBACK_CONNECTION_QUESTIONS } from './fallback';
import { fromWire, MISSING_CLUES, toWire } from './wire';

describe('the related-words wire format (spec 000 section 3)', () => {
  const question = FALLBACK_CONNECTION_QUESTIONS[0]!;

  it('puts the clues in square brackets and names the answer by its option field', () => {
    const wire = relatedWordsQuestionSchema.parse(toWire(question));
    expect(wire.question).toBe(`${question.prompt} [apple, cherry, banana]`);
    expect(wire[wire.correct_answer]).toBe('fruit');
    expect([wire.option1, wire.option2, wire.option3, wire.option4]).toEqual(question.options);
    expect(wire.explanation).toBe(question.explanation);
  });

  it('converts back the way the screen does', () => {
    const screen = fromWire(toWire(question));
    expect(screen.clueWords).toEqual(['apple', 'cherry', 'banana']);
    expect(screen.options).toEqual(question.options);
    expect(screen.correctAnswer).toBe('fruit');
    expect(screen.prompt).toBe(question.prompt);
  });

  it('falls back to Missing, Clue, Words when the clues cannot be read', () => {
    const wire = { ...toWire(question), question: 'What connects these?' };
    expect(fromWire(wire).clueWords).toEqual(MISSING_CLUES);
    expect(fromWire({ ...wire, question: 'Empty [ , ]' }).clueWords).toEqual([
      'Missing',
      'Clue',
      'Words',
    ]);
  });

  it('trims clues and keeps any number the server sends', () => {
    const wire = { ...toWire(question), question: 'Q [ sun ,moon,  star , sky ]' };
    expect(fromWire(wire).clueWords).toEqual(['sun', 'moon', 'star', 'sky']);
  });
});
