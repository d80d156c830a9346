import { unknownWordSchema, wordExplanationSchema } from '@lexora/contracts';
import { createDictionary, type Sense } from '@lexora/dictionary';
import { seededRandom } from '@lexora/games';
import { describe, expect, it } from 'vitest';
import { chooseDictionarySense, interestDomain } from './dictionary-sense';
import { createExplainEngine } from './engine';
import { loadExplainEngine, loadGeneralBritishIpa } from './load';
import type { WordExplanation } from './types';

const engine = loadExplainEngine();

function explained(word: string, options: Record<string, unknown> = {}): WordExplanation {
  const result = engine.explain({ word, level: 'A2', random: seededRandom(5), ...options });
  if (result.kind !== 'explanation') throw new Error(`${word} was not explained`);
  expect(wordExplanationSchema.safeParse(result).success).toBe(true);
  return result;
}

/** The entry's senses as written in data/entries. */
const sensesOf = (word: string): Sense[] => engine.dictionary.lookup(word)!.entry.senses;
/** What an A2 learner (the default here) reads for a sense: its simple definition, if any. */
const shown = (sense: Sense): string => sense.simple ?? sense.definition;

describe('sense choice: the dictionary’s order, an interest only within its domain', () => {
  it('bank is the money bank for a Business learner and for everyone else', () => {
    const money = sensesOf('bank')[0]!;
    const business = explained('bank', { interest: 'Business' });
    expect(business.definition).toBe(shown(money));
    expect(business.sense).toMatchObject({ chosenBy: 'interest', interest: 'Business' });
    expect(business.personalized_explanation).toContain('In Business, bank means:');
    for (const interest of ['Sports', 'Cooking', 'Music', 'any', null]) {
      const other = explained('bank', { interest });
      expect(other.definition).toBe(shown(money));
      expect(other.sense.chosenBy).toBe('frequency');
    }
  });

  it('match is the game for a Sports learner', () => {
    const sports = explained('match', { interest: 'Sports' });
    expect(sports.definition).toContain('game');
    expect(sports.sense.chosenBy).toBe('interest');
  });

  it('fair is treating people equally for a Sports learner, not a baseball sense', () => {
    const sports = explained('fair', { interest: 'Sports' });
    expect(sports.definition).toBe(shown(sensesOf('fair')[0]!));
    expect(sports.definition).toMatch(/same way|equal/);
    expect(sports.personalized_explanation).not.toMatch(/baseball|foul/i);
  });

  it("puts the example set in the learner's interest first, even when the interest did not choose the sense", () => {
    // "enjoy" belongs to no domain and writes its film example second ("I enjoy my job." first);
    // a reader of 2026-11-29o wanted the film example of "watch" for a Movies learner rather
    // than the general one.
    for (const level of ['A1', 'B1']) {
      const answer = explained('enjoy', { level, interest: 'Movies' });
      expect(answer.sense.chosenBy).toBe('frequency');
      expect(answer.examples[0], `enjoy ${level}`).toMatch(/\bfilm\b/);
      expect(explained('watch', { level, interest: 'Movies' }).examples[0]).toMatch(/\bfilm\b/);
    }
    expect(explained('enjoy', { level: 'A1', interest: 'Cooking' }).examples[0]).not.toMatch(
      /\bfilm\b/,
    );
  });

  it('takes the interest example when the chosen sense has one, else its own examples', () => {
    const money = sensesOf('bank')[0]!;
    const business = explained('bank', { interest: 'Business' });
    expect(business.examples[0]).toBe(money.interest_examples?.business);
    expect(explained('bank', { interest: 'Sports' }).examples).toEqual(money.examples);
  });

  it('shows an A1 learner one example, the one whose words fit A1 best; A2 a second in beginner words; two from B1', () => {
    // (Which one: the fewest words outside our beginner words, then the word model's levels;
    // planted cases in beginner-explanation.test.ts, as the data's examples change.)
    const examples = sensesOf('worker')[0]!.examples;
    const a1 = explained('worker', { level: 'A1' }).examples;
    expect(a1).toHaveLength(1);
    expect(examples).toContain(a1[0]);
    const a2 = explained('worker', { level: 'A2' }).examples;
    expect(a2[0]).toBe(a1[0]);
    expect(a2.length).toBeLessThanOrEqual(2);
    expect(explained('worker', { level: 'B1' }).examples).toEqual(examples);
    // The interest's example is one of the candidates.
    const money = sensesOf('bank')[0]!;
    const business = explained('bank', { level: 'A1', interest: 'Business' }).examples;
    expect(business).toHaveLength(1);
    expect([money.interest_examples?.business, ...money.examples]).toContain(business[0]);
  });

  it('lets an interest choose a sense in another part of speech at any level when the main one has none', () => {
    // whip: the thing for hitting horses (noun) first, the C1 verb of cooking after.
    const thing: Sense = {
      pos: 'noun',
      level: 'B2',
      definition: 'a long piece of leather',
      examples: [],
    };
    const cream: Sense = {
      ...thing,
      pos: 'verb',
      level: 'C1',
      definition: 'to beat cream until it is thick',
      domains: ['cooking'],
    };
    expect(chooseDictionarySense([thing, cream], 'Cooking')).toMatchObject({
      index: 1,
      chosenBy: 'interest',
    });
    // A sense of the interest in the main part of speech comes first.
    const kitchenNoun: Sense = { ...thing, definition: 'a kitchen tool', domains: ['cooking'] };
    expect(chooseDictionarySense([thing, cream, kitchenNoun], 'Cooking').index).toBe(2);
    // In the data: "western" for an A1 Movies learner is the film (B2 noun), and the everyday
    // adjective is still offered under "Other meanings".
    const western = explained('western', { level: 'A1', interest: 'Movies' });
    expect(western.sense).toMatchObject({ partOfSpeech: 'noun', chosenBy: 'interest' });
    expect(western.personalized_explanation).toMatch(/Other meanings: \(adjective\)/);
  });

  it('lets an interest choose a sense of its domain at any level, never a dated one nor a sensitive one outside Law', () => {
    const plain: Sense = { pos: 'noun', level: 'A1', definition: 'first', examples: [] };
    const senses: Sense[] = [
      plain,
      { ...plain, level: 'C1', definition: 'hard sports', domains: ['sports'] },
      {
        ...plain,
        level: 'A2',
        definition: 'sensitive medicine',
        domains: ['medicine'],
        sensitive: true,
      },
      {
        ...plain,
        level: 'B1',
        definition: 'sports',
        domains: ['sports'],
        interest_examples: { sports: 'x' },
      },
    ];
    expect(chooseDictionarySense(senses, 'Sports')).toMatchObject({
      index: 1,
      chosenBy: 'interest',
      interest: 'Sports',
      interestExample: null,
    });
    // The first sense of the domain, whatever its level: the learner is asking about it
    // (issue 27: "work out" for an A1 Sports learner is the exercise, B1).
    expect(chooseDictionarySense(senses, 'Sports').index).toBe(1);
    expect(chooseDictionarySense(senses, 'Sports')).toMatchObject({
      index: 1,
      chosenBy: 'interest',
    });
    // ...but never one marked old-fashioned or literary: then the next sense of the domain.
    const dated = senses.map((s, i) =>
      i === 1 ? { ...s, labels: ['old-fashioned' as const] } : s,
    );
    expect(chooseDictionarySense(dated, 'Sports')).toMatchObject({
      index: 3,
      chosenBy: 'interest',
      interestExample: 'x',
    });
    const onlyDated = dated.filter((_, i) => i !== 3);
    expect(chooseDictionarySense(onlyDated, 'Sports')).toMatchObject({
      index: 0,
      chosenBy: 'frequency',
      interestExample: null,
    });
    expect(chooseDictionarySense(senses, 'Medicine')).toMatchObject({
      index: 0,
      chosenBy: 'frequency',
    });
    expect(chooseDictionarySense(senses, 'Gardening').index).toBe(0);
    // Law is the exception: crime and punishment are its subject ("sentence": the prison
    // sentence for a Law learner, a reader of 2026-11-29o).
    const law = senses.map((s, i) => (i === 2 ? { ...s, domains: ['law' as const] } : s));
    expect(chooseDictionarySense(law, 'Law')).toMatchObject({
      index: 2,
      chosenBy: 'interest',
    });
    expect(explained('sentence', { level: 'B2', interest: 'Law' }).definition).toMatch(/prison/);
    expect(interestDomain('Movies')).toBe('movies');
    expect(interestDomain('Film')).toBe('movies');
  });

  it('offers at most three other senses, each with its own line (B1: the simple one if any)', () => {
    const others = sensesOf('bank').slice(1, 4);
    const b1 = explained('bank', { level: 'B1' });
    expect(b1.otherMeanings.map((m) => m.definition)).toEqual(
      others.map((s) => s.simple ?? s.definition),
    );
    const b2 = explained('bank', { level: 'B2' });
    expect(b2.otherMeanings.map((m) => m.definition)).toEqual(others.map((s) => s.definition));
  });

  it('shows a rude sense first under other meanings at every level, whatever its level', () => {
    const rude = sensesOf('prick').find((s) => s.labels?.includes('offensive'));
    // Above what A1-B1 learners read under "Other meanings" (B2 at most), so only the rule shows it.
    expect(['C1', 'C2']).toContain(rude?.level);
    for (const level of ['A1', 'A2', 'B1', 'B2', 'C1']) {
      const answer = explained('prick', { level, interest: 'Technology' });
      expect(answer.sense.id).toBe('prick.dict.01');
      expect(answer.otherMeanings[0]?.definition).toMatch(
        /very (?:rude|bad) word .*do not (?:use|say) it/,
      );
    }
  });

  it('explains a phrase written as a sense of a one-word entry with that sense ("stem from")', () => {
    for (const asked of ['stem from', 'stems from']) {
      const answer = explained(asked, { level: 'C1', interest: 'Science' });
      expect(answer.word).toBe('stem');
      expect(answer.definition).toMatch(/^stem from something: to be caused by/);
      expect(answer.formOf).toBeNull();
      expect(answer.personalized_explanation).not.toContain('is a form of');
    }
  });

  it('adds grammar and collocations from B2 only', () => {
    const money = sensesOf('bank')[0]!;
    const advanced = explained('bank', { level: 'B2' });
    expect(advanced.collocations).toEqual(money.collocations);
    expect(advanced.personalized_explanation).toContain(`Often used in: ${money.collocations![0]}`);
    expect(advanced.personalized_explanation).toContain('Grammar: countable');
    const elementary = explained('bank', { level: 'A2' });
    expect(elementary.collocations).toBeUndefined();
    expect(elementary.personalized_explanation).not.toContain('Often used in');
  });
});

