import { describe, expect, it } from 'vitest';
import { grammarOnlyAnswer, pastOrParticiple, tokensOf, type BlankForm } from './frame';
import { adjunctOnly, judgedOnly, openSlot } from './quality';
import {
  buildSelectionIndex,
  groupsTaken,
  nounsTaken,
  placedOnly,
  relationsOf,
  type TaggedWord,
} from './selection';
import {
  definitionProblem,
  harmsAPerson,
  questionProblems,
  styleProblem,
  violentReading,
} from './validate';
import { sharesAStem } from './engine';

/** The rules added after the judgement of 2026-11-29, one planted case each. */
describe('fill-blank rules of the judgement of 2026-11-29', () => {
  // Toy levels: everything A1 but the planted hard word.
  const tokenLevel = (t: string) => (t === 'diplomat' ? 4 : 0);

  it('refuses a definition that names its word, says "used in" or needs a word above the level', () => {
    expect(
      definitionProblem('shame', 'a shame: used to say that something is sad', 'B2', tokenLevel),
    ).not.toBeNull();
    expect(definitionProblem('shame', 'what a pity it is', 'B2', tokenLevel)).toBeNull();
    expect(definitionProblem('excuse', 'used in "excuse me" to say sorry', 'A1', tokenLevel)).toBe(
      'used in',
    );
    expect(
      definitionProblem('consulate', 'the office of a diplomat in a city', 'B1', tokenLevel),
    ).toMatch(/diplomat/);
    expect(
      definitionProblem('consulate', 'the office of a diplomat in a city', 'C1', tokenLevel),
    ).toBeNull();
  });

  it('refuses a comma splice and a number and unit before a noun without a hyphen', () => {
    expect(styleProblem('Close the window, the wind is very cold.')).not.toBeNull();
    expect(styleProblem('You worked hard, you deserve a holiday.')).not.toBeNull();
    expect(styleProblem('She signed a two year contract.')).not.toBeNull();
    expect(styleProblem('She signed a two-year contract.')).toBeNull();
    expect(styleProblem('When it rains, we stay at home.')).toBeNull();
    expect(styleProblem('We left early, but the bus was late.')).toBeNull();
    expect(styleProblem('She lived there for two years.')).toBeNull();
    // The written bank passes the same check.
    const q = {
      id: 'planted',
      level: 'A1' as const,
      sentence: 'Close the window, the wind is very _____.',
      options: ['cold', 'red', 'tall', 'happy'],
      answer: 'cold',
      explanation: 'Planted.',
    };
    const ctx = { tokenLevel: () => 0, contentHits: () => [] };
    expect(questionProblems(q, ctx).join(' ')).toMatch(/comma/);
  });

  it('reads a participle after a contracted or distant auxiliary ("I\'ve", "are heavily")', () => {
    expect(pastOrParticiple(["I've"])).toBe('participle');
    expect(pastOrParticiple(["She's"])).toBe('participle');
    expect(pastOrParticiple(['Cigarettes', 'are', 'heavily'])).toBe('participle');
    expect(pastOrParticiple(['has', 'not'])).toBe('participle');
    expect(pastOrParticiple(['She', 'quickly'])).toBe('past');
    expect(pastOrParticiple(['We'])).toBe('past');
  });
});

