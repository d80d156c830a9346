import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '../src/modules/auth/password-strength';
import { BASE_DIFFICULTY, solveChallenge } from '../src/modules/auth/proof-of-work';
import { cloneAccounts, rowCounts, rowsOf } from './support/database-probes';
import { expectBusy, whilePoolFull } from './support/pool';
import {
  dbMode,
  signUp,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from './support/test-server';

describe(`accounts (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('signs up, creates the profile with the spec defaults and signs the learner in', async () => {
    const client = server.client();
    const email = uniqueEmail('ann.lee');
    const res = await client.post('/api/v1/auth/sign-up', {
      name: 'Ann Lee',
      email,
      password: 'long-enough-1',
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);
    expect(res.headers.getSetCookie().join(';')).toMatch(/SameSite=Lax/i);
    expect(res.body.user).toMatchObject({ email, name: 'Ann Lee', level: 'level', isNew: true });
    expect(res.body.user.validKey).toBe(email.replace(/\./g, '_'));

    const me = await client.get('/api/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.uid).toBe(res.body.user.uid);

    const profile = await client.get(
      `/api/v1/learners/${encodeURIComponent(me.body.validKey)}/profile`,
    );
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      xp: 0,
      badgesEarned: ['new_adventurer'],
      level: 'level',
      isNew: true,
      preferences: {
        contextInterests: ['Business', 'Sports'],
        dailyGoal: 10,
        reviewFrequency: 'daily',
      },
    });
    const record = await client.get(
      `/api/v1/learners/${encodeURIComponent(me.body.validKey)}/reading-record`,
    );
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ topics: [], level: 1, totalPoints: 0, questionCount: 0 });
  });

  it('signs in with the right password and refuses a wrong one or an unknown email', async () => {
    const { email, password } = await signUp(server.client());
    const browser = server.client();
    const wrong = await browser.post('/api/v1/auth/sign-in', {
      email,
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'The email or password is incorrect.',
    });
    const unknown = await browser.post('/api/v1/auth/sign-in', {
      email: uniqueEmail('nobody'),
      password,
    });
    expect(unknown.status).toBe(401);
    expect((await browser.get('/api/v1/me')).status).toBe(401);

    const ok = await browser.post('/api/v1/auth/sign-in', { email: email.toUpperCase(), password });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(email);
    expect((await browser.get('/api/v1/me')).status).toBe(200);
  });

  it('refuses a second account with the same email', async () => {
    const { email } = await signUp(server.client());
    const again = await server
      .client()
      .post('/api/v1/auth/sign-up', { name: 'Copy', email, password: 'another-pass-1' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('EMAIL_IN_USE');
    expect(again.body.error.message).toMatch(/already exists/);
  });

  it('refuses common and guessable passwords at sign-up, storing nothing', async () => {
    const before = await rowCounts(server.database);
    // The last three were accepted before issue 26.
    const cases: [string, string][] = [
      ['Ann Lee', '        '],
      ['Ann Lee', '12345678'],
      ['Ann Lee', 'password'],
      ['Ann Lee', 'Ann Lee 1'],
      ['Ann Lee', 'lexora123'],
      ['Ann Lee', 'Summer2024!'],
      ['Maya Torres', 'mayatorres2024'],
    ];
    for (const [name, password] of cases) {
      const res = await server
        .client()
        .post('/api/v1/auth/sign-up', { name, email: uniqueEmail(), password });
      expect(res.status, password).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.message).toContain(WEAK_PASSWORD_MESSAGE);
      expect(res.body.error.fields.password).toBe(res.body.error.message);
    }
    expect(await rowCounts(server.database)).toEqual(before);
  });

  it('refuses a weak password and missing fields with field messages', async () => {
    const weak = await server
      .client()
      .post('/api/v1/auth/sign-up', { name: 'W', email: uniqueEmail(), password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 8 characters long.',
    });
    expect(weak.body.error.fields.password).toBeDefined();

    const missing = await server
      .client()
      .post('/api/v1/auth/sign-up', { email: 'not-an-email', password: 'long-enough-1' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({
      name: 'Name is required.',
      email: 'Please enter a valid email address.',
    });
  });

  it('sign-out revokes the session on the server, not only the cookie', async () => {
    const browser = server.client();
    await signUp(browser);
    const stolenCookie = browser.cookieHeader();
    expect((await browser.post('/api/v1/auth/sign-out')).status).toBe(204);
    expect((await browser.get('/api/v1/me')).status).toBe(401);
    const replay = await fetch(`${server.baseUrl}/api/v1/me`, {
      headers: { cookie: stolenCookie },
    });
    expect(replay.status).toBe(401);
  });

  it('refuses anonymous callers on protected routes', async () => {
    const anon = server.client();
    for (const path of [
      '/api/v1/me',
      '/api/v1/learners/x/profile',
      '/api/v1/learners/x/reading-record',
    ]) {
      const res = await anon.get(path);
      expect(res.status, path).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers malformed and oversized JSON with a clear message', async () => {
    const client = server.client();
    const malformed = await client.request('POST', '/api/v1/auth/sign-in', '{"email": "a@b.co", ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('The request body is not valid JSON.');

    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70 * 1024) });
    const oversized = await client.request('POST', '/api/v1/auth/sign-in', huge);
    expect(oversized.status).toBe(413);
    expect(oversized.body.error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large.',
    });
  });

  it('reports the database mode on /api/health', async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { mode: dbMode, ok: true } });
  });
});

describe(`sign-in limits (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind one trusted proxy, so each test browser can come from an address of its own.
    server = await startTestServer({
      authRateLimit: { perIp: 5, perEmail: 3, signUpsPerIp: 1000, windowSeconds: 120 },
      trustProxy: { hops: 1 },
    });
  });
  afterAll(() => server.close());

  let addressCounter = 0;
  /** A new browser at a new client address (or at `address`), as the proxy reports it. */
  const browserAt = (address = `198.51.100.${++addressCounter}`) =>
    server.client({ 'x-forwarded-for': address });
  const signIn = (browser: ReturnType<typeof browserAt>, email: string, password: string) =>
    browser.post('/api/v1/auth/sign-in', { email, password });

  it(
    'lets a classroom of 40 learners behind one address all sign in',
    { timeout: 180_000 },
    async () => {
      // One sign-up hashes the shared password; 39 classmates are copies of it in the database.
      const first = await signUp(browserAt());
      const learners = [first.email, ...(await cloneAccounts(server, first.email, 39))];
      const school = '203.0.113.40';
      // A few typos on the way do not stop the class either.
      for (const email of learners.slice(0, 2)) {
        expect((await signIn(browserAt(school), email, 'typo-typo-1')).status).toBe(401);
      }
      for (const email of learners) {
        const res = await signIn(browserAt(school), email, first.password);
        expect(res.status, email).toBe(200);
      }
    },
  );

  /** The proof a browser sends after solving the puzzle of a PROOF_REQUIRED answer. */
  const proofFor = (res: { body: any }) => {
    expect(res.body.error.code).toBe('PROOF_REQUIRED');
    const { token, difficulty } = res.body.error.challenge;
    expect(difficulty).toBeGreaterThanOrEqual(BASE_DIFFICULTY);
    return { token, nonce: solveChallenge({ token, difficulty }) };
  };

  it('asks new browsers at an address with many failed sign-ins for a short puzzle, never refusing the right password', async () => {
    const address = '203.0.113.66';
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(browserAt(address), uniqueEmail(), 'guess-guess')).status).toBe(401);
    }
    const { email, password } = await signUp(browserAt());
    const asked = await signIn(browserAt(address), email, password);
    expect(asked.status).toBe(429);
    expect(asked.body.error.message).toMatch(/short security check/);
    const proof = proofFor(asked);
    const browser = browserAt(address);
    const answered = await browser.post('/api/v1/auth/sign-in', { email, password, proof });
    expect(answered.status).toBe(200);
    // A puzzle answers one sign-in only.
    const reused = await browserAt(address).post('/api/v1/auth/sign-in', {
      email,
      password,
      proof,
    });
    expect(reused.body.error.code).toBe('PROOF_REQUIRED');
    // A made-up answer is no answer.
    const forged = await browserAt(address).post('/api/v1/auth/sign-in', {
      email,
      password,
      proof: { token: proof.token, nonce: 'not-a-solution' },
    });
    expect(forged.body.error.code).toBe('PROOF_REQUIRED');
    // Other addresses are not affected.
    expect((await signIn(browserAt(), email, password)).status).toBe(200);
  });

  it("a stranger's guesses never lock the owner out of a new browser (issue 26 item 4)", async () => {
    const owner = browserAt();
    const { email, password } = await signUp(owner);
    await owner.post('/api/v1/auth/sign-out');
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(browserAt(), email, `wrong-guess-${i}`)).status).toBe(401);
    }
    // Past the account's limit a new browser solves a puzzle, then the password is checked:
    // the owner gets in, a guesser pays the work for every guess.
    const asked = await signIn(browserAt(), email, password);
    expect(asked.status).toBe(429);
    const fromNewBrowser = await browserAt().post('/api/v1/auth/sign-in', {
      email,
      password,
      proof: proofFor(asked),
    });
    expect(fromNewBrowser.status).toBe(200);
    const guess = await signIn(browserAt(), email, 'wrong-guess-9');
    const paidGuess = await browserAt().post('/api/v1/auth/sign-in', {
      email,
      password: 'wrong-guess-9',
      proof: proofFor(guess),
    });
    expect(paidGuess.status).toBe(401);
    // One address guessing on one account is refused outright past the limit.
    const stranger = '198.51.100.250';
    for (let i = 0; i < 3; i += 1) {
      const res = await signIn(browserAt(stranger), email, `stranger-${i}`);
      const proof = res.status === 429 ? proofFor(res) : undefined;
      if (proof) {
        const retried = await browserAt(stranger).post('/api/v1/auth/sign-in', {
          email,
          password: `stranger-${i}`,
          proof,
        });
        expect(retried.status).toBe(401);
      } else expect(res.status).toBe(401);
    }
    const refused = await signIn(browserAt(stranger), email, password);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(refused.body.error.message).toMatch(/^Too many attempts, try again in \d+ seconds\.$/);
    // The owner's own browser is known: it signs in without a puzzle.
    expect((await signIn(owner, email, password)).status).toBe(200);
    await owner.post('/api/v1/auth/sign-out');
    // Wrong passwords in the owner's browser count on that browser's own limit.
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(owner, email, `owner-typo-${i}`)).status).toBe(401);
    }
    expect((await signIn(owner, email, password)).status).toBe(429);
  });

  it('does not count successful sign-ins', async () => {
    const { email, password } = await signUp(browserAt());
    for (let i = 0; i < 6; i += 1) {
      expect((await signIn(browserAt(), email, password)).status).toBe(200);
    }
  });

  it('counts a burst of parallel guesses before they run: only the limit gets through', async () => {
    const { email } = await signUp(browserAt());
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(browserAt(), email, `burst-guess-${i}`)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    const asked = responses.filter((r) => r.status === 429).map((r) => r.body.error.code);
    expect(new Set(asked)).toEqual(new Set(['PROOF_REQUIRED']));
  });
});

