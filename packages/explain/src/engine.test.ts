import { CHAT_SUGGESTION_WORDS } from '@lexora/content';
import { wordExplanationSchema, unknownWordSchema } from '@lexora/contracts';
import { loadBeginnerWords } from '@lexora/dictionary';
import { seededRandom } from '@lexora/games';
import { describe, expect, it } from 'vitest';
import { chooseDefinition } from './definition';
import { loadExplainEngine } from './load';
import { checkLevel, simplifyText, type LevelContext } from './simplify';
import { createSubstitutes } from './substitutes';
import type { WordExplanation } from './types';
import { createWordPicker } from './word-picker';

const engine = loadExplainEngine();
const { words } = engine;

function explained(word: string, options: Record<string, unknown> = {}): WordExplanation {
  const result = engine.explain({ word, level: 'A2', random: seededRandom(3), ...options });
  if (result.kind !== 'explanation') throw new Error(`${word} was not explained`);
  expect(wordExplanationSchema.safeParse(result).success).toBe(true);
  return result;
}

/** What the chat answers to a typed question it cannot explain (null when it explains it). */
function unknownAnswer(typed: string, level: string) {
  const parsed = engine.parseInput(typed);
  const result = engine.explain({ word: parsed.kind === 'word' ? parsed.word : typed, level });
  return result.kind === 'unknown' ? result : null;
}

