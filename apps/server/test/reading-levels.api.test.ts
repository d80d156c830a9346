import { randomUUID } from 'node:crypto';
import type { Passage } from '@lexora/content/passages';
import type {
  AssessmentRound,
  PracticePassage,
  ReadingOverview,
  ReadingResults,
  RoundResult,
} from '@lexora/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dbMode,
  newLearner,
  startTestServer,
  testPassages,
  type TestClient,
  type TestServer,
} from './support/test-server';
import {
  playRound,
  rightOption,
  startRound,
  wrongOption,
  type Reply,
} from './support/reading-answers';

/**
 * Issue 29: the assessment reaches C1 and C2, practice never repeats a passage the learner has
 * met (in practice or in the assessment) while unmet ones remain nearby, and a passage pays once.
 */

/** The bank's passages, which only the server (and this test) can see. */
const bank = new Map<string, Passage>(testPassages().map((p) => [p.id, p] as const));
const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

const practice = async (client: TestClient, query = '') => {
  const res = await client.get<{ passages: PracticePassage[] }>(`/api/v1/reading/practice${query}`);
  expect(res.status).toBe(200);
  return res.body.passages;
};
/**
 * Two right answers of three on every passage: paid, but not so well that the reading level
 * moves (ADR 0053), so practice stays at the placement.
 */
const submitMostlyRight = async (client: TestClient, passages: PracticePassage[]) => {
  const res = await client.post<Reply<ReadingResults>>('/api/v1/reading/practice/results', {
    submissionId: randomUUID(),
    answers: passages.flatMap((p) =>
      p.questions.map((q, i) => ({
        questionId: q.id,
        selectedOption: i === 0 ? wrongOption(q.id) : rightOption(q.id),
        timeSpent: 3000,
      })),
    ),
  });
  expect(res.status).toBe(200);
  expect(res.body.levelChange).toBeNull();
  return res.body;
};
const record = async (client: TestClient) =>
  (await client.get<ReadingOverview>('/api/v1/reading/record')).body.record;

