/**
 * The engine's defects a fresh teacher found in 65 answers (docs/assistant-judgement-2026-11-29c.md),
 * each with a case that failed before its fix: "Other meanings" above a beginner's level, the
 * labels "offensive" and "taboo" shown to A1-B1 learners, "bloody" offered first for a nonsense
 * word, the WordNet fallback's sense for a Science learner, and US pronunciations of
 * general-dictionary words. Planted entries (or an empty dictionary of ours) where the rule is the
 * point, so that the dictionary writers' new entries (friction, charge...) cannot change them.
 */
import {
  beginnerWordTest,
  createDictionary,
  type EntryWithSenses,
  type Sense,
} from '@lexora/dictionary';
import { seededRandom } from '@lexora/games';
import { describe, expect, it } from 'vitest';
import { explainFromDictionary, OTHER_MEANINGS_READ } from './dictionary-explanation';
import { createExplainEngine } from './engine';
import { loadExplainEngine, loadGeneralBritishIpa } from './load';
import { createPronouncer } from './pronunciation';
import { chooseSense } from './sense-choice';
import type { WordExplanation } from './types';

const engine = loadExplainEngine();
const { words } = engine;

const isBeginnerWord = beginnerWordTest(
  new Set(
    `a the you that with play game thing in it is to of and small fire make use look good
     together same nearly thin stick exercise time when run fast person as another bad name
     for woman say things about someone something angry way very word rude do not friend
     day want`.split(/\s+/),
  ),
);

const sense = (changes: Partial<Sense>): Sense => ({
  pos: 'noun',
  level: 'A1',
  definition: 'a game',
  examples: ['We play a match.'],
  ...changes,
});

function explainPlanted(
  entry: EntryWithSenses,
  level: 'A1' | 'A2' | 'B1' | 'B2' | 'C1',
  otherMeaningsByLevel = true,
): WordExplanation {
  const result = explainFromDictionary(
    { query: entry.word, entry, route: 'headword', matched: entry.word },
    { word: entry.word, level, interest: null, random: seededRandom(1) },
    level,
    {
      words,
      pronounce: () => ({ ipa: '', arpabet: null, syllables: [], stressedSyllable: 0 }),
      questionFor: () => null,
      isBeginnerWord,
      otherMeaningsByLevel,
    },
  );
  if (result.kind !== 'explanation') throw new Error('not explained');
  return result;
}

/** What the server does: the chat rules with the dictionary, then the explanation. */
function explained(typed: string, level: string, interest: string | null = null): WordExplanation {
  const parsed = engine.parseInput(typed);
  if (parsed.kind !== 'word') throw new Error(`${typed} was not a word`);
  const result = engine.explain({ word: parsed.word, level, interest, random: seededRandom(7) });
  if (result.kind !== 'explanation') throw new Error(`${typed} was not explained`);
  return result;
}

describe('1. "Other meanings" at the learner\'s level', () => {
  // A planted "match": its game sense (A1), a fire sense (B1, "thin"), "go together" (A2, whose
  // simple definition says "nearly"), "equal" (C1), and an A2 sense in plain A1 words.
  const match: EntryWithSenses = {
    word: 'match',
    senses: [
      sense({ guide: 'game' }),
      sense({ guide: 'fire', level: 'B1', definition: 'a small thin stick to make fire' }),
      sense({
        guide: 'go together',
        pos: 'verb',
        level: 'A2',
        definition: 'to look good together',
        simple: 'to look good together, or to be nearly the same',
      }),
      sense({ guide: 'equal', level: 'C1', definition: 'a person as good as another' }),
      sense({ guide: 'friend', level: 'A2', definition: 'a good friend to play with' }),
    ],
  };
  const others = (level: 'A1' | 'A2' | 'B1' | 'B2' | 'C1', byLevel = true) =>
    explainPlanted(match, level, byLevel).otherMeanings.map((m) => m.senseId);

  it('A1 sees only senses at A1-A2 with no word above A1; A2 up to B1; B1 no C1-C2 sense', () => {
    // Before: the B1 fire sense ("thin"), "nearly" and the C1 sense for every learner.
    expect(others('A1', false)).toEqual(['match.dict.02', 'match.dict.03', 'match.dict.04']);
    // "nearly" (A2 by the word model) leaves "go together" out for A1, though it is an A2 sense.
    expect(others('A1')).toEqual(['match.dict.05']);
    expect(others('A2')).toEqual(['match.dict.02', 'match.dict.03', 'match.dict.05']);
    expect(others('B1')).toEqual(['match.dict.02', 'match.dict.03', 'match.dict.05']);
    expect(others('B2')).toEqual(['match.dict.02', 'match.dict.03', 'match.dict.04']);
  });

  it('keeps the line short for beginners: fewer meanings once it would grow long', () => {
    const long = 'a game that you play with a friend when it is a good day and you want to play';
    const many: EntryWithSenses = {
      word: 'match',
      senses: [
        sense({ guide: 'game' }),
        sense({ guide: 'a', definition: long }),
        sense({ guide: 'b', definition: long }),
        sense({ guide: 'c', definition: long }),
      ],
    };
    expect(long.length * 2).toBeGreaterThan(OTHER_MEANINGS_READ.A1.characters);
    expect(explainPlanted(many, 'A1').otherMeanings).toHaveLength(1);
    expect(explainPlanted(many, 'A1', false).otherMeanings).toHaveLength(3);
    expect(explainPlanted(many, 'B2').otherMeanings).toHaveLength(3);
  });

  it('the judged answers: match, run and ball for an A1 Sports learner', () => {
    for (const word of ['match', 'run', 'ball']) {
      const answer = explained(word, 'A1', 'Sports');
      const entry = engine.dictionary.lookup(word)!.entry;
      for (const meaning of answer.otherMeanings) {
        const index = Number(/\.dict\.(\d+)$/.exec(meaning.senseId)![1]) - 1;
        expect(['A1', 'A2'], `${word}: ${meaning.definition}`).toContain(
          entry.senses[index]!.level,
        );
        // The words a teacher found above A1 in that line (judgement A1-01, A1-03, A1-05).
        expect(meaning.definition).not.toMatch(/\b(thin|nearly|exercise|shape)\b/);
      }
    }
  });
});