/** The rules added after the judgement of 2026-11-29b (seed 48213), one planted case each. */
describe('fill-blank rules of the judgement of 2026-11-29b', () => {
  const slot = (pos: 'n' | 'v', sentence: string) => {
    const raw = sentence.split(/\s+/);
    return openSlot(
      pos,
      raw,
      raw.findIndex((t) => t.includes('___')),
    );
  };

  it('F1: a verb with an object that names nothing, or only a time after it, is an open slot', () => {
    expect(slot('v', 'The thieves ___ everything.')).toBe('indefinite object');
    expect(slot('v', 'I ___ three times a week.')).toBe('no complement');
    expect(slot('v', 'The thieves ___ the money.')).toBeNull();
    expect(slot('v', 'Looking after a baby is very ___.')).toBe('adjective');
    expect(slot('v', 'We ___ along the beach.')).toBeNull();
  });

  it('F2: the subject after a first "This" or "That" is an open slot', () => {
    expect(slot('n', 'This ___ helps you learn new words.')).toBe('demonstrative subject');
    expect(slot('n', 'That ___ uses fresh tomatoes.')).toBe('demonstrative subject');
    expect(slot('n', 'The ___ is very bright tonight.')).toBeNull();
  });

  it('no sentence holds a word the key is built on, or one built on the key (2026-11-30t)', () => {
    const tokens = tokensOf('_____ the old version before you install the new one.');
    expect(sharesAStem('uninstall', tokens)).toBe(true);
    expect(sharesAStem('delete', tokens)).toBe(false);
    // Short stems do not count: "sing" is in "singer".
    expect(sharesAStem('singer', tokensOf('The _____ will sing tonight.'))).toBe(false);
    // A shorter word counts as a whole part of a compound key (2026-11-30x).
    const isWord = (w: string) => ['bathe', 'foot', 'er'].includes(w);
    const sun = tokensOf('Do not _____ when the sun is strongest.');
    expect(sharesAStem('sunbathe', sun, isWord)).toBe(true);
    expect(sharesAStem('sunbathe', sun)).toBe(false);
    expect(sharesAStem('football', tokensOf('We play _____ with a ball.'), isWord)).toBe(true);
    expect(sharesAStem('singer', tokensOf('The _____ will sing tonight.'), isWord)).toBe(false);
    // An irregular form of a word the key is built on: "wrote" beside "songwriter" (zz4).
    const hit = tokensOf("The _____ wrote the band's biggest hit.");
    expect(sharesAStem('songwriter', hit)).toBe(false);
    expect(sharesAStem('songwriter', hit, undefined, (t) => (t === 'wrote' ? ['write'] : []))).toBe(
      true,
    );
    // A four-letter word with a noun ending of its own (2026-11-30zz3).
    const rock = tokensOf('The rock _____ along the coast took millions of years to form.');
    expect(sharesAStem('formation', rock)).toBe(true);
    expect(sharesAStem('formation', tokensOf('The rock _____ along the coast are very old.'))).toBe(
      false,
    );
    // A learned prefix both share (2026-12-01zz6, C1 F84).
    const lens = tokensOf('You can only see _____ like bacteria under a microscope.');
    expect(sharesAStem('microorganisms', lens)).toBe(true);
    expect(sharesAStem('insects', lens)).toBe(false);
  });

  it('no wrong option makes a threat with the person after the blank (2026-11-30t)', () => {
    expect(harmsAPerson('hit', 'you tomorrow')).not.toBeNull();
    expect(harmsAPerson('kicked', 'my brother')).not.toBeNull();
    expect(harmsAPerson('hit', 'the ball')).toBeNull();
    expect(harmsAPerson('called', 'you tomorrow')).toBeNull();
  });

  it('F4: "shooting" or "shot" without a film, photo or game reads as violence', () => {
    expect(violentReading('Shooting starts next month in Italy.')).not.toBeNull();
    expect(violentReading('He was shot outside his house.')).not.toBeNull();
    expect(violentReading('Shooting of the film starts next month.')).toBeNull();
    expect(violentReading('She took a shot at goal.')).toBeNull();
    expect(violentReading('The cat slept all day.')).toBeNull();
    const q = {
      id: 'planted',
      level: 'B2' as const,
      sentence: '_____ starts next month in Italy.',
      options: ['shooting', 'cargo', 'costume', 'oxygen'],
      answer: 'shooting',
      explanation: 'Planted.',
    };
    const ctx = { tokenLevel: () => 0, contentHits: () => [] };
    expect(questionProblems(q, ctx).join(' ')).toMatch(/violent/);
  });

  it('F5: a definition may not use a form of its word', () => {
    const level = () => 0;
    const blow = ['blow', 'blows', 'blew', 'blown', 'blowing'];
    expect(
      definitionProblem(
        'blow',
        'When the wind blows, it moves the air.',
        'A2',
        level,
        () => true,
        blow,
      ),
    ).toMatch(/blows/);
    expect(
      definitionProblem('saving', 'savings: money that you have kept', 'B1', level, () => true, [
        'saving',
        'savings',
      ]),
    ).toMatch(/savings/);
    expect(
      definitionProblem('blow', 'to push air out of your mouth', 'A2', level, () => true, blow),
    ).toBeNull();
  });

  it('G: the grammar-only solver reads a past time and a missing article', () => {
    const forms: Record<string, BlankForm[]> = {
      saw: ['past'],
      build: ['base'],
      travel: ['base'],
      call: ['base'],
    };
    const sentence = tokensOf('Did you like the film we _____ last week?');
    expect(
      grammarOnlyAnswer({
        tokens: sentence,
        at: sentence.indexOf('_____'),
        options: ['build', 'saw', 'travel', 'call'],
        formsOf: (o) => new Set(forms[o] ?? ['base']),
      }),
    ).toBe(1);
    const city = tokensOf('City _____ can be very busy.');
    const countable = new Set(['musician', 'coach', 'doll']);
    expect(
      grammarOnlyAnswer({
        tokens: city,
        at: city.indexOf('_____'),
        options: ['musician', 'life', 'coach', 'doll'],
        formsOf: () => new Set<BlankForm>(['base']),
        countableOnly: (o) => countable.has(o),
      }),
    ).toBe(1);
    // With an article, the countable nouns stay in.
    const the = tokensOf('The city _____ can be very busy.');
    expect(
      grammarOnlyAnswer({
        tokens: the,
        at: the.indexOf('_____'),
        options: ['musician', 'life', 'coach', 'doll'],
        formsOf: () => new Set<BlankForm>(['base']),
        countableOnly: (o) => countable.has(o),
      }),
    ).toBeNull();
  });
});

