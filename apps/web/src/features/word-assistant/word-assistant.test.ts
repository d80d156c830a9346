import { describe, expect, it } from 'vitest';
import { americanSpellingOf, markedParts, suggestionText } from './assistant-messages';
import { asSentence } from './assistant-api';
import { clampPosition, DEFAULT_POSITION, movedByKey, parsePosition } from './avatar-position';

describe('word assistant messages', () => {
  it('writes the spec texts for suggestions after an unknown word', () => {
    expect(suggestionText([], ['ephemeral', 'kitchen', 'walk'])).toBe(
      'How about trying one of these interesting words? ephemeral, kitchen, walk',
    );
    expect(suggestionText(['resilient', 'resident'], ['eloquent'])).toBe(
      'Did you mean "resilient" or "resident"? How about trying one of these interesting words? eloquent',
    );
  });

  it('marks the words above the level in any case, and only whole words', () => {
    expect(markedParts('Able to Recover after a recovery', ['recover'])).toEqual([
      { text: 'Able to ', hard: false },
      { text: 'Recover', hard: true },
      { text: ' after a recovery', hard: false },
    ]);
    expect(markedParts('plain text', [])).toEqual([{ text: 'plain text', hard: false }]);
  });

  it('shows the American spelling of a British word, or the American form the learner typed', () => {
    const base = { americanSpelling: null, formIsAmerican: false, formOf: null };
    expect(americanSpellingOf({ ...base, americanSpelling: 'color' })).toBe('color');
    expect(
      americanSpellingOf({ americanSpelling: 'color', formIsAmerican: true, formOf: 'colors' }),
    ).toBe('color');
    expect(americanSpellingOf({ ...base, formIsAmerican: true, formOf: 'traveled' })).toBe(
      'traveled',
    );
    // "ran" is a form of run, not another spelling; a general-dictionary answer has no fields.
    expect(americanSpellingOf({ ...base, formOf: 'ran' })).toBeNull();
    expect(americanSpellingOf({ formOf: null })).toBeNull();
  });

  it('stores a definition as a sentence', () => {
    expect(asSentence(' able to recover quickly ')).toBe('Able to recover quickly.');
    expect(asSentence('Done!')).toBe('Done!');
  });
});

describe('the avatar position', () => {
  const viewport = { width: 390, height: 844 };

  it('moves by arrow keys, four times as far with Shift, and Home resets it', () => {
    expect(movedByKey({ right: 20, bottom: 20 }, 'ArrowLeft', false)).toEqual({
      right: 36,
      bottom: 20,
    });
    expect(movedByKey({ right: 20, bottom: 20 }, 'ArrowUp', true)).toEqual({
      right: 20,
      bottom: 84,
    });
    expect(movedByKey({ right: 90, bottom: 90 }, 'Home', false)).toEqual(DEFAULT_POSITION);
    expect(movedByKey({ right: 20, bottom: 20 }, 'a', false)).toBeNull();
  });

  it('stays inside the window', () => {
    expect(clampPosition({ right: -50, bottom: 5000 }, viewport)).toEqual({
      right: 8,
      bottom: 844 - 56 - 8,
    });
  });

  it('reads a stored place or falls back to the corner', () => {
    expect(parsePosition('{"right":40,"bottom":60}')).toEqual({ right: 40, bottom: 60 });
    expect(parsePosition('nonsense')).toEqual(DEFAULT_POSITION);
    expect(parsePosition(null)).toEqual(DEFAULT_POSITION);
  });
});
