import {
  beginnerWordTest,
  type DictionaryMatch,
  type EntryWithSenses,
  type Sense,
} from '@lexora/dictionary';
import { seededRandom } from '@lexora/games';
import { describe, expect, it } from 'vitest';
import { explainFromDictionary, nonBeginnerWords } from './dictionary-explanation';
import { loadExplainEngine } from './load';

// Issue 27: A1-A2 learners read our beginner words. Planted entries (not the data), so each
// rule is seen to choose: the simple definition, the example with the fewest non-beginner
// words, and "Other meanings" in beginner words.
const engine = loadExplainEngine();
// A small planted beginner list: the planted entries' words are beginner words or not by it.
const isBeginnerWord = beginnerWordTest(
  new Set(
    `a the you that with play game like football thing in it is we to he she on they can
     my of at by and park ball fire money give field small stick make when put keep
     person who good name after before`.split(/\s+/),
  ),
);
const deps = {
  words: engine.words,
  pronounce: () => ({ ipa: '', syllables: [], stressedSyllable: 0 }),
  questionFor: () => null,
  isBeginnerWord,
};

const sense = (changes: Partial<Sense>): Sense => ({
  pos: 'noun',
  level: 'A1',
  definition: 'a spherical object that you propel in a competition',
  examples: ['The striker propelled the ball.', 'We play with a ball in the park.'],
  ...changes,
});
const entry = (senses: Sense[]): EntryWithSenses => ({ word: 'ball', senses });
const match = (e: EntryWithSenses): DictionaryMatch => ({
  query: e.word,
  entry: e,
  route: 'headword',
  matched: e.word,
});
const explain = (e: EntryWithSenses, level: string, interest: string | null = null) => {
  const result = explainFromDictionary(
    match(e),
    { word: e.word, level, interest, style: 'verbal', random: seededRandom(3) },
    level as never,
    deps as never,
  );
  if (result.kind !== 'explanation') throw new Error('not explained');
  return result;
};

