import type { SynsetData } from '@lexora/words';
import { describe, expect, it } from 'vitest';
import {
  contentWords,
  frameClasses,
  plainDefinition,
  repeatsWord,
  sentenceProblem,
  sharesFrame,
} from './quality';
import { BLANK } from './wire';

const synset = (definition: string, frames: number[] = []): SynsetData =>
  ({ definition, frames, examples: [], words: [], pointers: [] }) as unknown as SynsetData;

describe('fill-blank sentence rules', () => {
  it('counts the content words besides the blank, not grammar words or names', () => {
    expect(contentWords(`The fire is ${BLANK}.`, BLANK)).toEqual(['fire']);
    expect(contentWords(`${BLANK} are very popular in Berlin.`, BLANK)).toEqual(['popular']);
    expect(contentWords(`The old lady is ${BLANK} three men.`, BLANK)).toEqual([
      'old',
      'lady',
      'men',
    ]);
  });

  it('refuses a planted generic sentence and accepts a specific one', () => {
    expect(sentenceProblem('The fire is out.', `The fire is ${BLANK}.`, BLANK)).toBe('too generic');
    expect(
      sentenceProblem('Her success feeds her vanity.', `Her success ${BLANK} her vanity.`, BLANK),
    ).toBe('too generic');
    // Nouns and verbs need two content words (their distractors are of another kind).
    expect(
      sentenceProblem(
        'Her success feeds her vanity.',
        `Her success ${BLANK} her vanity.`,
        BLANK,
        () => false,
        2,
      ),
    ).toBeNull();
    expect(
      sentenceProblem(
        'He carried his small bag onto the plane with him.',
        `He carried his small ${BLANK} onto the plane with him.`,
        BLANK,
      ),
    ).toBeNull();
  });

  it('refuses a lower-case fragment without a verb, keeps a lower-case clause with one', () => {
    expect(
      sentenceProblem(
        'began her professional career after the Olympics',
        `Began her ${BLANK} career after the Olympics.`,
        BLANK,
      ),
    ).toBe('fragment (no subject and verb)');
    expect(
      sentenceProblem(
        'the foot of the mountain near the old village',
        `The ${BLANK} of the mountain near the old village.`,
        BLANK,
      ),
    ).toBe('fragment (no subject and verb)');
    expect(
      sentenceProblem(
        'she changed her mind about the old house',
        `She changed her mind about the old ${BLANK}.`,
        BLANK,
        (t) => t === 'changed',
      ),
    ).toBeNull();
    expect(
      sentenceProblem(
        'was settled in a comfortable job at the bank',
        `Was settled in a ${BLANK} job at the bank.`,
        BLANK,
      ),
    ).toBe('fragment (no subject and verb)');
    expect(
      sentenceProblem(
        'the kids were playing outside all day',
        `The kids were ${BLANK} outside all day.`,
        BLANK,
      ),
    ).toBeNull();
  });

  it('refuses a quotation cut with an ellipsis', () => {
    // Judged sample seed 6133: a novel's sentence with two cuts left the blank's sense unclear.
    expect(
      sentenceProblem(
        'Loneliness tore through him...whenever he thought of...even the compromising Louis.',
        `Loneliness tore through him...whenever he thought of...even the ${BLANK} Louis.`,
        BLANK,
      ),
    ).toBe('cut quotation');
  });

  it('refuses WordNet examples with known-bad grammar', () => {
    expect(
      sentenceProblem(
        'The electric range had one large burner and three smaller one.',
        `The electric range had one large ${BLANK} and three smaller one.`,
        BLANK,
      ),
    ).toBe('known-bad grammar');
  });
});

describe('fill-blank verb frames', () => {
  it('sorts WordNet frames by what follows the verb', () => {
    expect([...frameClasses(synset('', [2]))]).toEqual(['none']);
    expect([...frameClasses(synset('', [8, 9]))].sort()).toEqual(['person', 'thing']);
  });

  it('finds a distractor that takes the same kind of object', () => {
    // "board" (provide food and lodging) takes a person: "report" (9) does too, "sleep" not.
    const boardSomeone = synset('provide food and lodging', [9]);
    expect(sharesFrame(boardSomeone, [synset('give an account', [2, 9, 11])])).toBe(true);
    expect(sharesFrame(boardSomeone, [synset('be asleep', [2])])).toBe(false);
  });
});

describe('fill-blank explanations', () => {
  it('never defines a word by itself', () => {
    expect(repeatsWord('feed into', 'feed')).toBe(true);
    expect(repeatsWord('heal or recover', 'heal')).toBe(true);
    expect(repeatsWord('provide as food', 'feed')).toBe(false);
    expect(repeatsWord('the act of preventing', 'prevention')).toBe(true);
    expect(repeatsWord('depending on judgment', 'judgmental')).toBe(true);
    expect(repeatsWord('organization of performers', 'company')).toBe(false);
    expect(plainDefinition(synset('feed into; supply'), 'feed')).toBe('supply');
    expect(plainDefinition(synset('poke or thrust abruptly'), 'poke')).toBeNull();
    // Judged sample seed 8402: a usage note is no meaning ("wrinkled" meant "`crisp' is archaic").
    expect(plainDefinition(synset("full of wrinkles; `crisp' is archaic"), 'wrinkled')).toBeNull();
    expect(plainDefinition(synset('a round object (in games) that is hit'), 'ball')).toBe(
      'a round object that is hit',
    );
  });
});
