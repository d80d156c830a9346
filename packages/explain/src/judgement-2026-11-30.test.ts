/**
 * The defects fresh readers found on 2026-11-30 (docs/assistant-judgement-2026-11-30z1.md), each
 * with a case that failed before its fix.
 */
import { describe, expect, it } from 'vitest';
import { phraseAndMeaning } from './compose';
import { loadExplainEngine } from './load';

const engine = loadExplainEngine();

/** What the server does: the chat rules with the dictionary, then the explanation. */
function asked(typed: string, level: string) {
  const parsed = engine.parseInput(typed);
  if (parsed.kind !== 'word') throw new Error(`${typed} was not a word`);
  return engine.explain({ word: parsed.word, level, interest: null, random: () => 0.5 });
}

describe('a name of two words we do not know is no spelling to check', () => {
  it('"Rosalind Franklin" typed with capitals: "it may be a name", no "Did you mean: franklin"', () => {
    // A made-up name, so that no entry written later changes the case.
    for (const typed of ['Zelinda Quarrington', 'What is Zelinda Quarrington?']) {
      const result = asked(typed, 'C1');
      expect(result.kind).toBe('unknown');
      if (result.kind !== 'unknown') continue;
      expect(result.message).toContain('"Zelinda Quarrington"');
      expect(result.message).toMatch(/may be a name/);
      expect(result.message).not.toMatch(/spelling/);
      expect(result.didYouMean).toEqual([]);
    }
    const beginner = asked('Zelinda Quarrington', 'A2');
    expect(beginner.kind === 'unknown' && beginner.message).toMatch(/Is it a name\?/);
    // Typed in lower case it is a phrase like any other.
    const lower = asked('zelinda quarrington', 'C1');
    expect(lower.kind === 'unknown' && lower.message).toMatch(/check your spelling/);
  });
});

describe('a capitalised first word that is a name and a common word', () => {
  it('"Apple" is the company for a Technology learner, the fruit for the others', () => {
    const name = engine.dictionary.lookup('Apple')?.entry;
    expect(name?.kind).toBe('name');
    expect(name?.senses.some((s) => s.domains?.includes('technology'))).toBe(true);
    const word = (typed: string, interest?: string) => {
      const parsed = engine.parseInput(typed, interest);
      return parsed.kind === 'word' ? parsed.word : null;
    };
    expect(word('Apple', 'Technology')).toBe('Apple');
    expect(word('Apple', 'Cooking')).toBe('apple');
    expect(word('Apple')).toBe('apple');
    expect(word('apple', 'Technology')).toBe('apple');
    const company = engine.explain({ word: 'Apple', level: 'B1', interest: 'Technology' });
    expect(company.kind === 'explanation' && company.partOfSpeech).toBe('proper noun');
  });
});

describe('"Did you mean" after readers z5 and z6', () => {
  const didYouMean = (typed: string, level: string) => {
    const result = engine.explain({ word: typed, level });
    if (result.kind !== 'unknown') throw new Error(`${typed} was explained`);
    return result.didYouMean;
  };

  it('offers a seven-letter word of ours one letter off, a level up ("luggege": luggage at A1)', () => {
    expect(didYouMean('luggege', 'A1')).toEqual(['luggage']);
  });

  it('writes the word as our dictionary does ("bramtish": British)', () => {
    expect(didYouMean('bramtish', 'B1')).toEqual(['British']);
  });

  it("puts a word of the learner's interest first between equal slips (z8: wheather)", () => {
    const asked = (interest: string) => {
      const result = engine.explain({ word: 'wheather', level: 'A2', interest });
      return result.kind === 'unknown' ? result.didYouMean : [];
    };
    expect(asked('Nature')[0]).toBe('weather');
    expect(asked('Nature')).toContain('whether');
    expect(asked('Business')[0]).toBe('whether');
  });
});

describe('a definition that names its phrase first (writers of the twelfth pass)', () => {
  it('"the sack: when ..." reads "the sack" means, not "sack means: the sack:"', () => {
    const sack = engine.explain({ word: 'sack', level: 'A2', interest: 'Business' });
    expect(sack.kind === 'explanation' && sack.personalized_explanation).toContain(
      'In Business, "the sack" means: ',
    );
    expect(sack.kind === 'explanation' && sack.personalized_explanation).not.toContain(
      'means: the sack:',
    );
    const verbal = engine.explain({
      word: 'sack',
      level: 'A2',
      interest: 'Business',
      style: 'verbal',
    });
    expect(verbal.kind === 'explanation' && verbal.paragraph).toMatch(/"the sack" \(noun\) means /);
  });

  it('takes the phrase out of "used in" and leaves a lead without the headword alone', () => {
    expect(phraseAndMeaning('jeopardy', 'used in "in jeopardy": in danger')).toEqual({
      subject: 'in jeopardy',
      meaning: 'in danger',
    });
    expect(phraseAndMeaning('herring', 'used in "a red herring" to mean a false clue')).toEqual({
      subject: 'a red herring',
      meaning: 'a false clue',
    });
    expect(phraseAndMeaning('end', 'the last part of something: the end of the road')).toEqual({
      subject: null,
      meaning: 'the last part of something: the end of the road',
    });
  });
});

describe('a brand only the general dictionary has keeps its capital (reader z7: "panadol")', () => {
  it('"Phenaphen" is written as WordNet writes it, a common word stays lower case', () => {
    for (const typed of ['Phenaphen', 'phenaphen']) {
      const brand = engine.explain({ word: typed, level: 'A1', interest: null });
      expect(brand.kind === 'explanation' && brand.source).toBe('general');
      expect(brand.kind === 'explanation' && brand.word).toBe('Phenaphen');
      // A name, not "(noun)" (reader z8 read "Hitchcock (noun)").
      expect(brand.kind === 'explanation' && brand.partOfSpeech).toBe('proper noun');
    }
    const common = engine.explain({ word: 'chemosynthesis', level: 'B2', interest: null });
    expect(common.kind === 'explanation' && common.word).toBe('chemosynthesis');
    expect(common.kind === 'explanation' && common.partOfSpeech).toBe('noun');
  });
});

describe('a name with "&" typed with spaces (a writer of the twelfth pass)', () => {
  it('"What is Marks & Spencer?" is the shops, not "marks spencer"', () => {
    const parsed = engine.parseInput('What is Marks & Spencer?');
    expect(parsed.kind === 'word' && parsed.word.toLowerCase()).toBe('marks & spencer');
    const shops = engine.explain({ word: 'Marks & Spencer', level: 'A2', interest: null });
    expect(shops.kind === 'explanation' && shops.word).toBe('Marks & Spencer');
  });
});