describe('2. rude words: the warning in plain words for A1-B1, the labels from B2', () => {
  const rude: EntryWithSenses = {
    word: 'crud',
    senses: [
      sense({ labels: ['offensive'], examples: [], definition: 'to say bad things about someone' }),
      sense({
        labels: ['taboo'],
        examples: [],
        definition: 'a very rude word for something bad',
      }),
      sense({ labels: ['taboo'], examples: [], definition: 'a bad name for a woman' }),
    ],
  };
  it('planted: plain words, "do not use it" after a taboo sense; the exact labels from B2', () => {
    // A1-A2 in our beginner words ("rude" is A2 to a teacher; 2026-11-30z3).
    expect(explainPlanted(rude, 'A2').definition).toBe(
      'to say bad things about someone (a bad word)',
    );
    expect(explainPlanted(rude, 'B1').definition).toBe(
      'to say bad things about someone (a rude word)',
    );
    const b1Others = explainPlanted(rude, 'B1').otherMeanings.map((m) => m.definition);
    expect(b1Others).toEqual([
      'a very rude word for something bad; do not use it',
      'a bad name for a woman (a very rude word — do not use it)',
    ]);
    expect(explainPlanted(rude, 'B2').definition).toBe(
      'offensive: to say bad things about someone',
    );
    expect(explainPlanted(rude, 'B2').otherMeanings.map((m) => m.definition)).toEqual([
      'taboo: a very rude word for something bad',
      'taboo: a bad name for a woman',
    ]);
  });

  it('planted: a beginner line that already warns gets no second warning (2026-11-30)', () => {
    const warned: EntryWithSenses = {
      word: 'crud',
      senses: [
        sense({
          labels: ['taboo'],
          examples: [],
          definition: 'a very rude word for a stupid person',
          simple: 'a very bad word for a person; do not say it',
        }),
        sense({
          labels: ['offensive'],
          examples: [],
          definition: 'a rude British word for a person',
          simple: 'a bad British word for a person',
        }),
      ],
    };
    expect(explainPlanted(warned, 'A1').definition).toBe(
      'a very bad word for a person; do not say it',
    );
    expect(explainPlanted(warned, 'A1').otherMeanings.map((m) => m.definition)).toEqual([
      'a bad British word for a person',
    ]);
  });

  it('the judged answers: crap (A2), fuck (B1) without the labels; bitch (B2) with them', () => {
    const crap = explained('crap', 'A2', 'Cooking');
    expect(crap.definition).not.toMatch(/offensive|taboo/);
    expect(crap.definition).toMatch(/(?:rude|bad) word.*do not (?:use|say) it/);
    expect(crap.examples).toEqual([]);
    const fuck = explained('fuck', 'B1', 'Technology');
    expect(fuck.personalized_explanation).not.toMatch(/offensive|taboo/);
    expect(fuck.definition).toMatch(/very (?:rude|bad) word.*do not (?:use|say) it/);
    expect(explained('bitch', 'B2', 'Music').definition).toMatch(/^offensive: /);
  });
});