/** The open-frame rules of the judgement of 2026-11-29c, on hand-tagged sentences. */
describe('fill-blank open frames of the judgement of 2026-11-29c', () => {
  /** "word/POS/lemma" tokens, as the analyser's tagger gives them. */
  const tag = (text: string): TaggedWord[] =>
    text.split(' ').map((t) => {
      const [word, pos, lemma] = t.split('/');
      return { word: word!, pos: pos!, lemma: lemma ?? word! };
    });

  it('reads subjects, objects, passives and prepositions of a tagged sentence', () => {
    const labour = tag(
      'her/PRON labour/NOUN lasted/VERB/last almost/ADV twelve/NUM hours/NOUN/hour',
    );
    expect(relationsOf(labour)).toContainEqual({ verb: 2, noun: 1, role: 'subj' });
    const basics = tag('the/DET course/NOUN covers/VERB/cover all/DET the/DET basics/NOUN/basic');
    expect(relationsOf(basics)).toEqual(
      expect.arrayContaining([
        { verb: 2, noun: 1, role: 'subj' },
        { verb: 2, noun: 5, role: 'obj' },
      ]),
    );
    const paper = tag(
      'i/PRON read/VERB about/ADP it/PRON in/ADP the/DET paper/NOUN this/DET morning/NOUN',
    );
    expect(relationsOf(paper)).toContainEqual({ verb: 1, noun: 6, role: 'pp:in' });
    expect(relationsOf(paper)).toContainEqual({ verb: 1, noun: -1, role: 'subj' });
    const plan = tag(
      'the/DET plan/NOUN was/AUX/be engineered/VERB/engineer by/ADP a/DET group/NOUN',
    );
    expect(relationsOf(plan)).toContainEqual({ verb: 3, noun: 1, role: 'obj' });
  });

  it('indexes the kinds each verb takes', () => {
    const groups: Record<string, string> = { battle: 'event', marriage: 'noun.state' };
    const index = buildSelectionIndex(
      [
        tag('the/DET battle/NOUN lasted/VERB/last two/NUM days/NOUN/day'),
        tag('their/PRON marriage/NOUN lasted/VERB/last ten/NUM years/NOUN/year'),
      ],
      (noun) => groups[noun] ?? null,
    );
    expect([...groupsTaken(index, 'last', 'subj')].sort()).toEqual(['event', 'noun.state']);
    expect(nounsTaken(index, 'last', 'subj')).toBe(2);
    expect(groupsTaken(index, 'last', 'obj').size).toBe(0);
  });

  it('finds a noun said only to be somewhere', () => {
    const cinema = tag('the/DET cinema/NOUN is/AUX/be next/ADJ to/ADP the/DET bank/NOUN');
    expect(placedOnly(cinema, 1)).toBe(true);
    const hair = tag("what/PRON 's/AUX that/DET thing/NOUN on/ADP the/DET table/NOUN");
    expect(placedOnly(hair, 3)).toBe(true);
    const ride = tag('i/PRON ride/VERB my/PRON bicycle/NOUN to/ADP work/NOUN');
    expect(placedOnly(ride, 3)).toBe(false);
  });

  it('a person, then only where, when or how, is an open verb slot', () => {
    const blank = (sentence: string, selects?: (p: string) => boolean) => {
      const raw = sentence.split(/\s+/);
      return adjunctOnly(
        raw,
        raw.findIndex((t) => t.includes('___')),
        selects,
      );
    };
    expect(blank('We ___ on the frozen lake.')).toBe(true);
    expect(blank('She ___ well in the final.')).toBe(true);
    expect(blank('We ___ a good film last night.')).toBe(false);
    expect(blank('The children ___ into the pool.')).toBe(false);
    expect(blank('I ___ to the radio in the car.', (p) => p === 'to')).toBe(false);
  });

  it('F1 (2026-11-29e): a noun only said to be good or bad is an open slot', () => {
    const at = (sentence: string) => {
      const raw = sentence.split(/\s+/);
      return judgedOnly(raw, raw.indexOf('_____'));
    };
    expect(at('_____ has been good this year.')).toBe(true);
    expect(at('The _____ was very bad.')).toBe(true);
    expect(at('The _____ was good for my health.')).toBe(false);
    expect(at('The _____ has been good at football.')).toBe(false);
    expect(at('My _____ is tall.')).toBe(false);
  });
});

