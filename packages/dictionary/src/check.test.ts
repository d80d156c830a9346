import { beforeAll, describe, expect, it } from 'vitest';
import { checkDictionary, checkEntries, type CheckContext } from './check';
import { loadCheckContext } from './check-context';
import type { Entry, Sense } from './model';

let context: CheckContext;
beforeAll(() => {
  context = loadCheckContext();
});

const sense = (changes: Partial<Sense> = {}): Sense => ({
  pos: 'noun',
  level: 'A2',
  definition: 'a business that keeps money safe for people and lends money to them',
  grammar: ['countable'],
  examples: ['I need to go to the bank before it closes.', 'She works at a bank in the city.'],
  domains: ['business'],
  ...changes,
});
const bank = (changes: Partial<Sense> = {}): Entry => ({ word: 'bank', senses: [sense(changes)] });
const rules = (entries: Entry[], extra: Partial<CheckContext> = {}) =>
  checkEntries(entries, { ...context, ...extra }).map((p) => p.rule);

describe('the dictionary checker', () => {
  it('passes a well-written entry', () => {
    expect(checkEntries([bank()], context)).toEqual([]);
  });

  it('refuses a planted bad entry of each kind', () => {
    const planted: [string, Entry[]][] = [
      ['definition-vocabulary', [bank({ definition: 'a pecuniary establishment for depositors' })]],
      ['example-headword', [bank({ examples: ['I need money.', 'She works in the city.'] })]],
      [
        'example-length',
        [
          bank({
            examples: [
              'I need to go to the bank before it closes because I want to pay for my new car today.',
              'She works at a bank.',
            ],
          }),
        ],
      ],
      [
        'example-level',
        [bank({ examples: ['The bank was ostensibly magnanimous.', 'She works at a bank.'] })],
      ],
      ['example-count', [bank({ examples: ['She works at a bank.'] })]],
      // An unquoted "Note: ..." is read by YAML as a map: reported, not a crash.
      [
        'example-empty',
        [bank({ examples: [{ Note: 'the bank is closed.' } as never, 'She works at a bank.'] })],
      ],
      [
        'example-near-copy',
        [bank({ examples: ['She works at a big bank.', 'She works at a bank in town.'] })],
      ],
      ['example-form', [bank({ examples: ['she works at a bank', 'I went to the bank.'] })]],
      [
        'content-rules',
        [bank({ examples: ['The bank gave money to the army.', 'She works at a bank.'] })],
      ],
      ['offensive-example', [bank({ labels: ['offensive'] })]],
      ['label', [bank({ labels: ['rude' as never] })]],
      ['grammar', [bank({ grammar: ['plural noun' as never] })]],
      ['domain', [bank({ domains: ['finance' as never] })]],
      ['pos', [bank({ pos: 'thing' as never })]],
      ['level', [bank({ level: 'D1' as never })]],
      ['definition-empty', [bank({ definition: '' })]],
      [
        'interest-domain',
        [bank({ interest_examples: { sports: 'The team has its own bank account.' } })],
      ],
      [
        'sense-duplicate',
        [{ word: 'bank', senses: [sense({ guide: 'one' }), sense({ guide: 'again' })] }],
      ],
      [
        'guide',
        [
          {
            word: 'bank',
            senses: [sense(), sense({ definition: 'the land along the side of a river' })],
          },
        ],
      ],
      ['senses-empty', [{ word: 'bank', senses: [] }]],
      ['duplicate-entry', [bank(), bank()]],
      ['form-of-target', [{ word: 'sung', form_of: 'sing' }]],
      ['word', [{ word: true as never, senses: [sense()] }]],
    ];
    for (const [rule, entries] of planted) expect(rules(entries), rule).toContain(rule);
  });

  it('takes a simple definition in beginner words, with the headword’s forms, numbers and names', () => {
    const ball: Entry = {
      word: 'ball',
      senses: [
        sense({
          level: 'A1',
          definition: 'a round object that you throw, kick or hit in a game',
          simple: 'a round thing that you play football with; balls bounce in 2 games',
          examples: ['Can you throw the ball to me?', 'The ball is under the table.'],
          domains: ['sports'],
        }),
      ],
    };
    const problems = checkEntries([ball], context);
    // "round" and "bounce" are not beginner words: each is named, nothing else is.
    expect(problems.map((p) => p.rule)).toEqual(['simple-vocabulary']);
    expect(problems[0]!.message).toMatch(/: round, bounce$/);
    const fine = {
      ...ball,
      senses: [{ ...ball.senses![0]!, simple: 'a thing that you play football with in London' }],
    };
    expect(checkEntries([fine], context)).toEqual([]);
    // Our own names count as names though WordNet has "china" the plates and "turkey" the bird.
    const inChina = {
      ...ball,
      senses: [
        {
          ...ball.senses![0]!,
          simple: "a thing that people in China and Turkey play with on New Year's Day",
        },
      ],
    };
    expect(checkEntries([inChina], context)).toEqual([]);
    expect(checkEntries([inChina], { ...context, nameWords: new Set() })[0]?.message).toMatch(
      /china, turkey$/,
    );
  });

  it('takes an interest example of an idiom outside its domains, not of a noun', () => {
    const cake: Entry = {
      word: 'piece of cake',
      kind: 'phrase',
      senses: [
        {
          pos: 'idiom',
          level: 'B1',
          definition: 'something that is very easy to do',
          examples: ['The exam was a piece of cake.', "Don't worry. It's a piece of cake."],
          interest_examples: { cooking: 'Making pancakes is a piece of cake.' },
        },
      ],
    };
    expect(rules([cake])).not.toContain('interest-domain');
    expect(rules([bank({ interest_examples: { sports: 'The team has a bank.' } })])).toContain(
      'interest-domain',
    );
  });

  it('keeps a definition in beginner words to the beginner phrases when there is no simple line', () => {
    // Beginners read it ("check in": "... so that they know you are there", reader z9).
    expect(
      rules([bank({ definition: 'a place where you put money so that it is there later' })]),
    ).toEqual(['simple-phrase']);
    expect(
      rules([bank({ definition: 'a place where you put money, and it is there later' })]),
    ).toEqual([]);
    // A definition with harder words is for B1 and up: its phrases are not a beginner's.
    expect(
      rules([
        bank({ definition: 'an institution where you deposit money so that it is there later' }),
      ]),
    ).not.toContain('simple-phrase');
    // With a simple line, the beginner reads that instead.
    expect(
      rules([
        bank({
          definition: 'a place where you put money so that it is there later',
          simple: 'a place where you put money',
        }),
      ]),
    ).toEqual([]);
  });

  it('refuses a word that only looks like a form of a beginner word (player is not "more play")', () => {
    const simple = (text: string) => rules([bank({ simple: text })]);
    expect(simple('a place where a player can put money')).toContain('simple-vocabulary');
    expect(simple('a place where players can put money')).toContain('simple-vocabulary');
    // A real comparative of a beginner word stays one.
    expect(simple('a place where you can put money, bigger than a shop')).toEqual([]);
    expect(simple('a place where people who play can put money')).toEqual([]);
  });

  it('refuses an -ly adverb of a beginner adjective unless it is listed itself (slowly, nearly)', () => {
    const simple = (text: string) => rules([bank({ simple: text })]);
    expect(simple('a place where you slowly put money')).toContain('simple-vocabulary');
    expect(simple('a place where you put nearly all your money')).toContain('simple-vocabulary');
    // Listed ones stay: "friendly", "really".
    expect(simple('a place where friendly people really like to put money')).toEqual([]);
    expect(simple('a place where you put money, not fast')).toEqual([]);
  });

  it('refuses a simple definition with a phrase a beginner does not know yet (each other, in which)', () => {
    const simple = (text: string) => rules([bank({ simple: text })]);
    expect(simple('a place in which you can put money')).toEqual(['simple-phrase']);
    expect(simple('a place where friends give each other money')).toEqual(['simple-phrase']);
    expect(simple('a place for things like money and cards')).toEqual(['simple-phrase']);
    // The same words apart, or "like" as a verb, are beginner English.
    expect(simple('a place where you can put money, for example cards')).toEqual([]);
    expect(simple('a place that people like, where you can put money')).toEqual([]);
    expect(simple('a place that you put money in, which is good')).toEqual([]);
    // Taken off the beginner words with the phrases: "try", "move" (A2 for every reader).
    expect(simple('a place where you try to put money')).toContain('simple-vocabulary');
    // B1 phrases of beginner words (readers of 2026-12-01z10: "take place", "after all").
    expect(simple('a place where a party with money takes place')).toEqual(['simple-phrase']);
    expect(simple('a place where you put money and make sure it is there')).toEqual([
      'simple-phrase',
    ]);
  });

  it('refuses an empty simple definition, one that repeats the definition, and a cross-reference', () => {
    expect(rules([bank({ simple: ' ' })])).toContain('simple-empty');
    expect(
      rules([
        bank({ simple: 'a business that keeps money safe for people and lends money to them' }),
      ]),
    ).toContain('simple-same');
    // A "quoted" word is checked in a simple definition: a beginner cannot follow it.
    expect(rules([bank({ simple: 'a place where you can keep your "savings"' })])).toContain(
      'simple-vocabulary',
    );
    expect(rules([bank({ simple: 'a place where you can put your money' })])).toEqual([]);
    // An example sentence after a colon is read as part of the meaning.
    expect(
      rules([bank({ simple: 'a place where you can put your money: I went to the bank.' })]),
    ).toEqual(['simple-example']);
    expect(rules([bank({ simple: 'a place for money: you can put it there' })])).toEqual([]);
  });

  it('lets a sensitive sense be about its topic, and a headword match its own topic word', () => {
    const church = {
      word: 'church',
      senses: [
        sense({
          definition: 'a building where people meet on Sundays',
          examples: ['There is an old church in our town.', 'The church has a tall tower.'],
          domains: [],
          sensitive: true,
        }),
      ],
    };
    expect(rules([church])).toEqual([]);
    const bomb = {
      word: 'bomb',
      senses: [
        sense({
          level: 'B2',
          definition: 'a lot of money, when something costs it',
          examples: ['Her new car must have cost a bomb.', 'That holiday cost a bomb.'],
          domains: [],
          labels: ['informal', 'UK'],
        }),
      ],
    };
    expect(rules([bomb])).toEqual([]);
  });

  it('finds headwords of phrases in any form, with an object inside, and names in definitions', () => {
    const lookUp: Entry = {
      word: 'look up',
      kind: 'phrasal verb',
      senses: [
        sense({
          pos: 'phrasal verb',
          definition: 'to find a word or fact in a book or on the "Internet"',
          grammar: ['separable'],
          examples: ['I looked it up in the dictionary.', 'Look up the word before you use it.'],
          domains: [],
        }),
      ],
    };
    expect(checkEntries([lookUp], context)).toEqual([]);
    const tube: Entry = {
      word: 'tube',
      senses: [
        sense({
          definition: 'the train that goes under the ground in London',
          examples: ['We took the tube to the museum.', 'The tube is busy in the morning.'],
          domains: ['travel'],
        }),
      ],
    };
    expect(checkEntries([tube], context)).toEqual([]);
  });

  it('finds headwords written in two files, missing headwords and form_of targets across files', () => {
    const problems = checkDictionary(
      [
        { file: 'a.yaml', entries: [bank(), { word: 'sung', form_of: 'sing' }] },
        {
          file: 'b.yaml',
          entries: [
            bank(),
            {
              word: 'sing',
              senses: [
                sense({
                  pos: 'verb',
                  level: 'A1',
                  definition: 'to make music with your voice',
                  grammar: ['intransitive'],
                  examples: ['She sings in the car.', 'We sang a song together.'],
                  domains: ['music'],
                }),
              ],
            },
          ],
        },
      ],
      { ...context, required: ['bank', 'sing', 'hello'] },
    );
    expect(problems.map((p) => `${p.file} ${p.word} ${p.rule}`).sort()).toEqual([
      '(list) hello missing',
      'b.yaml bank duplicate-entry',
    ]);
  });
});

