import { describe, expect, it } from 'vitest';
import { levelChangeReason, levelChangeSentence, levelLabel, levelStatus } from './levels';

const at = '2026-11-28T10:00:00.000Z';

describe('the one level story (ADR 0053)', () => {
  it('names a level by its code and plain name, the same everywhere', () => {
    expect(levelLabel('A1')).toBe('A1 Beginner');
    expect(levelLabel('B2')).toBe('B2 Upper Intermediate');
    expect(levelLabel('C2')).toBe('C2 Proficient');
  });

  it('gives each line of the level history its reason', () => {
    expect(levelChangeReason({ from: 'A2', to: 'B1', shown: 'B1', evidence: 'practice', at })).toBe(
      'After reading practice.',
    );
    expect(levelChangeReason({ from: 'A1', to: 'A2', shown: 'C1', evidence: 'analyser', at })).toBe(
      'After the text you wrote in the level check. It showed C1: a level moves one step at a time.',
    );
  });

  it('says why a level changed, with the evidence and the day', () => {
    expect(
      levelChangeSentence(
        'reading',
        { from: 'A2', to: 'B1', shown: 'B1', evidence: 'assessment', at },
        'UTC',
      ),
    ).toBe('Your reading level went from A2 to B1 after the reading assessment on 28 Nov.');
    expect(
      levelChangeSentence(
        'vocabulary',
        { from: null, to: 'B1', shown: 'B1', evidence: 'analyser', at },
        'UTC',
      ),
    ).toBe(
      'Your vocabulary level was set to B1 Intermediate after the text you wrote in the level check on 28 Nov.',
    );
    expect(
      levelChangeSentence(
        'vocabulary',
        { from: 'B1', to: 'B2', shown: 'C1', evidence: 'analyser', at },
        'UTC',
      ),
    ).toContain('It showed C1: a level moves one step at a time.');
  });

  it('says what to do when a level is not measured yet', () => {
    expect(levelStatus('reading', { code: null, lastChange: null })).toBe(
      'Not measured yet: take the reading assessment.',
    );
    expect(levelStatus('vocabulary', { code: 'A2', lastChange: null })).toBe(
      'Your vocabulary level is A2 Elementary.',
    );
  });
});
