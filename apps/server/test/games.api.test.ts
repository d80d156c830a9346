import { randomUUID } from 'node:crypto';
import { ASSOCIATION_QUESTIONS, SAMPLE_DIFFICULT_WORDS, mentionsWord } from '@lexora/content';
import type { DifficultWordList, TabooCardList } from '@lexora/contracts';
import { loadDictionary } from '@lexora/dictionary';
import { tabooCardsFor } from '../src/modules/games/games.tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBusy, whilePoolFull } from './support/pool';
import {
  dbMode,
  newLearner,
  startTestServer,
  type TestClient,
  type TestServer,
} from './support/test-server';
import { movableClock, startRound } from './support/game-rounds';

describe(`game results (${dbMode})`, () => {
  let server: TestServer;
  const clock = movableClock();
  beforeAll(async () => {
    server = await startTestServer({ gameClock: clock.now });
  });
  afterAll(() => server.close());

  /** A round of `game` that has lasted long enough for any result. */
  const playedRound = async (client: TestClient, game: string, extra: object = {}) => {
    const round = await startRound(client, game, extra);
    clock.advance(61_000);
    return round.roundId;
  };

  it('awards a game once under concurrent duplicate submissions', async () => {
    const { client, base } = await newLearner(server);
    const gameId = await playedRound(client, 'taboo');
    const result = { gameId, game: 'taboo', score: 7, missedWords: [] };
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
      gameId: (await startRound(client, 'association', { difficulty: 'Easy' })).roundId,
      game: 'association',
      score: 0,
    });
    expect(res.body).toMatchObject({ pointsAwarded: 0, firstTime: true });
    expect((await client.get(`${base}/profile`)).body).toMatchObject({ streak: 1, points: 0 });
  });

  it('files missed deck words as our dictionary’s headword, sense and category; nothing else', async () => {
    const { client, base } = await newLearner(server);
    const res = await client.post('/api/v1/games/results', {
      gameId: await playedRound(client, 'word-guess'),
      game: 'word-guess',
      score: 2,
      missedWords: ['Earthquake', 'Volcano', 'not-a-deck-word', 'Guitar'],
      correctWords: ['Pizza', 'Ocean', 'Guitar'],
    });
    expect(res.status).toBe(200);
    // 'Guitar' was also guessed in this game: not a word the learner really missed. A word
    // that is not in the deck is not filed (every deck word is a headword of our dictionary).
    expect(res.body.wordsAdded).toEqual(['earthquake', 'volcano']);
    expect(res.body.challenge.practised).toBe(6);
    const { words } = (await client.get(`${base}/difficult-words`)).body;
    expect(words).toHaveLength(7);
    const earthquake = words.find((w: { word: string }) => w.word === 'earthquake');
    expect(earthquake).toMatchObject({
      source: 'word-guess',
      status: 'Learning',
      category: 'science',
      definition: 'A sudden, violent movement of the ground, which can destroy buildings.',
    });
  });

  it('files a Word Association answer only when it was really missed, with its dictionary sense', async () => {
    const byId = new Map(ASSOCIATION_QUESTIONS.map((q) => [q.id, q]));
    // The round's order is random: a learner whose round asks "instrument" first cannot miss it
    // only once (the wrap-around asks the first question again), so draw until it comes later.
    let learner = await newLearner(server);
    let round = await startRound(learner.client, 'association', { difficulty: 'Easy' });
    for (let tries = 0; tries < 20; tries++) {
      if (byId.get(round.questionIds[0]!)!.correctAnswer !== 'instrument') break;
      learner = await newLearner(server);
      round = await startRound(learner.client, 'association', { difficulty: 'Easy' });
    }
    const { client, base } = learner;
    const asked = round.questionIds.map((id) => byId.get(id)!);
    const wrong = (q: (typeof asked)[number]) => q.options.find((o) => o !== q.correctAnswer)!;
    // Every question once, then the first again: right the first time, wrong the second (the
    // game wraps around), and one other question answered wrong.
    const missedOnce = asked.findIndex((q, i) => i > 0 && q.correctAnswer === 'instrument');
    const answers = [...asked, asked[0]!].map((q, i) => ({
      questionId: q.id,
      choice: i === asked.length || i === missedOnce ? wrong(q) : q.correctAnswer,
    }));
    clock.advance(61_000);
    const res = await client.post('/api/v1/games/results', {
      gameId: round.roundId,
      game: 'association',
      score: 0,
      answers,
    });
    expect(res.status).toBe(200);
    expect(res.body.wordsAdded).toEqual(['instrument']);
    const instrument = (await client.get(`${base}/difficult-words`)).body.words.find(
      (w: { word: string }) => w.word === 'instrument',
    );
    // The dictionary's definition of the music sense, not the game's explanation.
    expect(instrument).toMatchObject({
      definition: 'An object such as a "piano" or "guitar" that you use to play music.',
      category: 'literature',
    });
  });

  it('never files a game’s phrase: only dictionary headwords', async () => {
    const { client } = await newLearner(server);
    const byId = new Map(ASSOCIATION_QUESTIONS.map((q) => [q.id, q]));
    const round = await startRound(client, 'association', { difficulty: 'Hard' });
    const answers = round.questionIds.map((id) => {
      const q = byId.get(id)!;
      return { questionId: id, choice: q.options.find((o) => o !== q.correctAnswer)! };
    });
    clock.advance(61_000);
    const res = await client.post('/api/v1/games/results', {
      gameId: round.roundId,
      game: 'association',
      score: 0,
      answers,
    });
    expect(res.status).toBe(200);
    // Descriptive answers are not headwords; set phrases such as "civil case" are.
    const dictionary = loadDictionary();
    const phrases = ASSOCIATION_QUESTIONS.filter((q) => q.difficulty === 'Hard')
      .map((q) => q.correctAnswer)
      .filter((answer) => answer.includes(' ') && !dictionary.lookup(answer));
    expect(phrases).toEqual(expect.arrayContaining(['careful with money', 'eating fast']));
    expect(res.body.wordsAdded.length).toBeGreaterThan(5);
    for (const word of res.body.wordsAdded) expect(phrases).not.toContain(word);
    expect(res.body.wordsAdded).not.toContain('eat fast');
    expect(res.body.wordsAdded).toContain('civil case');
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
    const taboo = async (missedWords: string[]) =>
      client.post('/api/v1/games/results', {
        gameId: await playedRound(client, 'taboo'),
        game: 'taboo',
        score: 1,
        missedWords,
      });
    const first = await taboo(['Birthday', 'Integrity']);
    expect(first.body.wordsAdded).toEqual(['integrity']);
    const second = await taboo(['Birthday']);
    expect(second.body.wordsAdded).toEqual(['birthday']);
    const { words } = (await client.get(`${base}/difficult-words`)).body;
    expect(words.map((w: { word: string }) => w.word)).toEqual(
      expect.arrayContaining(['birthday', 'integrity']),
    );
  });

  it('pays +50 for a matching game once and records the pairs as correct reviews', async () => {
    const { client, base } = await newLearner(server);
    const { words } = (await client.get(`${base}/difficult-words`)).body;
    const ids = words.filter((w: { mastered: boolean }) => !w.mastered).slice(0, 2);
    const body = {
      gameId: await playedRound(client, 'matching'),
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
    const tooHigh = await post({
      gameId: await playedRound(bob.client, 'taboo'),
      game: 'taboo',
      score: 500,
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.error.message).toBe('A taboo score cannot be higher than 120.');
    const association = await playedRound(bob.client, 'association', { difficulty: 'Easy' });
    expect((await post({ gameId: association, game: 'association', score: 25 })).status).toBe(400);
    expect((await post({ gameId: 'not-a-uuid', game: 'taboo', score: 1 })).status).toBe(400);
    expect((await post({ gameId: randomUUID(), game: 'chess', score: 1 })).status).toBe(400);
    expect((await post({ gameId: randomUUID(), game: 'taboo', score: -1 })).status).toBe(400);
    const annWords = (await ann.client.get(`${ann.base}/difficult-words`)).body.words;
    const stolen = await post({
      gameId: await playedRound(bob.client, 'matching'),
      game: 'matching',
      score: 50,
      matchedWordIds: annWords.slice(0, 2).map((w: { id: string }) => w.id),
    });
    expect(stolen.status).toBe(400);
    expect((await bob.client.get(`${bob.base}/profile`)).body.points).toBe(0);
    expect(
      (await server.client().post('/api/v1/games/results', { gameId: randomUUID() })).status,
    ).toBe(401);
    expect((await server.client().post('/api/v1/games/rounds', { game: 'taboo' })).status).toBe(
      401,
    );
  });

  it("makes Taboo cards from the learner's own words with our dictionary, none for a word it lacks", async () => {
    const { client, base } = await newLearner(server);
    await client.post(`${base}/difficult-words`, {
      word: 'careful with money',
      definition: 'A game phrase filed before our dictionary.',
    });
    const res = await client.get(`${base}/taboo-cards`);
    expect(res.status).toBe(200);
    const cards: Array<{ word: string; meaning: string; tabooWords: string[] }> = res.body.cards;
    // The samples of a learner not assessed yet, each a headword; the phrase gets no card.
    expect(cards.map((c) => c.word).sort()).toEqual(
      SAMPLE_DIFFICULT_WORDS.map((w) => w.word).sort(),
    );
    const customer = cards.find((c) => c.word === 'customer')!;
    expect(customer.tabooWords).toHaveLength(4);
    expect(customer.tabooWords).toContain('client');
    // The dictionary's definition, with at most two places hidden, never a forbidden word.
    expect(customer.meaning).toMatch(/^A person who buys things/);
    for (const card of cards) {
      expect(card.meaning.split('…').length - 1, card.meaning).toBeLessThanOrEqual(2);
      for (const word of card.tabooWords) expect(mentionsWord(card.meaning, word)).toBe(false);
    }
  });

  it('keeps Taboo cards private: 401 for guests, 404 for another learner', async () => {
    const ann = await newLearner(server);
    const bob = await newLearner(server);
    expect((await server.client().get(`${ann.base}/taboo-cards`)).status).toBe(401);
    expect((await bob.client.get(`${ann.base}/taboo-cards`)).status).toBe(404);
  });
});