describe('contractions', () => {
  it('are as hard as their parts, so A1 examples may say "don\'t" and "I\'m"', async () => {
    const { contractionParts } = await import('./check-context');
    expect(contractionParts("don't")).toEqual(['do', 'not']);
    expect(contractionParts("can't")).toEqual(['can', 'not']);
    expect(contractionParts("won't")).toEqual(['will', 'not']);
    expect(contractionParts("you're")).toEqual(['you', 'are']);
    expect(contractionParts("I'm")).toEqual(['i', 'am']);
    expect(contractionParts('house')).toBeNull();
    expect(context.wordLevel!("don't")).toBe('A1');
    const hello: Entry = {
      word: 'hello',
      kind: 'greeting',
      senses: [
        sense({
          pos: 'exclamation',
          level: 'A1',
          definition: 'what you say when you meet someone',
          grammar: [],
          examples: ["Hello! I'm Anna.", "Hello, don't forget your bag!"],
          domains: [],
        }),
      ],
    };
    expect(checkEntries([hello], context)).toEqual([]);
  });
});

describe('word levels in examples and definitions', () => {
  it('level a word form by its lemma, as the analyser reads a text, and leave names out', () => {
    expect(context.wordLevel!('legs')).toBe(context.wordLevel!('leg'));
    expect(context.wordLevel!('going')).toBe(context.wordLevel!('go'));
    expect(context.wordLevel!('Paris'.toLowerCase())).toBeNull();
    // An adverb is a word of its own, not a form of its adjective.
    expect(context.wordLevel!('hardly')).not.toBe(context.wordLevel!('hard'));
  });
});
