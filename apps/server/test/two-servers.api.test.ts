import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerPair, type ServerPair } from './support/server-pair';
import { dbMode, signUp, TestClient } from './support/test-server';

let addressCounter = 0;
/** A browser at an address of its own (as the trusted proxy reports it) talking to `url`. */
const browser = (url: string) =>
  new TestClient(url, { 'x-forwarded-for': `198.51.100.${++addressCounter}` });

const me = (url: string, cookie: string) =>
  fetch(`${url}/api/v1/me`, { headers: { cookie } }).then((r) => r.status);

describe(`several servers on one database (${dbMode})`, { timeout: 120_000 }, () => {
  let pair: ServerPair;
  let a: string;
  let b: string;
  beforeAll(async () => {
    pair = await startServerPair();
    [a, b] = pair.urls;
  }, 180_000);
  afterAll(() => pair.close());

  it('runs as two servers', () => {
    expect(pair.kind).toBe(dbMode === 'postgres' ? 'two processes' : 'two app instances');
    expect(a).not.toBe(b);
  });

  it('a session made on one server works on the other', async () => {
    const client = browser(a);
    const { user } = await signUp(client);
    const res = await fetch(`${b}/api/v1/me`, { headers: { cookie: client.cookieHeader() } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).uid).toBe(user.uid);
  });

  it('a sign-out on one server is refused on the other at once', async () => {
    const client = browser(a);
    await signUp(client);
    const cookie = client.cookieHeader();
    // The other server has looked the session up and keeps it in its cache.
    expect(await me(b, cookie)).toBe(200);
    expect(await me(b, cookie)).toBe(200);
    expect((await client.post('/api/v1/auth/sign-out')).status).toBe(204);
    expect(await me(b, cookie)).toBe(401);
    expect(await me(a, cookie)).toBe(401);
  });

  it('a profile change on one server is seen on the other at once', async () => {
    const onA = browser(a);
    const { user } = await signUp(onA);
    const cookie = onA.cookieHeader();
    const read = async (url: string, path: string) =>
      (await fetch(`${url}${path}`, { headers: { cookie } }).then((r) => r.json())) as any;
    const profilePath = `/api/v1/learners/${encodeURIComponent(user.validKey)}`;
    // Each server has read the profile, and may keep it.
    for (const url of [a, b, b])
      expect(await read(url, '/api/v1/me')).toMatchObject({ isNew: true });
    expect((await read(b, `${profilePath}/preferences`)).dailyGoal).toBe(10);

    const renamed = await onA.patch(`${profilePath}/profile`, { name: 'Renamed', isNew: false });
    expect(renamed.status).toBe(200);
    expect(await read(b, '/api/v1/me')).toMatchObject({ name: 'Renamed', isNew: false });
    expect((await onA.put(`${profilePath}/preferences`, { dailyGoal: 25 })).status).toBe(200);
    expect((await read(b, `${profilePath}/preferences`)).dailyGoal).toBe(25);

    // And the other way round, on a server that has just read the row itself.
    expect((await read(a, '/api/v1/me')).name).toBe('Renamed');
    const back = await fetch(`${b}${profilePath}/profile`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Back Again' }),
    });
    expect(back.status).toBe(200);
    expect((await read(a, '/api/v1/me')).name).toBe('Back Again');
    expect((await read(b, `${profilePath}/profile`)).name).toBe('Back Again');
  });

  it('the same award sent to both servers at the same moment is paid once', async () => {
    const client = browser(a);
    const { user } = await signUp(client);
    const cookie = client.cookieHeader();
    const base = `/api/v1/learners/${encodeURIComponent(user.validKey)}`;
    const words = (await client.get(`${base}/difficult-words`)).body.words;
    // A round issued by one server; two pairs cannot be matched in under 1 s (ADR 0048).
    const round = await client.post('/api/v1/games/rounds', { game: 'matching' });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const game = {
      gameId: round.body.roundId,
      game: 'matching',
      score: 50,
      matchedWordIds: words.slice(0, 2).map((w: { id: string }) => w.id),
    };
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fetch(`${i % 2 ? b : a}/api/v1/games/results`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(game),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as any })),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(responses.filter((r) => r.body.firstTime)).toHaveLength(1);
    expect(responses.reduce((sum, r) => sum + r.body.pointsAwarded, 0)).toBe(50);
    const profile = await fetch(
      `${b}/api/v1/learners/${encodeURIComponent(user.validKey)}/profile`,
      { headers: { cookie } },
    );
    expect(((await profile.json()) as any).points).toBe(50);
  });

  it('counts failed sign-ins across both servers', async () => {
    const { email, password } = await signUp(browser(a));
    const attempt = (url: string, pass: string) =>
      browser(url).post('/api/v1/auth/sign-in', { email, password: pass });
    expect((await attempt(a, 'wrong-guess-1')).status).toBe(401);
    expect((await attempt(b, 'wrong-guess-2')).status).toBe(401);
    expect((await attempt(a, 'wrong-guess-3')).status).toBe(401);
    // Three failures in all: the account's limit is spent on both.
    expect((await attempt(b, 'wrong-guess-4')).status).toBe(429);
    expect((await attempt(a, password)).status).toBe(429);
  });
});
