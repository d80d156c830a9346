import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failNextInsert, rowCounts } from './support/database-probes';
import {
  dbMode,
  newLearner,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from './support/test-server';
import { minuteEachReadingClock, startRound } from './support/game-rounds';

// Each case makes one insert after the first fail inside the database, then proves that the
// request stored nothing at all and that sending it again is paid and filed in full.
describe(`multi-row writes are one transaction (${dbMode})`, () => {
  let server: TestServer;
  let removeInjection: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    server = await startTestServer({ gameClock: minuteEachReadingClock() });
  });
  afterEach(async () => {
    await removeInjection?.();
    removeInjection = undefined;
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());

  async function failOnce(table: string) {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    removeInjection = await failNextInsert(server.database, table);
    return rowCounts(server.database);
  }

  it('a game result: the game, its points and its missed words, or nothing', async () => {
    const { client, base } = await newLearner(server);
    await client.get(`${base}/difficult-words`); // the sample words are seeded before the game
    const { roundId } = await startRound(client, 'word-guess');
    const before = await failOnce('difficult_word');
    const game = {
      gameId: roundId,
      game: 'word-guess',
      score: 2,
      // A deck word our dictionary has: only those are filed (issue 27).
      missedWords: ['Mountain'],
      correctWords: ['Pizza'],
    };
    const failed = await client.post('/api/v1/games/results', game);
    expect(failed.status).toBe(500);
    expect(await rowCounts(server.database)).toEqual(before);

    const retry = await client.post('/api/v1/games/results', game);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({
      firstTime: true,
      pointsAwarded: 2,
      wordsAdded: ['mountain'], // filed as its headword
    });
    expect((await client.get(`${base}/profile`)).body.points).toBe(2);
  });

  it('a sign-up: the account, its profile and its reading record, or nothing', async () => {
    const before = await failOnce('profile');
    const email = uniqueEmail('atomic');
    const body = { name: 'Atomic Ann', email, password: 'correct-horse-1' };
    const failed = await server.client().post('/api/v1/auth/sign-up', body);
    expect(failed.status).toBe(500);
    expect(await rowCounts(server.database)).toEqual(before);

    const browser = server.client();
    const retry = await browser.post('/api/v1/auth/sign-up', body);
    expect(retry.status).toBe(201);
    const key = encodeURIComponent(retry.body.user.validKey);
    expect((await browser.get(`/api/v1/learners/${key}/reading-record`)).status).toBe(200);
  });

  it('a new difficult word and its +10 points, or nothing', async () => {
    const { client, base } = await newLearner(server);
    await client.get(`${base}/difficult-words`);
    const before = await failOnce('award_event');
    const word = { word: 'serendipity', definition: 'a happy accident' };
    const failed = await client.post(`${base}/difficult-words`, word);
    expect(failed.status).toBe(500);
    expect(await rowCounts(server.database)).toEqual(before);

    const retry = await client.post(`${base}/difficult-words`, word);
    expect(retry.status).toBe(201);
    expect(retry.body.pointsAwarded).toBe(10);
    expect((await client.get(`${base}/profile`)).body.points).toBe(10);
  });

  it('word reviews: every new review state and the practice, or nothing', async () => {
    const { client, base } = await newLearner(server);
    const { words } = (await client.get(`${base}/difficult-words`)).body;
    const due = words.filter((w: { due: boolean }) => w.due).slice(0, 2);
    const reviews = due.map((w: { id: string }) => ({ wordId: w.id, correct: true }));
    const before = await failOnce('practice_record');
    const failed = await client.post(`${base}/difficult-words/reviews`, { reviews });
    expect(failed.status).toBe(500);
    expect(await rowCounts(server.database)).toEqual(before);
    const unchanged = (await client.get(`${base}/difficult-words`)).body.words;
    for (const { id } of due)
      expect(unchanged.find((w: { id: string }) => w.id === id).due).toBe(true);

    const retry = await client.post(`${base}/difficult-words/reviews`, { reviews });
    expect(retry.status).toBe(200);
    expect(retry.body.challenge.practised).toBe(2);
  });
});