describe(`sign-up limit (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      authRateLimit: { perIp: 5, perEmail: 3, signUpsPerIp: 2, windowSeconds: 120 },
    });
  });
  afterAll(() => server.close());

  it('limits sign-ups per address', async () => {
    await signUp(server.client());
    await signUp(server.client());
    const third = await server.client().post('/api/v1/auth/sign-up', {
      name: 'Third',
      email: uniqueEmail(),
      password: 'correct-horse-1',
    });
    expect(third.status).toBe(429);
  });
});

describe(`sign-up as an email oracle (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      authRateLimit: {
        perIp: 5,
        perEmail: 3,
        signUpsPerIp: 1000,
        emailInUsePerIp: 3,
        windowSeconds: 120,
      },
      trustProxy: { hops: 1 },
    });
  });
  afterAll(() => server.close());

  it('answers "already exists" a few times per address, then makes that address wait (issue 26 item 11)', async () => {
    const known = await signUp(server.client({ 'x-forwarded-for': '198.51.100.1' }));
    const prober = () => server.client({ 'x-forwarded-for': '203.0.113.9' });
    const probe = (email: string) =>
      prober().post('/api/v1/auth/sign-up', { name: 'Probe', email, password: 'another-pass-1' });
    // New accounts from that address do not count.
    await signUp(prober());
    for (let i = 0; i < 3; i += 1) expect((await probe(known.email)).status).toBe(409);
    const refused = await probe(known.email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // For that window the address learns nothing more, not even about new emails.
    expect((await probe(uniqueEmail())).status).toBe(429);
    // Other addresses are not affected.
    const other = server.client({ 'x-forwarded-for': '203.0.113.10' });
    const answer = await other.post('/api/v1/auth/sign-up', {
      name: 'Other',
      email: known.email,
      password: 'another-pass-1',
    });
    expect(answer.status).toBe(409);
  });
});

