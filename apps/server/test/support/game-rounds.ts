import { expect } from 'vitest';
import type { TestClient } from './test-server';

/** A clock for game rounds (AppDeps.gameClock): real time plus what a test moved it on. */
export function movableClock() {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms: number) => void (offset += ms) };
}

/**
 * A clock for game rounds that is a minute later at each reading, for suites that store games
 * but do not test their timing: every round has lasted long enough by the time its result comes.
 */
export function minuteEachReadingClock(): () => number {
  let at = Date.now();
  return () => (at += 61_000);
}

/** Asks for a round as a game starts (POST /games/rounds): its id (the result's gameId) etc. */
export async function startRound(
  client: TestClient,
  game: string,
  extra: object = {},
): Promise<{ roundId: string; questionIds: string[]; startedAt: string }> {
  const res = await client.post('/api/v1/games/rounds', { game, ...extra });
  expect(res.status).toBe(200);
  return res.body;
}
