import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DIFFICULT_WORDS, sampleDifficultWords } from '@lexora/content';
import { rowsOf } from './support/database-probes';
import { dbMode, newLearner, startTestServer, type TestServer } from './support/test-server';

// A text the analyser puts at B2 or above (vocabulary.api.test.ts).
const HARD_TEXT =
  'Although the committee acknowledged the considerable merits of the proposal, its members ' +
  'remained sceptical about the feasibility of implementing such an ambitious framework. ' +
  'Consequently, they recommended a comprehensive evaluation of the potential ramifications ' +
  'before allocating substantial resources to an initiative whose benefits were still speculative.';

describe(`difficult words, preferences and Today's Challenge (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('seeds the five sample words once, one mastered, due words first', async () => {
    const { client, base } = await newLearner(server);
    const [a, b] = await Promise.all([
      client.get(`${base}/difficult-words`),
      client.get(`${base}/difficult-words`),
    ]);
    expect(a.status).toBe(200);
    expect(a.body.words).toHaveLength(5);
    expect(b.body.words).toHaveLength(5);
    const statuses = a.body.words.map((w: { status: string }) => w.status);
    expect(statuses.filter((s: string) => s === 'Mastered')).toHaveLength(1);
    expect(a.body.toMaster).toBe(4);
    // The mastered word is not due, so it comes last.
    expect(a.body.words[4]).toMatchObject({ word: 'computer', status: 'Mastered', due: false });
    expect((await client.get(`${base}/difficult-words`)).body.words).toHaveLength(5);
  });

  it('stores the sample words with the account: reads and adds write nothing for them', async () => {
    const { client, user, base } = await newLearner(server);
    const count = async (table: 'word_list_seed' | 'difficult_word') =>
      rowsOf(
        await server.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${user.uid}`,
        ),
      )[0]!.n;
    const markers = () => count('word_list_seed');
    // Before any read: the first read of a list finds it there and writes nothing.
    expect(await markers()).toBe(1);
    expect(await count('difficult_word')).toBe(5);
    expect((await client.get(`${base}/difficult-words`)).body.words).toHaveLength(5);
    expect(await markers()).toBe(1);
    // Were later reads to seed again, the marker would come back.
    await server.database.db.execute(sql`delete from word_list_seed where user_id = ${user.uid}`);
    expect((await client.get(`${base}/difficult-words`)).body.words).toHaveLength(5);
    const added = await client.post(`${base}/difficult-words`, {
      word: 'tide',
      definition: 'Sea.',
    });
    expect(added.status).toBe(201);
    expect(await markers()).toBe(0);
  });

  it('adds a word (+10 points), refuses duplicates and blank input', async () => {
    const { client, base } = await newLearner(server);
    const added = await client.post(`${base}/difficult-words`, {
      word: '  Ubiquitous ',
      definition: ' Found everywhere. ',
    });
    expect(added.status).toBe(201);
    expect(added.body.word).toMatchObject({
      word: 'Ubiquitous',
      definition: 'Found everywhere.',
      category: 'academic',
      status: 'Learning',
      source: 'manual',
    });
    expect(added.body.pointsAwarded).toBe(10);

    const dup = await client.post(`${base}/difficult-words`, {
      word: 'ubiquitous',
      definition: 'Again',
      category: 'science',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('"ubiquitous" is already in your difficult words.');
    const sampleDup = await client.post(`${base}/difficult-words`, {
      word: 'Customer',
      definition: 'Money',
    });
    expect(sampleDup.status).toBe(409);

    const blank = await client.post(`${base}/difficult-words`, { word: '   ', definition: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Please enter both a word and definition.');
    const badCategory = await client.post(`${base}/difficult-words`, {
      word: 'a',
      definition: 'b',
      category: 'cooking',
    });
    expect(badCategory.status).toBe(400);

    const profile = await client.get(`${base}/profile`);
    expect(profile.body.points).toBe(10);
    const list = await client.get(`${base}/difficult-words`);
    expect(list.body.words).toHaveLength(6);
  });

  it('updates FSRS from review outcomes and counts practice toward the goal', async () => {
    const { client, base } = await newLearner(server);
    await client.put(`${base}/preferences`, { dailyGoal: 2 });
    const { words } = (await client.get(`${base}/difficult-words`)).body;
    const vocab = words.find((w: { word: string }) => w.word === 'vocabulary');
    const customer = words.find((w: { word: string }) => w.word === 'customer');
    const before = (await client.get(`${base}/daily-challenge`)).body;
    expect(before).toMatchObject({
      practised: 0,
      goal: 2,
      complete: false,
      points: 100,
      pointsAwarded: 0,
    });

    const res = await client.post(`${base}/difficult-words/reviews`, {
      reviews: [
        { wordId: vocab.id, correct: true },
        { wordId: customer.id, correct: false },
      ],
    });
    expect(res.status).toBe(200);
    const after = res.body.words.find((w: { id: string }) => w.id === vocab.id);
    expect(new Date(after.dueAt).getTime()).toBeGreaterThan(Date.now());
    expect(after.due).toBe(false);
    // The answer that completes it says it paid, so the page refreshes the points it shows.
    expect(res.body.challenge).toMatchObject({
      practised: 2,
      goal: 2,
      complete: true,
      pointsAwarded: 100,
    });

    // +100 points once per day, even when practice continues: one points total (issue 30).
    const again = await client.post(`${base}/difficult-words/reviews`, {
      reviews: [{ wordId: vocab.id, correct: true }],
    });
    expect(again.body.challenge).toMatchObject({ complete: true, pointsAwarded: 0 });
    const profile = (await client.get(`${base}/profile`)).body;
    expect(profile.points).toBe(100);
    expect(profile.xp).toBe(100);
  });

  it('gives a learner the sample words of the level the assessment finds, keeping the ones practised', async () => {
    const { client, base } = await newLearner(server);
    const first = (await client.get(`${base}/difficult-words`)).body.words;
    expect(first.map((w: { word: string }) => w.word).sort()).toEqual(
      SAMPLE_DIFFICULT_WORDS.map((w) => w.word).sort(),
    );
    // One sample word practised: it stays, whatever the level.
    const practised = first.find((w: { word: string }) => w.word === 'university');
    await client.post(`${base}/difficult-words/reviews`, {
      reviews: [{ wordId: practised.id, correct: false }],
    });
    const analysis = await client.post('/api/v1/vocabulary/analysis', { text: HARD_TEXT });
    const level = (
      await client.put('/api/v1/me/vocabulary-level', { analysisId: analysis.body.analysisId })
    ).body.level;
    expect(['Upper Intermediate', 'Advanced', 'Proficient']).toContain(level);
    const after = (await client.get(`${base}/difficult-words`)).body.words;
    expect(after.map((w: { word: string }) => w.word).sort()).toEqual(
      [...sampleDifficultWords(level).map((w) => w.word), 'university'].sort(),
    );
    const academic = sampleDifficultWords(level).find((w) => w.category === 'academic')!;
    expect(after.find((w: { word: string }) => w.word === academic.word)).toMatchObject({
      source: 'sample',
      category: 'academic',
      definition: academic.definition,
      status: 'Learning',
    });
    // Read again: nothing changes, nothing is written.
    const ids = (words: Array<{ id: string }>) => words.map((w) => w.id).sort();
    expect(ids((await client.get(`${base}/difficult-words`)).body.words)).toEqual(ids(after));
  });

  it('refuses reviews of unknown words and keeps every list private', async () => {
    const ann = await newLearner(server);
    const bob = await newLearner(server);
    const annWords = (await ann.client.get(`${ann.base}/difficult-words`)).body.words;
    const steal = await bob.client.post(`${bob.base}/difficult-words/reviews`, {
      reviews: [{ wordId: annWords[0].id, correct: true }],
    });
    expect(steal.status).toBe(404);
    expect((await bob.client.get(`${ann.base}/difficult-words`)).status).toBe(404);
    expect(
      (await bob.client.post(`${ann.base}/difficult-words`, { word: 'x', definition: 'y' })).status,
    ).toBe(404);
    expect((await bob.client.get(`${ann.base}/preferences`)).status).toBe(404);
    const anonymous = server.client();
    expect((await anonymous.get(`${ann.base}/difficult-words`)).status).toBe(401);
    expect((await anonymous.put(`${ann.base}/preferences`, { dailyGoal: 3 })).status).toBe(401);
  });

  it('saves context preferences validated by the contract', async () => {
    const { client, base } = await newLearner(server);
    expect((await client.get(`${base}/preferences`)).body.contextInterests).toEqual([
      'Business',
      'Sports',
    ]);
    const saved = await client.put(`${base}/preferences`, {
      contextInterests: ['Music', ' Gardening '],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.contextInterests).toEqual(['Music', 'Gardening']);
    expect(saved.body.dailyGoal).toBe(10);
    const dup = await client.put(`${base}/preferences`, { contextInterests: ['Music', 'music'] });
    expect(dup.status).toBe(400);
    expect(dup.body.error.message).toBe('Each context can be chosen once.');
    expect((await client.put(`${base}/preferences`, { contextInterests: [' '] })).status).toBe(400);
    expect((await client.put(`${base}/preferences`, { level: 'C2' })).status).toBe(400);
    expect((await client.get(`${base}/profile`)).body.preferences.contextInterests).toEqual([
      'Music',
      'Gardening',
    ]);
  });
});
