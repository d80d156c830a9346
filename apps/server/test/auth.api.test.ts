import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe(`sign-in rate limit (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      authRateLimit: { perIp: 5, perEmail: 3, windowSeconds: 120 },
    });
  });
  afterAll(() => server.close());

  it('limits attempts per email address, then per IP, with the seconds to wait', async () => {
    const client = server.client();
    const email = uniqueEmail('target');
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await client.post('/api/v1/auth/sign-in', { email, password: 'guess-guess' })).status,
      ).toBe(401);
    }
    const limited = await client.post('/api/v1/auth/sign-in', { email, password: 'guess-guess' });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/^Too many attempts, try again in \d+ seconds\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // Other addresses still work until the per-IP budget (5) is spent.
    expect(
      (await client.post('/api/v1/auth/sign-in', { email: uniqueEmail(), password: 'guess-guess' }))
        .status,
    ).toBe(401);
    const ipLimited = await client.post('/api/v1/auth/sign-in', {
      email: uniqueEmail(),
      password: 'guess-guess',
    });
    expect(ipLimited.status).toBe(429);
  });
});