describe('what A1-A2 learners read: our beginner words', () => {
  it('never reports one of our beginner words as above the level, whatever the word model says', () => {
    const ball = entry([sense({ simple: 'a spherical thing that you propel' })]);
    const above = (isBeginner: (token: string) => boolean) => {
      const result = explainFromDictionary(
        match(ball),
        { word: 'ball', level: 'A1', interest: null, style: 'verbal', random: seededRandom(3) },
        'A1' as never,
        { ...deps, isBeginnerWord: isBeginner } as never,
      );
      return result.kind === 'explanation' ? result.aboveLevelWords : null;
    };
    expect(above(isBeginnerWord)).toEqual(expect.arrayContaining(['spherical', 'propel']));
    const withSpherical = (token: string) => token === 'spherical' || isBeginnerWord(token);
    expect(above(withSpherical)).toContain('propel');
    expect(above(withSpherical)).not.toContain('spherical');
  });

  it('shows the simple definition to A1-B1, the definition from B2', () => {
    const ball = entry([sense({ simple: 'a thing that you play football with' })]);
    expect(explain(ball, 'A1').definition).toBe('a thing that you play football with');
    expect(explain(ball, 'A2').definition).toBe('a thing that you play football with');
    expect(explain(ball, 'A2').personalized_explanation).toContain(
      'ball means: a thing that you play football with.',
    );
    // B1 too: definitions held B2 words the word model rates B1 (a reader of 2026-11-29j).
    expect(explain(ball, 'B1').definition).toBe('a thing that you play football with');
    expect(explain(ball, 'B2').definition).toBe(
      'a spherical object that you propel in a competition',
    );
    // No simple definition: the definition, for everyone.
    expect(explain(entry([sense({})]), 'A1').definition).toBe(
      'a spherical object that you propel in a competition',
    );
  });

  it('says an offensive simple definition is rude in plain words; the label from B2', () => {
    const rude = entry([
      sense({ labels: ['offensive'], examples: [], simple: 'a bad name for a person' }),
    ]);
    // Until 2026-11-29c: "offensive: a bad name for a person" (the label is a B2 word).
    // In our beginner words at A1-A2 ("rude" is A2 to a teacher: 2026-11-30z3).
    expect(explain(rude, 'A1').definition).toBe('a bad name for a person (a bad word)');
    expect(explain(rude, 'B2').definition).toBe(
      'offensive: a spherical object that you propel in a competition',
    );
  });

  it('gives A1 the example with the fewest non-beginner words, A2 a second only in beginner words', () => {
    const ball = entry([sense({})]);
    // "striker" and "propelled" are not beginner words; the second example has none.
    expect(explain(ball, 'A1').examples).toEqual(['We play with a ball in the park.']);
    expect(explain(ball, 'A2').examples).toEqual(['We play with a ball in the park.']);
    const examples = ['He can play with the ball.', 'We play with a ball in the park.'];
    const easy = entry([sense({ examples })]);
    expect([...explain(easy, 'A2').examples].sort()).toEqual([...examples].sort());
    // B1 and above: the dictionary's order among examples with no word above the level; a
    // second example only when it has none either ("propelled" and "striker" are above B1).
    expect(explain(ball, 'B1').examples).toEqual(['We play with a ball in the park.']);
    expect(explain(easy, 'B1').examples).toEqual(examples);
  });

  it('prefers the interest example only when it is as easy', () => {
    const hardInterest = entry([
      sense({
        domains: ['sports'],
        interest_examples: { sports: 'The goalkeeper intercepted the ball.' },
      }),
    ]);
    expect(explain(hardInterest, 'A1', 'Sports').examples).toEqual([
      'We play with a ball in the park.',
    ]);
    const easyInterest = entry([
      sense({
        domains: ['sports'],
        interest_examples: { sports: 'We play with a ball in the field.' },
      }),
    ]);
    expect(explain(easyInterest, 'A1', 'Sports').examples).toEqual([
      'We play with a ball in the field.',
    ]);
  });

  it('under "In Sports" prefers the interest example with at most one more non-beginner word', () => {
    // Two senses: the interest chooses the first, and the answer says "In Sports".
    const other = sense({
      definition: 'a dance party',
      examples: ['We went to a ball.', 'It is a ball.'],
    });
    const withInterest = (example: string) =>
      entry([sense({ domains: ['sports'], interest_examples: { sports: example } }), other]);
    // "goal" is the one word outside the beginner words: the sports example wins.
    const nearlyAsEasy = explain(
      withInterest('He can play football with a ball in the goal.'),
      'A1',
      'Sports',
    );
    expect(nearlyAsEasy.sense.chosenBy).toBe('interest');
    expect(nearlyAsEasy.examples).toEqual(['He can play football with a ball in the goal.']);
    // Two more ("goalkeeper", "intercepted"): the easier one, as before.
    expect(
      explain(withInterest('The goalkeeper intercepted the ball.'), 'A1', 'Sports').examples,
    ).toEqual(['We play with a ball in the park.']);
  });

  it('gives A1-A2 other meanings briefly in beginner words: simple or a plain definition, never a bare guide', () => {
    const match3 = entry([
      sense({ guide: 'game', definition: 'a game of football', simple: undefined }),
      sense({
        guide: 'fire',
        definition: 'a thin stick that ignites when rubbed on a rough surface',
        simple: 'a small stick that you use to make fire',
        examples: ['Give me a ball.', 'Put the ball down.'],
      }),
      sense({
        guide: 'money',
        definition: 'money that an employer adds to your pension savings',
        examples: ['He can keep the ball.', 'It is my ball.'],
      }),
      sense({
        guide: 'person',
        definition: 'a person who is good at it',
        examples: ['She is good with a ball.', 'They play ball.'],
      }),
    ]);
    const a1 = explain(match3, 'A1').otherMeanings.map((m) => m.definition);
    // The "money" sense has neither a simple definition nor one in beginner words: left out,
    // not shown as its guide word "money" (judgement 2026-11-29b: "ball: shape; dance; fun").
    expect(a1).toEqual(['a small stick that you use to make fire', 'a person who is good at it']);
    expect(explain(match3, 'A2').personalized_explanation).toContain(
      'Other meanings: (noun) a small stick that you use to make fire; (noun) a person who is good at it',
    );
    // B1 reads a sense's simple line when it has one, else its definition (never left out).
    const b1 = explain(match3, 'B1').otherMeanings.map((m) => m.definition);
    expect(b1[0]).toBe('a small stick that you use to make fire');
    expect(b1[1]).toBe('money that an employer adds to your pension savings');
    const b2 = explain(match3, 'B2').otherMeanings.map((m) => m.definition);
    expect(b2[0]).toBe('a thin stick that ignites when rubbed on a rough surface');
  });

  it('counts non-beginner words without names, the headword or numbers', () => {
    const keep = new Set(['ball']);
    expect(
      nonBeginnerWords('We give the ball to Anna and the striker in 2020.', isBeginnerWord, keep),
    ).toEqual(['striker']);
  });
});