describe(`password hashing in the worker pool (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ pool: { threads: 1, queueLimit: 0 } });
  });
  afterAll(() => server.close());

  it('answers 503 while the pool is full, storing nothing, and signs up and in after', async () => {
    const email = uniqueEmail('pool.hash');
    const body = { name: 'Pool Hash', email, password: 'correct-horse-1' };
    const counts = await rowCounts(server.database);
    await whilePoolFull(server, async () => {
      expectBusy(await server.client().post('/api/v1/auth/sign-up', body));
    });
    expect(await rowCounts(server.database)).toEqual(counts);

    expect((await server.client().post('/api/v1/auth/sign-up', body)).status).toBe(201);
    const signIn = { email, password: body.password };
    await whilePoolFull(server, async () => {
      expectBusy(await server.client().post('/api/v1/auth/sign-in', signIn));
    });
    expect((await server.client().post('/api/v1/auth/sign-in', signIn)).status).toBe(200);
    const wrong = await server
      .client()
      .post('/api/v1/auth/sign-in', { email, password: 'nope-1234' });
    expect(wrong.status).toBe(401);
  });
});

describe(`a sign-up hashes before its transaction (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ pool: { threads: 1, queueLimit: 1 } });
  });
  afterAll(() => server.close());

  // The embedded database has one connection: a transaction open while the password waits for
  // the pool would make every other request wait too.
  it('the database answers others while the password waits for the pool', async () => {
    const run = server.tasks.run.bind(server.tasks);
    let hashQueued!: () => void;
    const queued = new Promise<void>((resolve) => (hashQueued = resolve));
    const spy = vi.spyOn(server.tasks, 'run').mockImplementation((name, input, options) => {
      if (name === 'auth.hash-password') hashQueued();
      return run(name, input, options);
    });
    const email = uniqueEmail('hash.ahead');
    let signUp: Promise<{ status: number }> | undefined;
    try {
      await whilePoolFull(server, async () => {
        signUp = server.client().post('/api/v1/auth/sign-up', {
          name: 'Hash Ahead',
          email,
          password: 'correct-horse-2',
        });
        await queued;
        const answered = await Promise.race([
          server.database.db.execute(sql`select count(*) from pg_stat_activity`).then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000)),
        ]);
        expect(answered).toBe(true);
        expect(server.database.inTransaction()).toBe(false);
        const open = rowsOf(
          await server.database.db.execute(
            sql`select count(*) as n from pg_stat_activity
                where datname = current_database() and state like 'idle in transaction%'`,
          ),
        );
        expect(Number(open[0]?.n)).toBe(0);
      });
    } finally {
      spy.mockRestore();
    }
    expect((await signUp)?.status).toBe(201);
    const signIn = { email, password: 'correct-horse-2' };
    expect((await server.client().post('/api/v1/auth/sign-in', signIn)).status).toBe(200);
  });
});