describe('lookup through the explanation', () => {
  it('explains inflected, irregular, British, capitalised and multi-word forms', () => {
    expect(explained('ran').word).toBe('run');
    expect(explained('Mice').word).toBe('mouse');
    expect(explained('color')).toMatchObject({
      word: 'colour',
      definition: explained('colour').definition,
    });
    expect(explained('Ice-Creams').word).toBe('ice cream');
    expect(explained('looked after').word).toBe('look after');
    expect(explained('the').sense.chosenBy).toBe('grammar');
  });

  it('takes "occured" for a misspelling of "occurred", not a form of "occur" (reader z12)', () => {
    expect(explained('occurred').word).toBe('occur');
    const misspelt = unknownAnswer('occured', 'B1');
    expect(misspelt?.didYouMean).toEqual(['occurred']);
    expect(unknownAnswer('prefering', 'B1')?.didYouMean).toEqual(['preferring']);
    expect(explained('visited').word).toBe('visit');
  });

  it('offers a beginner no "did you mean" far above them unless it is one letter away', () => {
    const closeTo = (word: string, level: string) => {
      const result = engine.explain({ word, level });
      return result.kind === 'unknown' ? result.didYouMean : null;
    };
    // "blowfish" and "boorish" are two letters away and far above A1.
    expect(closeTo('blorpish', 'A1')).toEqual([]);
    expect(closeTo('chiken', 'A1')?.[0]).toBe('chicken');
    expect(closeTo('photosynthisis', 'A1')).toEqual(['photosynthesis']);
    // Only the closest may be above the learner (one letter away); the rest are at their level
    // (a reader of 2026-11-29h: "compute" and "commuter" after "computer" for B1).
    expect(closeTo('computor', 'B1')?.[0]).toBe('computer');
    expect(closeTo('computor', 'B1')).not.toContain('commuter');
    expect(closeTo('computor', 'B1')).not.toContain('compute');
    // Two letters off is too far to follow a lead one letter away, at any level (2026-11-29l).
    expect(closeTo('computor', 'C2')).not.toContain('commuter');
    expect(closeTo('labratory', 'C1')).toEqual(['laboratory']);
    // A far word only when surely meant: two letters swapped, or one letter off a long word.
    expect(closeTo('recieve', 'A1')?.[0]).toBe('receive');
    expect(closeTo('resilent', 'A2')).toContain('resilient');
    // ...a long word of our dictionary: not "planchet" for an A2 learner (2026-11-29q).
    expect(closeTo('plonchet', 'A2')).toEqual([]);
    // After the first, no rare word above the learner (a reader of 2026-11-29j).
    expect(closeTo('conection', 'B1')?.[0]).toBe('connection');
    expect(closeTo('conection', 'B1')).not.toContain('confection');
    // After the lead, a beginner sees no word far above them: "consert" is "concert", not
    // also "consent" (C1) and "convert" (a reader of 2026-11-30z9); a B2 learner may see them.
    expect(closeTo('consert', 'A1')).toEqual(['concert']);
    expect(closeTo('consert', 'B2')).toContain('consent');
    // Nothing one letter away: one guess only (a reader of 2026-11-29k).
    expect(closeTo('frimbling', 'B2')).toHaveLength(1);
    expect(closeTo('flimber', 'A1')).not.toContain('limber');
  });

  it('answers an unknown or misspelt word with up to three real words', () => {
    const result = engine.explain({ word: 'recieve' });
    expect(unknownWordSchema.safeParse(result).success).toBe(true);
    expect(result.kind).toBe('unknown');
    if (result.kind !== 'unknown') return;
    expect(result.didYouMean[0]).toBe('receive');
    expect(result.message).toBe(
      'I don\'t know the word "recieve". Please look at the letters again, or ask about a different word.',
    );
    expect(engine.explain({ word: 'nigger' })).toMatchObject({
      kind: 'unknown',
      reason: 'offensive',
      message:
        '"nigger" is a very bad word, so I don\'t explain it here. Please ask about a different word.',
    });
    // A refusal says why, in the learner's words (a reader of 2026-11-29j: "bollocks", which
    // has an entry of its own since 2026-11-30u; "arsehole" has none yet).
    for (const [level, said] of [
      ['B1', 'a very rude word'],
      ['C1', 'an offensive word'],
    ]) {
      const refused = engine.explain({ word: 'arsehole', level });
      expect(refused).toMatchObject({ kind: 'unknown', reason: 'offensive' });
      expect(refused.kind === 'unknown' && refused.message).toContain(`"arsehole" is ${said}`);
    }
  });

  it('says an unknown word in words the learner reads, and never that it is a word "yet"', () => {
    const messageAt = (word: string, level: string) => {
      const result = engine.explain({ word, level });
      return result.kind === 'unknown' ? result.message : `explained: ${word}`;
    };
    expect(messageAt('cookle', 'A1')).toBe(
      'I don\'t know the word "cookle". Please look at the letters again, or ask about a different word.',
    );
    expect(messageAt('clompute', 'B1')).toBe(
      'I don\'t know the word "clompute", and it may not be an English word. Check your spelling, or try another word.',
    );
    // A phrase nobody lists, said to a beginner without "phrase" (B1).
    expect(messageAt('glorpy blue zint', 'A1')).toBe(
      'I don\'t know "glorpy blue zint". Ask about one of its words.',
    );
    expect(messageAt('clompute', 'B2')).toBe(
      'I don\'t have a definition for "clompute", and it may not be an English word. Check your spelling, or try another word.',
    );
    expect(messageAt('zorp blick', 'C1')).toBe(
      'I don\'t have the phrase "zorp blick" in my dictionary. Try one of its words, or check your spelling.',
    );
    // Every word known: nothing to check ("weigh up", a reader of 2026-11-30w; "blue table" here,
    // as "weigh up" may have an entry by now).
    expect(messageAt('blue table', 'C1')).toBe(
      'I don\'t have the phrase "blue table" in my dictionary. Try one of its words.',
    );
    for (const level of ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'])
      expect(messageAt('fluxonate', level)).not.toMatch(/\byet\b/);
  });

  it('answers a phrase nobody lists with its respelling or its own words, not its first word', () => {
    const unknown = (typed: string) => unknownAnswer(typed, 'B1');
    // Before, "on" was explained; a grammar word is no help as a word to try instead.
    expect(unknown('what does on the blue chair mean')).toMatchObject({
      query: 'on the blue chair',
      didYouMean: ['blue', 'chair'],
    });
    expect(unknown('look aftr')?.didYouMean).toEqual(['look after']);
    // A longer phrase is not answered with a part of it (a reader of 2026-11-29o: "get down to
    // business", then unwritten, explained as "get down", to go down to the floor); the part is
    // offered whole.
    expect(unknown('What does ice cream van mean?')).toMatchObject({
      query: 'ice cream van',
      didYouMean: ['ice cream', 'van'],
    });
  });

  it('does not blame the spelling of a capitalised word nobody knows: it may be a name', () => {
    const answer = (typed: string, level: string) => unknownAnswer(typed, level)?.message ?? null;
    // A reader of 2026-11-29o asked about "Schengen" (since written); "Vellmora" is made up.
    expect(answer('What does Vellmora mean?', 'C1')).toBe(
      `I don't have "Vellmora" in my dictionary: it may be a name I don't know. Try another word.`,
    );
    expect(answer('What does Vellmora mean?', 'A2')).toMatch(/Is it a name\?/);
    // In lower case it is what it was: perhaps not English.
    expect(answer('what does vellmora mean', 'C1')).toMatch(/may not be an English word/);
  });

  it('offers only names for a capitalised word nobody knows (Becker: no "better"; Londn: London)', () => {
    const meant = (typed: string) => unknownAnswer(typed, 'A1')?.didYouMean ?? null;
    // A reader of 2026-11-30r asked about "Messi" (since written) and was offered "mess".
    expect(meant('What does Becker mean?')).toEqual([]);
    expect(meant('What does Londn mean?')).toEqual(['London']);
    // In lower case a common word may be meant.
    expect(meant('what does becker mean')).toContain('better');
  });

  it("finds our phrase before a general dictionary's that swallows a question word", () => {
    expect(engine.parseInput('What does work out mean?')).toMatchObject({ word: 'work out' });
  });

  it('keeps multi-word entries together in the input rules', () => {
    expect(engine.parseInput('What does ice cream mean?')).toMatchObject({ word: 'ice cream' });
    expect(engine.parseInput('what is the meaning of resilient')).toMatchObject({
      word: 'resilient',
    });
  });
});

describe('sense choice by interest', () => {
  it('reads "court" as the playing area for Sports and the legal body for Law', () => {
    const sports = explained('court', { interest: 'Sports' });
    expect(sports.sense).toMatchObject({ chosenBy: 'interest', interest: 'Sports' });
    expect(sports.definition).toContain('play a sport');
    const law = explained('court', { interest: 'Law' });
    expect(law.definition).toMatch(/judge|did a bad thing|did something (very )?wrong/);
    const none = explained('court', { interest: 'any' });
    expect(none.sense.chosenBy).toBe('frequency');
    expect(none.otherMeanings.length).toBeLessThanOrEqual(3);
    expect(none.otherMeanings.length).toBeGreaterThan(0);
  });

  it('reads "bank" as the money bank for Business and says so', () => {
    const bank = explained('bank', { interest: 'Business' });
    // (An A2 learner reads the sense's simple definition: "a place where people put their money".)
    expect(bank.definition).toMatch(/(keeps|looks after|put) (your |their )?money/);
    expect(bank.personalized_explanation).toContain('In Business');
  });

  it('shows first the example set in the interest when the sense has no interest example', () => {
    // "ticket" (travel or event) has film tickets and a train ticket; a Travel learner gets
    // the train first, at every level, and one who names no interest the dictionary's order.
    for (const level of ['A1', 'A2', 'B1', 'C1']) {
      const travel = explained('ticket', { interest: 'Travel', level });
      expect(travel.sense.chosenBy).toBe('interest');
      expect(travel.examples[0]).toMatch(/\b(train|flight|bus|plane|station)\b/);
    }
    const none = explained('ticket', { interest: 'any', level: 'B1' });
    expect(none.examples[0]).toBe(engine.dictionary.lookup('ticket')?.entry.senses[0]?.examples[0]);
  });
});

describe('level re-check', () => {
  const context = (keep: string[]): LevelContext => ({
    words,
    level: 'A2',
    keep: new Set(keep),
  });
  const substitutes = createSubstitutes(words)('A2');

  it('rewrites a planted hard word with an easier one', () => {
    const text = 'the physicians arrived';
    expect(checkLevel(text, context([])).above).toContain('physicians');
    const simple = simplifyText(text, context([]), substitutes);
    expect(simple).toBe('the doctors arrived');
    expect(checkLevel(simple, context([])).above).toEqual([]);
  });

  it('reports a hard word it cannot replace, but never the explained word', () => {
    const text = 'a word about photosynthesis';
    const checked = checkLevel(simplifyText(text, context([]), substitutes), context([]));
    expect(checked.above).toContain('photosynthesis');
    expect(checkLevel(text, context(['photosynthesis'])).above).toEqual([]);
  });

  it('keeps definitions at the level or lists what stays above it', () => {
    const sense = words.lookup('resilient').senses[0]!;
    const definition = chooseDefinition(sense, context(['resilient']), substitutes);
    expect(definition.above).toEqual(checkLevel(definition.text, context(['resilient'])).above);
    const result = explained('resilient');
    const rechecked = [result.definition, ...result.examples].flatMap(
      (t) => checkLevel(t, context(['resilient'])).above,
    );
    expect(result.aboveLevelWords.sort()).toEqual([...new Set(rechecked)].sort());
  });

  it('writes simpler text for a beginner than WordNet does', () => {
    const result = explained('house', { level: 'Beginner' });
    expect(result.learnerLevel).toBe('A1');
    expect(result.definition).not.toContain('dwelling');
  });
});

describe('learning styles', () => {
  it('verbal: a short paragraph', () => {
    const result = explained('verbose', { style: 'verbal' });
    // "verbose" is not in our dictionary: WordNet's text, said to be from a general one.
    expect(result.paragraph).toMatch(/^From a general dictionary: "verbose" \(adjective\) means /);
    expect(result.card).toBeNull();
    expect(result.question).toBeNull();
  });

  it('visual: a card with meaning, example, word family and a domain icon', () => {
    const result = explained('court', { style: 'visual', interest: 'Sports' });
    expect(result.card).toMatchObject({
      meaning: result.definition,
      example: result.examples[0],
      icon: 'sports',
    });
    expect(result.card?.wordFamily[0]).toEqual({ word: 'court', partOfSpeech: 'noun' });
    expect(explained('dog', { style: 'visual' }).card?.icon).toBe('animal');
  });

  it('visual: the word family keeps the forms a learner meets and drops rare ones', () => {
    const family = (word: string) =>
      explained(word, { style: 'visual' }).card?.wordFamily.map((f) => f.word) ?? [];
    // WordNet links all of these; "resile", "educatee" and "actuate" are rarely written.
    expect(family('resilient')).toContain('resilience');
    expect(family('resilient')).not.toContain('resile');
    expect(family('happy')).toContain('happiness');
    expect(family('educate')).toEqual(expect.arrayContaining(['education', 'educator']));
    expect(family('educate')).not.toContain('educatee');
    expect(family('act')).not.toContain('actuate');
  });

  it('interactive: one quick question the engine checks', () => {
    const result = explained('ice cream', { style: 'interactive', interest: 'Cooking' });
    const question = result.question!;
    expect(question.options).toHaveLength(3);
    expect(new Set(question.options).size).toBe(3);
    expect(result.personalized_explanation).toContain(question.prompt);
    const answers = [0, 1, 2].map((choice) => engine.checkAnswer(question.id, choice)!);
    expect(answers.filter((a) => a.correct)).toHaveLength(1);
    const right = answers.find((a) => a.correct)!;
    expect(answers.every((a) => a.correctIndex === right.correctIndex)).toBe(true);
    expect(question.options[right.correctIndex]).toMatch(/ice cream/i);
  });

  it('refuses malformed or tampered question ids and choices', () => {
    const question = explained('dog', { style: 'interactive' }).question!;
    expect(engine.checkAnswer(question.id, 3)).toBeNull();
    expect(engine.checkAnswer(question.id, -1)).toBeNull();
    expect(engine.checkAnswer('dog.n.01~A2~notanumber', 0)).toBeNull();
    expect(engine.checkAnswer('qwzxv.n.01~A2~5', 0)).toBeNull();
    expect(engine.checkAnswer('', 0)).toBeNull();
  });
});

describe('random words and suggestions', () => {
  it('picks a word at the learner level with a clean explanation', () => {
    const random = seededRandom(11);
    for (const level of ['Elementary', 'Intermediate'] as const) {
      const word = engine.randomWord(level, random);
      const result = engine.explain({ word, level });
      expect(result.kind).toBe('explanation');
      if (result.kind !== 'explanation') continue;
      expect(result.level).toBe(result.learnerLevel);
      expect(result.aboveLevelWords).toEqual([]);
      expect(words.isSensitiveWord(word)).toBe(false);
    }
  });

  it('never picks a word whose main sense is about sex or bodily functions', () => {
    const picker = createWordPicker(words);
    expect(picker.mayPick('urine')).toBe(false); // "liquid excretory product"
    expect(picker.mayPick('water')).toBe(true);
  });

  it("keeps the spec's suggestion words for C2 and gives words at the level below it", () => {
    const spec = ['serendipity', 'ephemeral', 'mellifluous', 'ubiquitous', 'pernicious'];
    const advanced = engine.suggestions('Proficient', seededRandom(2));
    expect(advanced).toHaveLength(3);
    expect(
      advanced.every(
        (w) =>
          spec.includes(w) ||
          ['eloquent', 'resilient', 'egregious', 'benevolent', 'meticulous'].includes(w),
      ),
    ).toBe(true);
    // The spec's words (C2 by the Vocabulary Profile) only for C2: B2 and C1 get none, but
    // words of the level below (our rarer C1 words are C2 to a teacher).
    for (const seed of [2, 3, 4]) {
      for (const [level, below] of [
        ['B2', 'B1'],
        ['C1', 'B2'],
      ] as const) {
        const upper = engine.suggestions(level, seededRandom(seed));
        expect(upper).toHaveLength(3);
        expect(upper.filter((w) => CHAT_SUGGESTION_WORDS.includes(w))).toEqual([]);
        for (const word of upper) {
          expect(engine.dictionary.lookup(word)?.entry.senses[0]?.level).toBe(below);
        }
      }
    }
    // A1-B1 learners get no "egregious" or "pernicious": everyday words of our dictionary.
    for (const level of ['A1', 'A2', 'B1'] as const) {
      for (const seed of [2, 3, 4]) {
        const offered = engine.suggestions(level, seededRandom(seed));
        expect(offered).toHaveLength(3);
        expect(new Set(offered).size).toBe(3);
        for (const word of offered) {
          expect(CHAT_SUGGESTION_WORDS).not.toContain(word);
          if (level !== 'B1') expect(loadBeginnerWords()(word), word).toBe(true);
          expect(engine.dictionary.lookup(word)?.entry.senses[0]?.level).toBe(level);
        }
      }
    }
  });

  it("offers three words of the learner's interest at the level, and no grammar word", () => {
    const domainOf = (word: string) => engine.dictionary.lookup(word)?.entry.senses[0]?.domains;
    const grammar = ['than', 'that', 'the', 'and', 'with', 'because'];
    for (const [level, interest, domain] of [
      ['A1', 'Cooking', 'cooking'],
      ['A2', 'Sports', 'sports'],
      ['B1', 'Medicine', 'medicine'],
    ] as const) {
      for (const seed of [2, 3, 4]) {
        const offered = engine.suggestions(level, seededRandom(seed), interest);
        expect(offered).toHaveLength(3);
        const ofInterest = offered.filter((w) => domainOf(w)?.includes(domain));
        expect(ofInterest.length, offered.join(', ')).toBe(3);
        for (const word of offered) {
          expect(engine.dictionary.lookup(word)?.entry.senses[0]?.level).toBe(level);
        }
      }
    }
    const offered = new Set<string>();
    for (let seed = 0; seed < 100; seed++) {
      for (const word of engine.suggestions('A1', seededRandom(seed))) offered.add(word);
      offered.add(engine.randomWord('A1', seededRandom(seed)));
    }
    expect([...offered].filter((w) => grammar.includes(w))).toEqual([]);
    // Only nouns, verbs and adjectives in a plain first sense: no "too", no "dude" (reader z9).
    for (let seed = 0; seed < 100; seed++) {
      for (const word of engine.suggestions('B1', seededRandom(seed))) offered.add(word);
    }
    const first = (w: string) => engine.dictionary.lookup(w)?.entry.senses[0];
    const odd = [...offered].filter(
      (w) =>
        !['noun', 'verb', 'adjective'].includes(first(w)?.pos ?? '') ||
        (first(w)?.labels ?? []).some((label) => label !== 'UK'),
    );
    expect(odd).toEqual([]);
  }, 30_000);

  it('never offers a first name ("donna") as a word to try or as the random word', () => {
    expect(engine.dictionary.lookup('donna')?.entry.senses[0]?.pos).toBe('proper noun');
    const offered = new Set<string>();
    for (let seed = 0; seed < 300; seed++) {
      for (const word of engine.suggestions('B1', seededRandom(seed))) offered.add(word);
      offered.add(engine.randomWord('B1', seededRandom(seed)));
    }
    const names = [...offered].filter(
      (word) => engine.dictionary.lookup(word)?.entry.senses[0]?.pos === 'proper noun',
    );
    expect(offered.size).toBeGreaterThan(100);
    expect(names).toEqual([]);
    // 300 draws take about 2 s on a quiet machine; a busy one needs longer.
  }, 30_000);
});