describe(`the assessment up to C2, practice without repeats (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function ledgerPoints(userId: string): Promise<number> {
    const result = (await server.database.db.execute(
      sql`select coalesce(sum(amount), 0)::int as total from award_event
          where user_id = ${userId} and reason in ('reading-practice', 'reading-assessment')`,
    )) as unknown as { rows: { total: number }[] };
    return Number(result.rows[0]!.total);
  }

  it('takes a learner who answers everything right through three rounds to C1 or above, then practises at that level on new passages', async () => {
    const { client } = await newLearner(server);
    await client.put('/api/v1/reading/topics', { topics: ['science'] });

    const rounds: AssessmentRound[] = [];
    let result: RoundResult | undefined;
    for (const page of ['mcq2', 'mcq3', 'mcq4']) {
      if (result) expect(result.next).toBe(`/${page}`);
      const round = (await startRound(client, page)).body;
      rounds.push(round);
      result = await playRound(client, round, true);
    }
    expect(result!.next).toBe('/paragraph');
    // Placed at C1 or C2; the band statement is a range (such as 'B2 or above') reaching C1 at least.
    expect(result!.final_score).toBeGreaterThanOrEqual(5);
    expect(LEVELS.indexOf(result!.band.to)).toBeGreaterThanOrEqual(LEVELS.indexOf('C1'));
    // The rounds climb: the last passage is harder than the first (an A1 one for a new learner).
    const levels = rounds.map((r) => LEVELS.indexOf(r.passage.level));
    expect(levels[0]).toBe(0);
    expect(levels[2]).toBeGreaterThan(levels[0]!);

    // Practice follows the placement: C1 and its neighbours, none of the assessment's passages.
    const assessed = new Set(rounds.map((r) => r.passage.id));
    const set = await practice(client);
    expect(set).toHaveLength(3);
    for (const p of set) {
      expect(['B2', 'C1', 'C2']).toContain(p.level);
      expect(assessed.has(p.id)).toBe(false);
    }
    // Nine answers in three rounds on a busy machine: more than the default time.
  }, 120_000);

  it('serves an assessment passage in practice only once the nearby bank is used up, and pays nothing for it then', async () => {
    const { client, user } = await newLearner(server);
    await client.put('/api/v1/reading/topics', { topics: ['animals'] });

    // One round answered badly: placed at A1 or below, back to reading.
    const round = (await startRound(client, 'mcq2')).body;
    const placed = await playRound(client, round, false);
    expect(placed.next).toBe('/paragraph');
    expect(placed.final_score).toBeLessThanOrEqual(1);
    expect(placed.pointsAwarded).toBe(0);
    const assessedId = round.passage.id;
    expect(bank.get(assessedId)!.topic).toBe('animals');

    // Practice at A1 serves animals passages at A1 and A2 (one level away): every one of them
    // once, the assessment's passage not among them, each paying 10 points per right answer.
    // Two of three right keeps the reading level at A1 (ADR 0053), so the sets stay nearby.
    const nearby = testPassages().filter(
      (p) => p.topic === 'animals' && (p.level === 'A1' || p.level === 'A2'),
    );
    const unmet = nearby.length - 1;
    const seen = new Set<string>();
    let paid = 0;
    for (let served = 0; served + 3 <= unmet; served += 3) {
      const set = await practice(client, '?topic=animals');
      for (const p of set) {
        expect(p.id).not.toBe(assessedId);
        expect(seen.has(p.id)).toBe(false);
        seen.add(p.id);
      }
      const res = await submitMostlyRight(client, set);
      expect(res.pointsAwarded).toBe(60);
      paid += 60;
    }
    expect(await ledgerPoints(user.uid)).toBe(paid);

    // Used up: from now on met passages come back, the longest-ago met first, so the
    // assessment's passage is in the next set once all the others have been served.
    const fresh = unmet - seen.size;
    const set = await practice(client, '?topic=animals');
    const ids = set.map((p) => p.id);
    for (const p of set) expect(nearby.map((n) => n.id)).toContain(p.id);
    if (fresh === 0) expect(ids).toContain(assessedId);
    const before = await record(client);
    const res = await submitMostlyRight(client, set);
    // Answered before (in practice or in the assessment): scored, counted, but paid once only.
    expect(res.score).toBe(6);
    expect(res.pointsAwarded).toBe(
      20 * set.filter((p) => !seen.has(p.id) && p.id !== assessedId).length,
    );
    const after = await record(client);
    expect(after.questionCount).toBe(before.questionCount + 9);
    expect(after.totalPoints).toBe(before.totalPoints + res.pointsAwarded);
    expect(await ledgerPoints(user.uid)).toBe(paid + res.pointsAwarded);
  }, 120_000);

  it('keeps an assessment off the passages practice has served while others remain', async () => {
    const { client } = await newLearner(server);
    await client.put('/api/v1/reading/topics', { topics: ['sports'] });
    const served = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      for (const p of await practice(client, '?topic=sports')) served.add(p.id);
    }
    const round = (await startRound(client, 'mcq2')).body;
    expect(round.passage.topic).toBe('sports');
    expect(served.has(round.passage.id)).toBe(false);
  });

  it('scores /levelPrediction answers on C1 and C2 passages up to final_score 6', async () => {
    const { client } = await newLearner(server);
    const answers = ['C1', 'C1', 'C1', 'C2', 'C2', 'C2'].map((level, i) => ({
      is_correct: true,
      passage_id: `p${Math.floor(i / 3)}`,
      level,
    }));
    const strong = await client.post<{ final_score: number }>('/api/v1/levelPrediction', {
      answers,
    });
    expect(strong.status).toBe(200);
    const weak = await client.post<{ final_score: number }>('/api/v1/levelPrediction', {
      answers: answers.map((a) => ({ ...a, is_correct: false })),
    });
    expect(strong.body.final_score).toBeGreaterThanOrEqual(5);
    expect(strong.body.final_score).toBeLessThanOrEqual(6);
    expect(weak.body.final_score).toBeLessThan(strong.body.final_score);
  });
});