describe('the quick question about a sense of our dictionary', () => {
  it('has the sense’s own example as the right option and is checked from its id', () => {
    const result = explained('bank', { style: 'interactive', interest: 'Business' });
    const question = result.question!;
    expect(question.id).toMatch(/^bank\.dict\.01~A2~\d+$/);
    expect(question.prompt).toBe('Which sentence uses "bank" correctly?');
    expect(question.options).toContain(sensesOf('bank')[0]!.examples[0]);
    const answers = [0, 1, 2].map((choice) => engine.checkAnswer(question.id, choice)!);
    expect(answers.filter((a) => a.correct)).toHaveLength(1);
    const right = answers.find((a) => a.correct)!;
    expect(question.options[right.correctIndex]).toBe(sensesOf('bank')[0]!.examples[0]);
    expect(right.explanation).toContain('uses "bank" correctly');
    expect(engine.checkAnswer('bank.dict.09~A2~5', 0)).toBeNull();
    expect(engine.checkAnswer('qwzxv.dict.01~A2~5', 0)).toBeNull();
  });
});

describe('every kind of headword is explained from the dictionary', () => {
  it('labels an offensive or taboo word and gives no example, whatever the interest', () => {
    for (const interest of ['Cooking', 'Music', null]) {
      const bastard = explained('bastard', { interest, level: 'B2' });
      expect(bastard.definition).toMatch(/^offensive: /);
      expect(bastard.examples).toEqual([]);
      expect(bastard.personalized_explanation).not.toContain('Example:');
      expect(bastard.source).toBe('lexora');
      // An A2 learner reads the warning in plain words, not the label (2026-11-29c).
      const plain = explained('bastard', { interest });
      expect(plain.definition).toMatch(/^a very (?:rude|bad) word .*do not (?:use|say) it/);
      expect(plain.examples).toEqual([]);
      // Marked, so the app does not offer to file it as a word to practise.
      expect(plain.offensive).toBe(true);
    }
    expect(explained('bank').offensive).toBe(false);
    // "tit" is a bird first: the plain sense is explained and may be filed.
    expect(explained('tit', { level: 'B2' }).offensive).toBe(false);
    expect(explained('fuck', { level: 'B2' }).definition).toMatch(/^taboo: .*do not use it/);
    expect(explained('fuck').definition).toMatch(
      /^a very (?:rude|bad) word .*do not (?:use|say) it/,
    );
  });

  it('explains grammar words, greetings and phrasal verbs', () => {
    for (const word of ['can', 'about', 'will', 'hello', 'thank you', 'look after', 'give up']) {
      const result = explained(word, { level: 'A1' });
      expect(result.word).toBe(word);
      expect(result.source).toBe('lexora');
      expect(result.definition).toBe(shown(sensesOf(word)[0]!));
      expect(result.examples.length).toBeGreaterThan(0);
    }
    expect(explained('can').sense.chosenBy).toBe('grammar');
    expect(explained('london').word).toBe('London');
  });

  it('takes greetings and grammar words from the chat, but not an unfinished question', () => {
    expect(engine.parseInput('hello')).toMatchObject({ kind: 'word', word: 'hello' });
    expect(engine.parseInput('Thank you')).toMatchObject({ word: 'thank you' });
    expect(engine.parseInput('what does can mean?')).toMatchObject({ word: 'can' });
    expect(engine.parseInput('what is about')).toMatchObject({ word: 'about' });
    expect(engine.parseInput('what is the meaning')).toMatchObject({ kind: 'invalid' });
  });

  it('reads a word typed in capitals as our entry in capitals, and keeps "A&E" whole', () => {
    expect(engine.parseInput('What does WHO mean?')).toMatchObject({ word: 'WHO' });
    expect(engine.dictionary.lookup('WHO')?.entry.word).toBe('World Health Organization');
    expect(engine.parseInput('what does who mean')).toMatchObject({ word: 'who' });
    // "IT" is our entry for information technology (2026-11-30); "it" stays the pronoun.
    expect(engine.parseInput('What does IT mean?')).toMatchObject({ word: 'IT' });
    expect(engine.parseInput('what does it mean')).toMatchObject({ word: 'it' });
    expect(engine.parseInput('What does A&E mean?')).toMatchObject({ word: 'A&E' });
    // A capital inside the question: the scientist, not the unit (a reader of 2026-11-29n).
    expect(engine.parseInput('What does Newton mean?')).toMatchObject({ word: 'Newton' });
    expect(engine.parseInput('what does newton mean')).toMatchObject({ word: 'newton' });
  });

  it('finds inflected forms and spellings and says what they are a form of', () => {
    expect(explained('banks')).toMatchObject({ word: 'bank', formOf: 'banks' });
    expect(explained('banks', { level: 'B1' }).personalized_explanation).toContain(
      '"banks" is a form of "bank"',
    );
    // The header's syllables from B1 ("syllable" is a B2 word; the IPA stays).
    expect(explained('banks', { level: 'B1' }).personalized_explanation).toMatch(/1 syllable/);
    expect(explained('banks', { level: 'A2' }).personalized_explanation).not.toMatch(/syllable/);
    // "form" is B1: A1-A2 read where to look (a reader of 2026-11-30z6).
    expect(explained('banks', { level: 'A2' }).personalized_explanation).toContain(
      'For "banks", look at "bank".',
    );
    // Every style shows the note: the card and the screen's plain answer too ("went": go).
    expect(explained('banks', { level: 'A2' }).formNote).toBe('For "banks", look at "bank".');
    expect(explained('banks', { level: 'A2', style: 'visual' }).card?.meaning).toMatch(
      /^For "banks", look at "bank"\. [A-Z]/,
    );
    expect(explained('bank').formNote).toBeNull();
    expect(explained('looked after')).toMatchObject({ word: 'look after', formOf: 'looked after' });
    expect(explained('gave up').word).toBe('give up');
    expect(explained('color')).toMatchObject({ word: 'colour', formOf: 'color' });
    expect(explained('bank').formOf).toBeNull();
    // A name has no forms: another name for it (reader z4 read "a form of Mount Everest").
    expect(explained('Everest').personalized_explanation).toContain(
      '"Everest" is another name for "Mount Everest"',
    );
  });
});

