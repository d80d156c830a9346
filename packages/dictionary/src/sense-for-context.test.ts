import { describe, expect, it } from 'vitest';
import type { Sense } from './model';
import { senseForContext } from './sense-for-context';

const sense = (pos: Sense['pos'], definition: string, extra: Partial<Sense> = {}): Sense => ({
  pos,
  level: 'A2',
  definition,
  examples: [],
  ...extra,
});

const match = {
  word: 'match',
  senses: [
    sense('noun', 'a game between two teams or players', { examples: ['We won the match.'] }),
    sense('noun', 'a small thin stick of wood that makes fire when you rub it'),
    sense('verb', 'to look good together, or to be the same'),
  ],
};
const house = {
  word: 'house',
  senses: [
    sense('noun', 'a building where people live, usually one family'),
    sense('verb', 'to give someone a place to live', {
      examples: ['The city must house hundreds of new families.'],
    }),
  ],
};

describe('senseForContext', () => {
  it('keeps the dictionary’s first sense without a context that points elsewhere', () => {
    expect(senseForContext(match, '')).toBe(0);
    expect(senseForContext(match, 'The referee ended the match.')).toBe(0);
    // One shared word is not enough to leave the first sense.
    expect(senseForContext(match, 'Strike one near the fire.')).toBe(0);
  });

  it('chooses a later sense when the context shares two meaning words more than the first', () => {
    expect(senseForContext(match, 'A small stick: rub it on the box and you get fire.')).toBe(1);
    // Forms count as the same word (sticks, rubbing).
    expect(senseForContext(match, 'Rubbing these wooden sticks gives fire.')).toBe(1);
  });

  it('asks more of a sense of another part of speech', () => {
    expect(senseForContext(house, 'A place for a family, with rooms, doors and windows')).toBe(0);
    expect(
      senseForContext(house, 'To give families a place to live: the city must house them.'),
    ).toBe(1);
  });

  it('never chooses an offensive sense from a context', () => {
    const entry = {
      word: 'cow',
      senses: [
        sense('noun', 'a large farm animal kept for its milk'),
        sense('noun', 'a very rude word for a woman', { labels: ['offensive'] }),
      ],
    };
    expect(senseForContext(entry, 'a rude word for a woman you do not like')).toBe(0);
  });
});
