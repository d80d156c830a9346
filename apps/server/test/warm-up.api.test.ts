import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmUpRequests } from '../src/http/warm-up';
import { rowCounts } from './support/database-probes';
import { dbMode, signUp, startTestServer, type TestServer } from './support/test-server';

describe(`warming up the request paths (${dbMode})`, { timeout: 120_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('sends every request of its rounds without a refusal, and leaves no row behind', async () => {
    // A learner of the app's own, whose rows must stay as they are.
    await signUp(server.client());
    const before = await rowCounts(server.database);

    const seen: string[] = [];
    const counted: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      seen.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname} ${res.status}`);
      return res;
    };
    const result = await warmUpRequests(server.baseUrl, { rounds: 2, fetch: counted });

    // Sign-up, two rounds of thirteen requests (a game is a round and its result), deletion.
    expect(result.requests).toBe(28);
    expect(seen).toHaveLength(28);
    expect(result.failures, seen.join('\n')).toBe(0);
    expect(seen[0]).toBe('POST /api/v1/auth/sign-up 201');
    expect(seen.at(-1)).toMatch(/^POST \/api\/v1\/me\/delete-account 2\d\d$/);
    // The rounds reached the learner's own data: games stored, words filed, texts analysed.
    expect(seen.filter((s) => s === 'POST /api/v1/games/results 200')).toHaveLength(2);
    expect(seen.filter((s) => /difficult-words 201$/.test(s))).toHaveLength(2);
    expect(seen.filter((s) => s === 'POST /api/v1/vocabulary/analysis 201')).toHaveLength(2);

    expect(await rowCounts(server.database)).toEqual(before);
  });

  it('counts a refused request as a failure', async () => {
    const refusing: typeof fetch = async (input, init) =>
      new URL(String(input)).pathname.endsWith('/reading-record')
        ? new Response('{}', { status: 400 })
        : fetch(input, init);
    const result = await warmUpRequests(server.baseUrl, { rounds: 1, fetch: refusing });
    expect(result.failures).toBe(1);
  });
});
