import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SUGGESTION_WORDS } from '@lexora/content';
import { WORD_INPUT_INVALID_MESSAGE, wordExplanationSchema } from '@lexora/contracts';
import { dbMode, newLearner, startTestServer, type TestServer } from './support/test-server';

describe(`word assistant API (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses anonymous callers', async () => {
    const anonymous = server.client();
    const explain = await anonymous.post('/api/v1/wordexplanation', { word: 'house' });
    expect(explain.status).toBe(401);
    expect((await anonymous.get('/api/v1/wordexplanation/random')).status).toBe(401);
    const answer = await anonymous.post('/api/v1/wordexplanation/answer', {
      questionId: 'house.n.01~A2~1~x',
      choice: 0,
    });
    expect(answer.status).toBe(401);
  });

  it("explains a word from a chat question at the profile's level, with its category", async () => {
    const { client, base } = await newLearner(server);
    const res = await client.post('/api/v1/wordexplanation', {
      word: 'What is the meaning of resilient?',
    });
    const { preferences } = (await client.get(`${base}/profile`)).body;
    expect(res.status).toBe(200);
    const body = wordExplanationSchema.parse(res.body);
    expect(body.word).toBe('resilient');
    // A new profile's level is unset: Elementary (A2).
    expect(body.learnerLevel).toBe('A2');
    expect(body.style).toBe(preferences.learningStyle);
    expect(body.definition.length).toBeGreaterThan(5);
    expect(body.personalized_explanation).toContain('resilient');
    expect(['academic', 'technology', 'literature', 'science', 'business']).toContain(
      body.category,
    );

    const higher = await client.post('/api/v1/wordexplanation', {
      word: 'resilient',
      level: 'Advanced',
      style: 'visual',
    });
    expect(higher.status).toBe(200);
    expect(higher.body.learnerLevel).toBe('C1');
    expect(higher.body.card).toMatchObject({ meaning: expect.any(String) });
  });

  it("takes the context interest and learning style from the learner's preferences", async () => {
    const { client, base } = await newLearner(server);
    expect(
      (
        await client.put(`${base}/preferences`, {
          contextInterests: ['Sports'],
          learningStyle: 'interactive',
        })
      ).status,
    ).toBe(200);
    const res = await client.post('/api/v1/wordexplanation', { word: 'court' });
    expect(res.status).toBe(200);
    expect(res.body.sense).toMatchObject({ chosenBy: 'interest', interest: 'Sports' });
    expect(res.body.style).toBe('interactive');
    expect(res.body.question.options).toHaveLength(3);

    // The body wins over the profile.
    const law = await client.post('/api/v1/wordexplanation', {
      word: 'court',
      preferences: 'Law',
      style: 'verbal',
    });
    expect(law.body.sense.interest).toBe('Law');
    expect(law.body.sense.id).not.toBe(res.body.sense.id);
    expect(law.body.question).toBeNull();
  });

  it('explains from our dictionary: money bank, greetings, phrasal verbs, labelled offensive words', async () => {
    const { client } = await newLearner(server);
    const ask = async (word: string, preferences = 'any', level = 'Elementary') => {
      const res = await client.post('/api/v1/wordexplanation', { word, preferences, level });
      expect(res.status, word).toBe(200);
      return wordExplanationSchema.parse(res.body);
    };
    const business = await ask('bank', 'Business');
    expect(business).toMatchObject({ source: 'lexora', sense: { chosenBy: 'interest' } });
    expect(business.definition).toContain('money');
    expect((await ask('bank', 'Sports')).definition).toBe(business.definition);
    expect((await ask('match', 'Sports')).definition).toContain('game');
    expect((await ask('fair', 'Sports')).definition).toMatch(/same way|equal/);
    expect((await ask('What does hello mean?')).word).toBe('hello');
    expect((await ask('thank you')).word).toBe('thank you');
    expect((await ask('can')).source).toBe('lexora');
    expect(await ask('looked after')).toMatchObject({ word: 'look after', formOf: 'looked after' });
    // An A2 learner reads the warning in beginner words, once; the label "offensive" from B2.
    const rude = await ask('bastard', 'Cooking');
    expect(rude.definition).toMatch(/^a very bad word .*do not say it$/);
    expect(rude.definition.match(/do not say it/g)).toHaveLength(1);
    expect(rude.examples).toEqual([]);
    expect((await ask('bastard', 'Cooking', 'B2')).definition).toMatch(/^offensive: /);
    // A word only WordNet has ("photosynthesis" was one until our dictionary took it in).
    const general = await ask('chemosynthesis');
    expect(general.source).toBe('general');
    expect(general.personalized_explanation).toContain('From a general dictionary');
    // The typed phrase is looked up whole before fillers ("in", "by") are dropped, and a
    // misspelt form is not a form (docs/assistant-judgement-2026-11-29.md).
    expect((await ask('log in', 'Technology')).word).toBe('log in');
    expect((await ask('What does play by ear mean?', 'Music')).word).toBe('play by ear');
    const misspelt = await client.post('/api/v1/wordexplanation', { word: 'swiming' });
    expect(misspelt.status).toBe(404);
    expect(misspelt.body.didYouMean).toContain('swimming');
  });

  it("takes the category from the domain of the dictionary's sense, WordNet only for its own words", async () => {
    const { client } = await newLearner(server);
    const category = async (word: string) =>
      (await client.post('/api/v1/wordexplanation', { word, preferences: 'any' })).body.category;
    // WordNet put the money bank under Science and a pet under Science, "swift" under Business.
    expect(await category('bank')).toBe('business');
    expect(await category('pet')).toBe('academic');
    expect(await category('swift')).toBe('academic');
    expect(await category('orchestra')).toBe('literature');
    expect(await category('photosynthesis')).toBe('science');
  });

  it('explains in British spelling and says when the learner typed the American one', async () => {
    const { client } = await newLearner(server);
    const ask = async (word: string) =>
      wordExplanationSchema.parse(
        (await client.post('/api/v1/wordexplanation', { word, preferences: 'any' })).body,
      );
    expect(await ask('color')).toMatchObject({
      word: 'colour',
      formOf: 'color',
      formIsAmerican: true,
      americanSpelling: 'color',
    });
    expect(await ask('colour')).toMatchObject({
      word: 'colour',
      formOf: null,
      formIsAmerican: false,
      americanSpelling: 'color',
    });
    expect(await ask('organize')).toMatchObject({ word: 'organise', formIsAmerican: true });
    expect(await ask('organized')).toMatchObject({ word: 'organised', formIsAmerican: true });
    expect((await ask('house')).americanSpelling).toBeNull();
  });

  it('answers an unknown word with 404, "did you mean" and three suggestion words', async () => {
    const { client } = await newLearner(server);
    const misspelt = await client.post('/api/v1/wordexplanation', { word: 'resilent' });
    expect(misspelt.status).toBe(404);
    expect(misspelt.body).toMatchObject({
      kind: 'unknown',
      query: 'resilent',
      message: `I don't know the word "resilent". Please look at the letters again, or ask about a different word.`,
    });
    expect(misspelt.body.didYouMean).toContain('resilient');

    const nonsense = await client.post('/api/v1/wordexplanation', { word: 'blorptastic' });
    expect(nonsense.status).toBe(404);
    expect(nonsense.body.suggestions).toHaveLength(3);
    // The spec's ten words are C1-C2: an A2 learner (the profile's default) gets none of them,
    // only everyday words at their level ("egregious" is no help to a beginner).
    expect(
      nonsense.body.suggestions.filter((w: string) =>
        (CHAT_SUGGESTION_WORDS as readonly string[]).includes(w),
      ),
    ).toHaveLength(0);
  });

  it('refuses input that cannot be a word with 400 and the spec message', async () => {
    const { client } = await newLearner(server);
    for (const word of ['', '   ', '12345', '?!#', 'a'.repeat(61), 'what is the meaning']) {
      const res = await client.post('/api/v1/wordexplanation', { word });
      expect(res.status, JSON.stringify(word)).toBe(400);
      expect(res.body.error.message).toBe(WORD_INPUT_INVALID_MESSAGE);
    }
    const nul = await client.post('/api/v1/wordexplanation', { word: 'ho\u0000use' });
    expect(nul.status).toBe(400);
    const noBody = await client.post('/api/v1/wordexplanation', {});
    expect(noBody.status).toBe(400);
  });

  it('gives a random word at the level asked for, or at the profile level', async () => {
    const { client } = await newLearner(server);
    const b1 = await client.get('/api/v1/wordexplanation/random?level=B1');
    expect(b1.status).toBe(200);
    expect(b1.body.word).toMatch(/^[a-z][a-z' -]*$/);
    const explained = await client.post('/api/v1/wordexplanation', {
      word: b1.body.word,
      level: 'B1',
      preferences: 'any',
    });
    expect(explained.status).toBe(200);
    expect(explained.body.query).toBe(b1.body.word);
    expect(explained.body.aboveLevelWords).toEqual([]);
    const own = await client.get('/api/v1/wordexplanation/random');
    expect(own.status).toBe(200);
    const ownExplained = await client.post('/api/v1/wordexplanation', {
      word: own.body.word,
      preferences: 'any',
    });
    expect(ownExplained.body.learnerLevel).toBe('A2');
    expect(ownExplained.body.aboveLevelWords).toEqual([]);
  });

  it('adds an explained word to the difficult words once', async () => {
    const { client, base } = await newLearner(server);
    const { body } = await client.post('/api/v1/wordexplanation', { word: 'resilient' });
    const entry = { word: body.word, definition: body.definition, category: body.category };
    const added = await client.post(`${base}/difficult-words`, entry);
    expect(added.status).toBe(201);
    expect(added.body.word).toMatchObject({ word: 'resilient', source: 'manual' });
    const again = await client.post(`${base}/difficult-words`, entry);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('"resilient" is already in your difficult words.');
    const list = await client.get(`${base}/difficult-words`);
    expect(list.body.words.filter((w: { word: string }) => w.word === 'resilient')).toHaveLength(1);
  });

  it('checks the quick question and pays 2 points once per word, only to its learner', async () => {
    const { client, base } = await newLearner(server);
    const other = await newLearner(server);
    const { body } = await client.post('/api/v1/wordexplanation', {
      word: 'house',
      style: 'interactive',
      preferences: 'any',
    });
    const questionId: string = body.question.id;

    const stranger = await other.client.post('/api/v1/wordexplanation/answer', {
      questionId,
      choice: 0,
    });
    expect(stranger.status).toBe(404);
    const forged = await client.post('/api/v1/wordexplanation/answer', {
      questionId: questionId.replace(/~\d+~/, '~7~'),
      choice: 0,
    });
    expect(forged.status).toBe(404);

    const first = await client.post('/api/v1/wordexplanation/answer', { questionId, choice: 0 });
    expect(first.status).toBe(200);
    const right: number = first.body.correctIndex;
    expect(first.body.explanation).toContain(body.question.options[right]);
    if (right !== 0) {
      expect(first.body).toMatchObject({ correct: false, pointsAwarded: 0 });
      expect((await client.get(`${base}/profile`)).body.points).toBe(0);
    } else {
      expect(first.body).toMatchObject({ correct: true, pointsAwarded: 2 });
    }
    const correct = await client.post('/api/v1/wordexplanation/answer', {
      questionId,
      choice: right,
    });
    expect(correct.body.correct).toBe(true);
    expect(correct.body.pointsAwarded).toBe(right === 0 ? 0 : 2);

    // A new question about the same word pays nothing more.
    const second = await client.post('/api/v1/wordexplanation', {
      word: 'houses',
      style: 'interactive',
      preferences: 'any',
    });
    expect(second.body.sense.id).toBe(body.sense.id);
    const again = await client.post('/api/v1/wordexplanation/answer', {
      questionId: second.body.question.id,
      choice: 0,
    });
    const check = await client.post('/api/v1/wordexplanation/answer', {
      questionId: second.body.question.id,
      choice: again.body.correctIndex,
    });
    expect(check.body).toMatchObject({ correct: true, pointsAwarded: 0 });
    expect((await client.get(`${base}/profile`)).body.points).toBe(2);

    const badChoice = await client.post('/api/v1/wordexplanation/answer', {
      questionId,
      choice: 3,
    });
    expect(badChoice.status).toBe(400);
  });
});