describe(`farmed points: a forged, replayed or impossible result pays nothing (${dbMode})`, () => {
  let server: TestServer;
  const clock = movableClock();
  beforeAll(async () => {
    server = await startTestServer({ gameClock: clock.now });
  });
  afterAll(() => server.close());

  const points = async (learner: { client: TestClient; base: string }) =>
    (await learner.client.get(`${learner.base}/profile`)).body.points as number;
  const post = (client: TestClient, body: object) => client.post('/api/v1/games/results', body);

  it('refuses a result for no round, for someone else’s round and for another game', async () => {
    const ann = await newLearner(server);
    const bob = await newLearner(server);
    // The farm: 100 new game ids with score 120 paid 12,000 points in 0.6 s.
    const farmed = await Promise.all(
      Array.from({ length: 100 }, () =>
        post(bob.client, { gameId: randomUUID(), game: 'taboo', score: 120 }),
      ),
    );
    expect(new Set(farmed.map((r) => r.status))).toEqual(new Set([400]));
    expect(farmed[0]!.body.error.message).toBe(
      'This result names no round of yours: ask for a round (POST /api/v1/games/rounds) when the game starts and send its id as the gameId.',
    );
    const annRound = await startRound(ann.client, 'taboo');
    clock.advance(61_000);
    const stolen = await post(bob.client, { gameId: annRound.roundId, game: 'taboo', score: 3 });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toMatch(/^This result names no round of yours/);
    const bobRound = await startRound(bob.client, 'word-guess');
    clock.advance(61_000);
    const otherGame = await post(bob.client, { gameId: bobRound.roundId, game: 'taboo', score: 3 });
    expect(otherGame.status).toBe(400);
    expect(otherGame.body.error.message).toBe('This round was issued for word-guess, not taboo.');
    expect(await points(bob)).toBe(0);
    // Ann's round is still hers to finish.
    expect(
      (await post(ann.client, { gameId: annRound.roundId, game: 'taboo', score: 3 })).body,
    ).toMatchObject({ pointsAwarded: 3, firstTime: true });
  });

  it('pays a replayed result nothing more', async () => {
    const learner = await newLearner(server);
    const { roundId } = await startRound(learner.client, 'taboo');
    clock.advance(61_000);
    const body = { gameId: roundId, game: 'taboo', score: 12 };
    expect((await post(learner.client, body)).body).toMatchObject({ pointsAwarded: 12 });
    for (const again of [body, { ...body, score: 20 }]) {
      const res = await post(learner.client, again);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ pointsAwarded: 0, firstTime: false });
    }
    expect(await points(learner)).toBe(12);
  });

  it('refuses a result sent sooner than its round could be played', async () => {
    const learner = await newLearner(server);
    const taboo = await startRound(learner.client, 'taboo');
    const early = await post(learner.client, { gameId: taboo.roundId, game: 'taboo', score: 12 });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(
      'This taboo round started 0 s ago; a result like this one takes at least 60 s to play.',
    );
    clock.advance(59_000);
    expect(
      (await post(learner.client, { gameId: taboo.roundId, game: 'taboo', score: 12 })).status,
    ).toBe(400);
    clock.advance(1_000);
    expect(
      (await post(learner.client, { gameId: taboo.roundId, game: 'taboo', score: 12 })).body,
    ).toMatchObject({ pointsAwarded: 12, firstTime: true });

    // Word Guess: 4 s before the first word, then 3 s a word.
    const guess = await startRound(learner.client, 'word-guess');
    clock.advance(10_000);
    const body = { gameId: guess.roundId, game: 'word-guess', score: 5 };
    expect((await post(learner.client, body)).status).toBe(400);
    clock.advance(9_000);
    expect((await post(learner.client, body)).body).toMatchObject({ pointsAwarded: 5 });

    // A game that pays nothing may end at once: its missed words are still filed.
    const left = await startRound(learner.client, 'word-guess');
    const nothing = await post(learner.client, {
      gameId: left.roundId,
      game: 'word-guess',
      score: 0,
      missedWords: ['Volcano'],
    });
    expect(nothing.body).toMatchObject({ pointsAwarded: 0, firstTime: true });
    expect(await points(learner)).toBe(17);
  });

  it('refuses a score higher than the round allows', async () => {
    const learner = await newLearner(server);
    for (const [game, score] of [
      ['taboo', 121],
      ['word-guess', 101],
    ] as const) {
      const { roundId } = await startRound(learner.client, game);
      clock.advance(3_600_000);
      const res = await post(learner.client, { gameId: roundId, game, score });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/score cannot be higher than/);
    }
    expect(await points(learner)).toBe(0);
  });

  it('scores Word Association from its answers: random pressing pays nothing', async () => {
    const learner = await newLearner(server);
    const byId = new Map(ASSOCIATION_QUESTIONS.map((q) => [q.id, q]));
    const play = async (right: (i: number) => boolean, count: number, claimed = 0) => {
      const round = await startRound(learner.client, 'association', { difficulty: 'Medium' });
      expect(round.questionIds.length).toBeGreaterThanOrEqual(40);
      expect(round.questionIds.every((id) => byId.get(id)?.difficulty === 'Medium')).toBe(true);
      const answers = Array.from({ length: count }, (_, i) => {
        const q = byId.get(round.questionIds[i % round.questionIds.length]!)!;
        const wrong = q.options.find((o) => o !== q.correctAnswer)!;
        return { questionId: q.id, choice: right(i) ? q.correctAnswer : wrong };
      });
      clock.advance(61_000);
      return post(learner.client, {
        gameId: round.roundId,
        game: 'association',
        score: claimed,
        answers,
      });
    };
    // Pressing "1" over and over is right about half the time: below the 60% bar, nothing.
    const random = await play((i) => i % 2 === 0, 60, 300);
    expect(random.status).toBe(200);
    expect(random.body).toMatchObject({ pointsAwarded: 0, firstTime: true });
    // A learner who knows most answers is paid +10 for each right one, whatever the score sent.
    const good = await play((i) => i % 3 !== 2, 12, 600);
    expect(good.body).toMatchObject({ pointsAwarded: 80 });
    // More than one answer a second cannot be played.
    const tooMany = await play(() => true, 61);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe(
      'A Word Association round takes at most 60 answers (one a second).',
    );
    // Answers to questions the round did not ask in that order are refused.
    const round = await startRound(learner.client, 'association', { difficulty: 'Easy' });
    clock.advance(61_000);
    const q = byId.get(round.questionIds[1]!)!;
    const unasked = await post(learner.client, {
      gameId: round.roundId,
      game: 'association',
      score: 10,
      answers: [{ questionId: q.id, choice: q.correctAnswer }],
    });
    expect(unasked.status).toBe(400);
    // Besides the game's 80, only Today's Challenge may have paid: the missed answers that are
    // headwords of our dictionary are filed, and filing counts as practice.
    const challenge = random.body.challenge.pointsAwarded + good.body.challenge.pointsAwarded;
    expect(await points(learner)).toBe(80 + challenge);
    expect(
      (await learner.client.post('/api/v1/games/rounds', { game: 'association' })).status,
    ).toBe(400);
  });

  it('pays a matching game once a day per set of words, never for replaying them', async () => {
    const learner = await newLearner(server);
    const { words } = (await learner.client.get(`${learner.base}/difficult-words`)).body;
    const ids: string[] = words.map((w: { id: string }) => w.id);
    const match = async (wordIds: string[], wait = 61_000) => {
      const { roundId } = await startRound(learner.client, 'matching');
      clock.advance(wait);
      return post(learner.client, {
        gameId: roundId,
        game: 'matching',
        score: 50,
        matchedWordIds: wordIds,
      });
    };
    expect((await match(ids.slice(0, 3))).body).toMatchObject({ pointsAwarded: 50 });
    // The replay of one 3-word game, and a part of it: played, recorded, not paid.
    for (const again of [ids.slice(0, 3), ids.slice(0, 2)]) {
      expect((await match(again)).body).toMatchObject({ pointsAwarded: 0, firstTime: true });
    }
    // Four pairs cannot be matched in under 2 s.
    expect((await match(ids.slice(1, 5), 1_000)).status).toBe(400);
    expect((await match(ids.slice(2, 4))).body).toMatchObject({ pointsAwarded: 50 });
    // A day later the same words pay again.
    clock.advance(24 * 3_600_000);
    expect((await match(ids.slice(0, 3))).body).toMatchObject({ pointsAwarded: 50 });
    expect(await points(learner)).toBe(150);
  });

  it('caps paying rounds at 60 an hour and issued rounds at 120 an hour', async () => {
    const learner = await newLearner(server);
    const rounds = [];
    for (let i = 0; i < 61; i++) rounds.push((await startRound(learner.client, 'taboo')).roundId);
    clock.advance(61_000);
    for (const gameId of rounds.slice(0, 60)) {
      expect((await post(learner.client, { gameId, game: 'taboo', score: 1 })).status).toBe(200);
    }
    const over = await post(learner.client, { gameId: rounds[60]!, game: 'taboo', score: 1 });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/60 paying games in the last hour/);
    expect(await points(learner)).toBe(60);
    for (let i = 61; i < 120; i++) await startRound(learner.client, 'taboo');
    const tooMany = await learner.client.post('/api/v1/games/rounds', { game: 'taboo' });
    expect(tooMany.status).toBe(429);
    // An hour later the round pays.
    clock.advance(3_601_000);
    expect(
      (await post(learner.client, { gameId: rounds[60]!, game: 'taboo', score: 1 })).body,
    ).toMatchObject({ pointsAwarded: 1 });
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
    expect(res.body.cards).toEqual(tabooCardsFor(own));
    expect(res.body.cards).toHaveLength(own.length);
  });
});