/**
 * The engine over an empty dictionary of ours: every word goes to the general dictionary, so
 * these cases stay while writers add headwords ("photosynthesis" and "crayon" were general-
 * dictionary words until our dictionary took photosynthesis in).
 */
const generalOnly = createExplainEngine(engine.words, createDictionary([]), undefined, {
  generalBritishIpa: loadGeneralBritishIpa(),
});
function explainedInGeneral(word: string, options: Record<string, unknown> = {}): WordExplanation {
  const result = generalOnly.explain({ word, level: 'A2', random: seededRandom(5), ...options });
  if (result.kind !== 'explanation') throw new Error(`${word} was not explained`);
  expect(wordExplanationSchema.safeParse(result).success).toBe(true);
  return result;
}

describe('words outside the dictionary', () => {
  it('name broader and narrower words only from B2, where a learner knows those words', () => {
    // A reader of 2026-11-30u: "act (broader)" for an A1 learner.
    const relations = (level: string) =>
      explainedInGeneral('tiramisu', { level }).related.map((r) => r.relation);
    expect(relations('A1')).not.toContain('broader');
    expect(relations('B1')).not.toContain('broader');
    expect(relations('B2')).toContain('broader');
  });

  it('come from WordNet, said to be from a general dictionary and never rewritten', () => {
    const result = explainedInGeneral('photosynthesis', { style: 'verbal' });
    expect(result.source).toBe('general');
    expect(result.personalized_explanation).toContain('From a general dictionary:');
    expect(result.paragraph).toMatch(/^From a general dictionary: /);
    // WordNet's own words: "synthesis of compounds with the aid of radiant energy".
    expect(result.sense.wordnetDefinition.startsWith(result.definition)).toBe(true);
    expect(result.aboveLevelWords.length).toBeGreaterThan(0);
  });

  it('shows no WordNet phrase without a verb as an example', () => {
    // Readers of 2026-11-29o and p: "Idiopathic epilepsy.", "The nomadic habits of the Bedouins."
    expect(explainedInGeneral('nomadic', { level: 'C1' }).examples).toEqual([]);
    expect(explainedInGeneral('idiopathic', { level: 'C1' }).examples).toEqual([]);
    // A sentence stays.
    expect(explainedInGeneral('expedient', { level: 'C1' }).examples[0]).toMatch(/expedient\.$/);
  });

  it('still answers a misspelling with "did you mean"', () => {
    const result = engine.explain({ word: 'recieve', level: 'A1' });
    expect(unknownWordSchema.safeParse(result).success).toBe(true);
    expect(result).toMatchObject({ kind: 'unknown', reason: 'unknown' });
    if (result.kind === 'unknown') expect(result.didYouMean).toContain('receive');
  });
});