describe('3. "Did you mean": no swear word first, nothing far above a beginner', () => {
  const didYouMean = (word: string, level: string): string[] => {
    const result = engine.explain({ word, level });
    if (result.kind !== 'unknown') throw new Error(`${word} was explained`);
    return result.didYouMean;
  };
  it('the judged cases: blorpy (A1), footbal (A1), choclate (A2), flimbet (A2)', () => {
    // Before: "bloody, blurry, glory"; "football, foetal"; "chocolate, collate";
    // "climbed, limpet, limber".
    // Since 2026-11-29g nothing far above a beginner unless one letter away: "blurry" and
    // "glory" (B2) are two letters away, so nothing is offered ("blorpish": no "boorish").
    const blorpy = didYouMean('blorpy', 'A1');
    expect(blorpy).toEqual([]);
    expect(didYouMean('footbal', 'A1')).toEqual(['football']);
    expect(didYouMean('choclate', 'A2')).toEqual(['chocolate']);
    const flimbet = didYouMean('flimbet', 'A2');
    expect(flimbet[0]).toBe('climbed');
    expect(flimbet).not.toContain('limpet');
    expect(flimbet).not.toContain('limber');
    // The right word is kept when it is one edit away, whatever its level.
    expect(didYouMean('ubiquitos', 'B1')).toEqual(['ubiquitous']);
    expect(didYouMean('keybord', 'B1')[0]).toBe('keyboard');
  });

  it('a rude word one edit away may follow, never lead', () => {
    const bloddy = didYouMean('bloddy', 'A1');
    expect(bloddy).toContain('bloody');
    expect(bloddy[0]).not.toBe('bloody');
    for (const [typed, level] of [
      ['blorpy', 'A1'],
      ['bloddy', 'B2'],
      ['shitt', 'C1'],
      ['bich', 'B2'],
      ['crapp', 'A2'],
    ] as const) {
      const first = didYouMean(typed, level)[0];
      if (first)
        expect(
          engine.dictionary
            .lookup(first)
            ?.entry.senses.some((s) =>
              (s.labels ?? []).some((l) => l === 'offensive' || l === 'taboo'),
            ) ?? false,
          `${typed}: ${first}`,
        ).toBe(false);
    }
  });
});

describe('4. the general dictionary: a Science learner gets the science sense', () => {
  const senses = (word: string) => words.lookup(word).senses;
  it('friction for Science is the force (noun.phenomenon), not a conflict between people', () => {
    // WordNet's senses alone, whatever our dictionary holds.
    expect(chooseSense(senses('friction'), null, words, 'friction')!.sense.id).toBe(
      'friction.n.01',
    );
    const science = chooseSense(senses('friction'), 'Science', words, 'friction')!;
    expect(science.sense.synset.lexFile).toBe('noun.phenomenon');
    expect(science.sense.synset.definition).toContain('resistance');
    expect(science).toMatchObject({ chosenBy: 'interest', interest: 'Science' });
    // inertia: "a disposition to remain inactive" by frequency, the physics sense for Science.
    expect(chooseSense(senses('inertia'), 'Science', words, 'inertia')!.sense.synset.lexFile).toBe(
      'noun.phenomenon',
    );
    // Another interest, or a sense already in one of the files: unchanged.
    expect(chooseSense(senses('friction'), 'Music', words, 'friction')!.sense.id).toBe(
      'friction.n.01',
    );
  });

  it('the engine over an empty dictionary of ours answers friction for Science so', () => {
    const general = createExplainEngine(words, createDictionary([]));
    const answer = general.explain({ word: 'friction', level: 'C1', interest: 'Science' });
    if (answer.kind !== 'explanation') throw new Error('not explained');
    expect(answer.source).toBe('general');
    expect(answer.definition).toMatch(/^the resistance encountered/);
    expect(answer.personalized_explanation).toContain('In Science, friction means');
  });
});

describe('5. British pronunciation for words only WordNet has', () => {
  // (isotope, catalyst and friction, the judged words, have entries of ours now: three words
  // only WordNet has stand for them.)
  it('isthmus, nebula and quasar in British IPA, not CMUdict\'s "US /.../"', () => {
    const general = createExplainEngine(words, createDictionary([]), undefined, {
      generalBritishIpa: loadGeneralBritishIpa(),
    });
    const ipa = (word: string) => {
      const answer = general.explain({ word, level: 'C1', interest: 'Science' });
      return answer.kind === 'explanation' ? answer.ipa : null;
    };
    expect(ipa('isthmus')).toBe('/ˈɪsθməs/');
    expect(ipa('nebula')).toBe('/ˈnebjʊlə/');
    expect(ipa('quasar')).toBe('/ˈkweɪzɑː/');
    // Before, without the table: CMUdict's, marked American.
    const before = createExplainEngine(words, createDictionary([])).explain({ word: 'isotope' });
    expect(before.kind === 'explanation' && before.ipa).toBe('US /ˈaɪsəˌtoʊp/');
  });

  it('planted: our headword first, then the general table, a phrase word by word, else US', () => {
    const pronounce = createPronouncer(
      createDictionary([], undefined, new Map([['platinum', 'ˈplæ.tɪ.nəm']])),
      words,
      new Map([['black', 'blæk']]),
    );
    expect(pronounce('platinum black')).toMatchObject({
      ipa: '/ˈplætɪnəm blæk/',
      syllables: ['plæ', 'tɪ', 'nəm', 'blæk'],
      stressedSyllable: 0,
    });
    expect(pronounce('black').ipa).toBe('/blæk/');
    expect(pronounce('isotope').ipa).toMatch(/^US \//);
  });
});
