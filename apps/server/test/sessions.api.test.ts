import { encodeWav } from '@lexora/speech';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionKey } from '../src/http/session-cache';
import { createSessions, SESSION_CHANNEL } from '../src/http/sessions';
import { foreignListener } from './support/foreign-listener';
import {
  dbMode,
  suiteDatabase,
  signUp,
  startTestServer,
  type TestClient,
  type TestServer,
} from './support/test-server';

const PUBLIC_URL = 'https://lexora.example';
/** What a TLS-terminating proxy in front of Lexora adds to each request. */
const BEHIND_TLS_PROXY = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'lexora.example' };

function silenceUpload(client: TestClient, origin: string) {
  const form = new FormData();
  const wav = encodeWav(new Int16Array(16000), 16000);
  form.set('audio', new Blob([Buffer.from(wav)], { type: 'audio/wav' }), 'recording.wav');
  form.set('expected_word', 'computer');
  return client.request('POST', '/api/v1/pronunciation/check', form, { headers: { origin } });
}

describe(
  `sessions over https behind a TLS-terminating proxy (${dbMode})`,
  { timeout: 60_000 },
  () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ publicUrl: PUBLIC_URL });
    });
    afterAll(() => server.close());

    it('signs up with the __Secure- cookie, then every signed-in call works', async () => {
      const browser = server.client(BEHIND_TLS_PROXY);
      const res = await browser.post('/api/v1/auth/sign-up', {
        name: 'Tls Learner',
        email: 'tls.learner@example.com',
        password: 'correct-horse-1',
      });
      expect(res.status).toBe(201);
      const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
      expect(cookie).toMatch(/^__Secure-lexora\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);

      const me = await browser.get('/api/v1/me');
      expect(me.status).toBe(200);
      const key = encodeURIComponent(me.body.validKey);
      expect((await browser.get(`/api/v1/learners/${key}/profile`)).status).toBe(200);

      // The check is the learner's (counted in their stats), not a guest's.
      expect((await silenceUpload(browser, PUBLIC_URL)).status).toBe(200);
      const stats = await browser.get('/api/v1/pronunciation/stats');
      expect(stats.status).toBe(200);
      expect(stats.body.practice).toBe(1);

      expect((await browser.post('/api/v1/auth/sign-out')).status).toBe(204);
      expect((await browser.get('/api/v1/me')).status).toBe(401);
    });
  },
);

describe(`one session, two spellings of its cookie (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('signing out with one spelling ends the session for the other at once', async () => {
    const browser = server.client();
    await signUp(browser);
    const encoded = browser.cookieHeader();
    expect(encoded).toMatch(/%[0-9A-F]{2}/); // the signature is set URL-encoded
    const decoded = decodeURIComponent(encoded);
    const me = (cookie: string) =>
      fetch(`${server.baseUrl}/api/v1/me`, { headers: { cookie } }).then((r) => r.status);
    expect(await me(encoded)).toBe(200);
    expect(await me(decoded)).toBe(200);

    const out = await fetch(`${server.baseUrl}/api/v1/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: encoded },
    });
    expect(out.status).toBe(204);
    expect(await me(decoded)).toBe(401);
    expect(await me(encoded)).toBe(401);
  });
});

// Another server hears a sign-out through the database's notices. Answering once this server had
// heard its own notice back still let a learner's next request reach a busier server before the
// notice did (CI, 2026-11-27). Only PostgreSQL has other servers, so this opens a PostgreSQL
// database in both test legs.
describe('a sign-out waits until every server has handled it (postgres)', () => {
  const opened = suiteDatabase({ mode: 'postgres', migrate: false });

  it('answers only after another, busy server has answered the sync', async () => {
    const other = await foreignListener(opened.url(), SESSION_CHANNEL);
    try {
      let listening!: () => void;
      const ready = new Promise<void>((resolve) => (listening = resolve));
      const database: Parameters<typeof createSessions>[0]['database'] = {
        listen: (channel, onMessage) => opened().listen(channel, onMessage, listening),
        notify: opened().notify,
        afterCommit: opened().afterCommit,
      };
      const sessions = createSessions({
        // Only a lookup reads sessions; ending a session does not.
        read: () => Promise.reject(new Error('no lookup expected')),
        database,
        cookieName: 'lexora.session_token',
        ttlMs: 10_000,
      });
      await ready;
      let answered = false;
      const signOut = sessions
        .ended(new Headers({ cookie: 'lexora.session_token=token-1' }))
        .then(() => (answered = true));
      await other.syncRequested();
      // The other server got the sign-out before the sync, and has not answered yet.
      expect(other.beforeSync()).toEqual([`session:${sessionKey('token-1')}`]);
      await opened().ping();
      expect(answered).toBe(false);
      await other.answer();
      await signOut;
      expect(answered).toBe(true);
    } finally {
      await other.close();
    }
  });
});