describe('what a dictionary answer adds beside our sense', () => {
  it('no WordNet synonyms of another meaning (a reader found fast: "sudden", cell: "cubicle")', () => {
    for (const [word, interest] of [
      ['fast', 'Sports'],
      ['cell', 'Science'],
      ['note', 'Music'],
    ]) {
      const answer = explained(word!, { interest });
      expect(answer.source).toBe('lexora');
      expect(answer.related).toEqual([]);
      expect(answer.personalized_explanation).not.toMatch(/close meaning|Related words/);
    }
  });
});

describe('one variety of English: British, the American shown as such (ADR 0051)', () => {
  it('gives British IPA from our dictionary: dance with ɑː, colour without r', () => {
    expect(explained('colour')).toMatchObject({
      ipa: '/ˈkʌlə/',
      syllables: ['kʌ', 'lə'],
      stressedSyllable: 1,
    });
    expect(explained('dance').ipa).toBe('/dɑːns/');
    expect(explained('tomato')).toMatchObject({ ipa: '/təˈmɑːtəʊ/', stressedSyllable: 2 });
  });

  it('gives a word only WordNet has in British IPA too, and says when only American is known', () => {
    // Until 2026-11-29c "US /ˈkreɪˌɑn/": CMUdict's; now ipa/ipa-gb-general.tsv (espeak-ng en-gb).
    const general = explainedInGeneral('crayon');
    expect(general.source).toBe('general');
    expect(general.ipa).toBe('/ˈkreɪɒn/');
    // Without the general table (a word it lacks): CMUdict's American, said so.
    const american = createExplainEngine(engine.words, createDictionary([])).explain({
      word: 'crayon',
      level: 'A2',
    });
    expect(american.kind === 'explanation' && american.ipa).toMatch(/^US \/.+\/$/);
  });

  it('explains the British spelling when a learner types the American one, and says so', () => {
    for (const [typed, word] of [
      ['color', 'colour'],
      ['organized', 'organised'],
      ['realize', 'realise'],
      ['traveled', 'travel'],
    ] as const) {
      const answer = explained(typed, { style: 'verbal' });
      expect(answer).toMatchObject({ word, formOf: typed, formIsAmerican: true });
      expect(answer.paragraph).toContain(
        `"${typed}" is American spelling; British English writes "${word}".`,
      );
    }
    const visual = explained('color', { style: 'visual' });
    expect(visual.card?.meaning).toMatch(/^"color" is American spelling; .*"colour"\. [A-Z]/);
  });

  it('shows the American spelling of a British headword, and writes WordNet’s text in British spelling', () => {
    const colour = explained('colour', { style: 'verbal' });
    expect(colour.americanSpelling).toBe('color');
    expect(colour.paragraph).toMatch(/American spelling: "color"\.$/);
    expect(explained('bank').americanSpelling).toBeNull();
    // WordNet: "small pieces or streamers of colored paper that are thrown around ..." (our
    // dictionary does not hold "confetti"; "crayon", the example before, it now does).
    expect(explained('confetti').definition).toContain('coloured paper');
  });
});

describe('levels of British spellings', () => {
  it('rates a British spelling as the American one the word model knows ("coloured" is no new word)', () => {
    const crayon = explained('crayon', { level: 'B1' });
    expect(crayon.definition).toContain('coloured');
    expect(crayon.aboveLevelWords).not.toContain('coloured');
  });
});