/** The rules of the judgement of 2026-11-29f, on planted sentences. */
describe('fill-blank rules of the judgement of 2026-11-29f', () => {
  const tag = (text: string): TaggedWord[] =>
    text.split(' ').map((t) => {
      const [word, pos, lemma] = t.split('/');
      return { word: word!, pos: pos!, lemma: lemma ?? word! };
    });
  const blank = (sentence: string) => {
    const raw = sentence.split(/\s+/);
    return { raw, at: raw.findIndex((t) => t.includes('_____')) };
  };

  it('B2 #75: a noun only said to strike someone as exciting is an open slot', () => {
    const at = (sentence: string) => {
      const { raw, at: i } = blank(sentence);
      return judgedOnly(raw, i);
    };
    expect(at('The _____ looks exciting.')).toBe(true);
    expect(at('The _____ sounds really interesting.')).toBe(true);
    expect(at('The _____ seemed boring.')).toBe(true);
    expect(at('This _____ tastes delicious.')).toBe(true);
    // Something more than the judgement, or no judging adjective: asked.
    expect(at('The _____ looks exciting for children who like space.')).toBe(false);
    expect(at('The _____ looks tired.')).toBe(false);
    expect(at('My _____ looks like his father.')).toBe(false);
  });

  it('A2 #34: someone sent, taken or kept somewhere is an open verb slot', () => {
    const slot = (sentence: string) => {
      const { raw, at } = blank(sentence);
      return openSlot('v', raw, at);
    };
    expect(slot('The teacher _____ him home because he was ill.')).toBe('moved somewhere');
    expect(slot('They _____ the children home after school.')).toBe('moved somewhere');
    expect(slot('She _____ the sick children home.')).toBe('moved somewhere');
    expect(slot('We _____ them away.')).toBe('moved somewhere');
    expect(slot('The teacher _____ him a letter.')).toBeNull();
    expect(slot('She _____ the letter to her aunt.')).toBeNull();
  });

  it('C1 #87: "hundreds of babies" is the object, not "hundreds"', () => {
    const babies = tag(
      'she/PRON has/AUX delivered/VERB/deliver hundreds/NOUN/hundred of/ADP babies/NOUN/baby',
    );
    expect(relationsOf(babies)).toContainEqual({ verb: 2, noun: 5, role: 'obj' });
    expect(relationsOf(babies)).not.toContainEqual({ verb: 2, noun: 3, role: 'obj' });
    const people = tag('they/PRON moved/VERB/move a/DET group/NOUN of/ADP children/NOUN/child');
    expect(relationsOf(people)).toContainEqual({ verb: 1, noun: 5, role: 'obj' });
    // "a cup of tea" keeps its cup.
    const cup = tag('she/PRON drank/VERB/drink a/DET cup/NOUN of/ADP tea/NOUN');
    expect(relationsOf(cup)).toContainEqual({ verb: 1, noun: 3, role: 'obj' });
  });
});
