import { randomUUID } from 'node:crypto';
import { tabooCardFromDifficultWord } from '@lexora/content';
import type { DifficultWordList, TabooCardList } from '@lexora/contracts';
import { loadLexicon, relatedWords } from '@lexora/lexicon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBusy, whilePoolFull } from './support/pool';
import { dbMode, newLearner, startTestServer, type TestServer } from './support/test-server';

describe(`game results (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('awards a game once under concurrent duplicate submissions', async () => {
    const { client, base } = await newLearner(server);
    const result = { gameId: randomUUID(), game: 'taboo', score: 7, missedWords: [] };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => client.post('/api/v1/games/results', result)),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(responses.filter((r) => r.body.firstTime)).toHaveLength(1);
    expect(responses.reduce((sum, r) => sum + r.body.pointsAwarded, 0)).toBe(7);
    expect((await client.get(`${base}/profile`)).body.points).toBe(7);
  });

  it('counts a finished game that scored nothing toward the day streak', async () => {
    const { client, base } = await newLearner(server);
    expect((await client.get(`${base}/profile`)).body.streak).toBe(0);
    const res = await client.post('/api/v1/games/results', {
      gameId: randomUUID(),
      game: 'association',
      score: 0,
    });
    expect(res.body).toMatchObject({ pointsAwarded: 0, firstTime: true });
    expect((await client.get(`${base}/profile`)).body).toMatchObject({ streak: 1, points: 0 });
  });

  it('files missed deck words in dictionary form, with a sentence and their WordNet category', async () => {
    const { client, base } = await newLearner(server);
    const res = await client.post('/api/v1/games/results', {
      gameId: randomUUID(),
      game: 'word-guess',
      score: 2,
      missedWords: ['Volcano', 'not-a-deck-word', 'Computer'],
      correctWords: ['Pizza', 'Ocean', 'Computer'],
    });
    expect(res.status).toBe(200);
    // 'Computer' was also guessed in this game: not a word the learner really missed.
    expect(res.body.wordsAdded).toEqual(['volcano']);
    expect(res.body.challenge.practised).toBe(5);
    const { words } = (await client.get(`${base}/difficult-words`)).body;
    expect(words).toHaveLength(6);
    const volcano = words.find((w: { word: string }) => w.word === 'volcano');
    expect(volcano).toMatchObject({
      source: 'word-guess',
      status: 'Learning',
      category: 'science',
    });
    expect(volcano.definition).toMatch(/^[A-Z].*hot melted rock.*\.$/);
  });

  it('files a word below the learner’s level only once it has been missed twice', async () => {
    const { client, base } = await newLearner(server);
    const analysis = await client.post('/api/v1/vocabulary/analysis', {
      text:
        'The committee’s deliberations revealed a fundamental ambiguity in the legislation. ' +
        'Although the proposal was ostensibly designed to streamline bureaucratic procedures, its ' +
        'implementation would inevitably exacerbate existing inequalities and undermine public ' +
        'confidence in the institution’s integrity.',
    });
    const saved = await client.put('/api/v1/me/vocabulary-level', {
      analysisId: analysis.body.analysisId,
    });
    expect(['Upper Intermediate', 'Advanced', 'Proficient']).toContain(saved.body.level);
    const taboo = (missedWords: string[]) =>
      client.post('/api/v1/games/results', {
        gameId: randomUUID(),
        game: 'taboo',
        score: 1,
        missedWords,
      });
    const first = await taboo(['Birthday', 'Procrastination']);
    expect(first.body.wordsAdded).toEqual(['procrastination']);
    const second = await taboo(['Birthday']);
    expect(second.body.wordsAdded).toEqual(['birthday']);
    const { words } = (await client.get(`${base}/difficult-words`)).body;
    expect(words.map((w: { word: string }) => w.word)).toEqual(
      expect.arrayContaining(['birthday', 'procrastination']),
    );
  });

  it('pays +50 for a matching game once and records the pairs as correct reviews', async () => {
    const { client, base } = await newLearner(server);
    const { words } = (await client.get(`${base}/difficult-words`)).body;
    const ids = words.filter((w: { mastered: boolean }) => !w.mastered).slice(0, 2);
    const body = {
      gameId: randomUUID(),
      game: 'matching',
      score: 50,
      matchedWordIds: ids.map((w: { id: string }) => w.id),
    };
    const first = await client.post('/api/v1/games/results', body);
    expect(first.body).toMatchObject({ pointsAwarded: 50, firstTime: true });
    const again = await client.post('/api/v1/games/results', body);
    expect(again.body).toMatchObject({ pointsAwarded: 0, firstTime: false });
    expect((await client.get(`${base}/profile`)).body.points).toBe(50);
    const after = (await client.get(`${base}/difficult-words`)).body.words;
    for (const { id } of ids) {
      expect(after.find((w: { id: string }) => w.id === id).due).toBe(false);
    }
  });

  it('refuses impossible scores, bad ids and someone else’s words', async () => {
    const ann = await newLearner(server);
    const bob = await newLearner(server);
    const post = (body: object) => bob.client.post('/api/v1/games/results', body);
    const tooHigh = await post({ gameId: randomUUID(), game: 'taboo', score: 500 });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.error.message).toBe('A taboo score cannot be higher than 120.');
    expect((await post({ gameId: randomUUID(), game: 'association', score: 25 })).status).toBe(400);
    expect((await post({ gameId: 'not-a-uuid', game: 'taboo', score: 1 })).status).toBe(400);
    expect((await post({ gameId: randomUUID(), game: 'chess', score: 1 })).status).toBe(400);
    expect((await post({ gameId: randomUUID(), game: 'taboo', score: -1 })).status).toBe(400);
    const annWords = (await ann.client.get(`${ann.base}/difficult-words`)).body.words;
    const stolen = await post({
      gameId: randomUUID(),
      game: 'matching',
      score: 50,
      matchedWordIds: annWords.slice(0, 2).map((w: { id: string }) => w.id),
    });
    expect(stolen.status).toBe(400);
    // Ann's game id cannot be claimed by Bob.
    const gameId = randomUUID();
    await ann.client.post('/api/v1/games/results', { gameId, game: 'taboo', score: 3 });
    expect((await post({ gameId, game: 'taboo', score: 3 })).status).toBe(409);
    expect((await bob.client.get(`${bob.base}/profile`)).body.points).toBe(0);
    expect((await server.client().post('/api/v1/games/results', { gameId })).status).toBe(401);
  });

  it("makes Taboo cards from the learner's own words, forbidding what a describer would say", async () => {
    const { client, base } = await newLearner(server);
    const res = await client.get(`${base}/taboo-cards`);
    expect(res.status).toBe(200);
    const cards: Array<{ word: string; meaning: string; tabooWords: string[] }> = res.body.cards;
    expect(cards.map((c) => c.word).sort()).toEqual([
      'Algorithm',
      'Hypothesis',
      'Paradigm',
      'Photosynthesis',
      'Revenue',
    ]);
    const revenue = cards.find((c) => c.word === 'Revenue')!;
    expect(revenue.tabooWords).toHaveLength(4);
    expect(revenue.tabooWords).toContain('money');
    // The definition is shown with the forbidden words hidden.
    expect(revenue.meaning).not.toMatch(/\bmoney\b/i);
    expect(revenue.meaning).toContain('…');
  });

  it('keeps Taboo cards private: 401 for guests, 404 for another learner', async () => {
    const ann = await newLearner(server);
    const bob = await newLearner(server);
    expect((await server.client().get(`${ann.base}/taboo-cards`)).status).toBe(401);
    expect((await bob.client.get(`${ann.base}/taboo-cards`)).status).toBe(404);
  });
});

describe(`Taboo cards in the worker pool (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // One thread and no waiting room: one held task makes the pool full.
    server = await startTestServer({ pool: { threads: 1, queueLimit: 0 } });
  });
  afterAll(() => server.close());

  it('makes the cards in the pool (503 while it is full), as the engine makes them', async () => {
    const { client, base } = await newLearner(server);
    await whilePoolFull(server, async () => expectBusy(await client.get(`${base}/taboo-cards`)));

    const res = await client.get<TabooCardList>(`${base}/taboo-cards`);
    expect(res.status).toBe(200);
    const own = (await client.get<DifficultWordList>(`${base}/difficult-words`)).body.words;
    const lexicon = loadLexicon();
    expect(res.body.cards).toEqual(
      own.map((w) => {
        const card = tabooCardFromDifficultWord(w, relatedWords(lexicon, w.word, w.definition));
        return { ...card, tabooWords: [...card.tabooWords] };
      }),
    );
  });
});
