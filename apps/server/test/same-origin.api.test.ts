import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestWithHost, silentRecordingForm } from './support/host-request';
import { dbMode, startTestServer, TEST_ORIGIN, type TestServer } from './support/test-server';

const FOREIGN = 'https://evil.example';
const upload = (
  server: TestServer,
  headers: Record<string, string>,
  form: { body: Buffer; contentType: string },
) =>
  requestWithHost(server.baseUrl, {
    method: 'POST',
    path: '/api/v1/pronunciation/check',
    headers: {
      'content-type': form.contentType,
      'content-length': String(form.body.length),
      ...headers,
    },
    body: form.body,
  });
const practiceWords = (server: TestServer, headers: Record<string, string>) =>
  requestWithHost(server.baseUrl, {
    method: 'POST',
    path: '/api/v1/pronunciation/practice-words',
    headers,
    body: JSON.stringify({ phonemes: ['TH'] }),
  });

describe(
  `one same-origin rule for every state-changing request (${dbMode})`,
  { timeout: 60_000 },
  () => {
    let server: TestServer;
    let form: { body: Buffer; contentType: string };
    beforeAll(async () => {
      server = await startTestServer();
      form = await silentRecordingForm();
    });
    afterAll(() => server.close());

    it('lets a learner on the LAN address upload a recording', async () => {
      const lan = '192.168.1.20:3000';
      const res = await upload(server, { host: lan, origin: `http://${lan}` }, form);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result).toBe('nothing_heard');
    });

    it('refuses a foreign page, with a message for an upload and one for a JSON call', async () => {
      const up = await upload(server, { host: 'localhost:3000', origin: FOREIGN }, form);
      expect(up.status).toBe(403);
      expect(up.body.error).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This upload must come from the Lexora page itself.',
      });
      const signIn = await server
        .client({ origin: FOREIGN })
        .post('/api/v1/auth/sign-in', { email: 'a@b.io', password: 'whatever-1' });
      expect(signIn.status).toBe(403);
      expect(signIn.body.error.message).toBe('This request must come from the Lexora page itself.');
      // Without Origin, a browser's Referer tells where the request comes from.
      const referred = await server
        .client({ referer: `${FOREIGN}/page` })
        .post('/api/v1/auth/sign-in', { email: 'a@b.io', password: 'whatever-1' });
      expect(referred.status).toBe(403);
      const opaque = await server.client({ origin: 'null' }).post('/api/v1/auth/sign-out');
      expect(opaque.status).toBe(403);
      // Without TRUST_PROXY, forwarded headers are anyone's words and change nothing.
      const forged = await practiceWords(server, {
        host: 'localhost:3000',
        origin: FOREIGN,
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
      });
      expect(forged.status).toBe(403);
    });

    it('accepts its own origin, PUBLIC_URL, and clients that are not browser pages', async () => {
      const own = await server.client({ origin: TEST_ORIGIN }).post('/api/v1/auth/sign-out');
      expect(own.status).toBe(204);
      const referred = await server
        .client({ referer: `${TEST_ORIGIN}/login` })
        .post('/api/v1/auth/sign-out');
      expect(referred.status).toBe(204);
      // curl, scripts, tests: no Origin and no Referer; they act with their own credentials only.
      expect((await server.client().post('/api/v1/auth/sign-out')).status).toBe(204);
    });

    it('tells a client that sends practice-words as text/plain to send JSON', async () => {
      for (const headers of <Record<string, string>[]>[
        { 'content-type': 'text/plain' },
        { 'content-type': 'text/plain', host: 'localhost:3000', origin: TEST_ORIGIN },
      ]) {
        const res = await practiceWords(server, headers);
        expect(res.status).toBe(415);
        expect(res.body.error).toMatchObject({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Please send this request as JSON (Content-Type: application/json).',
        });
      }
      const json = await practiceWords(server, { 'content-type': 'application/json' });
      expect(json.status).toBe(200);
    });
  },
);

describe(`the same rule behind a trusted proxy (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: { hops: 1 } });
  });
  afterAll(() => server.close());

  it('compares with the host the client addressed, as the proxy reports it', async () => {
    const viaProxy = {
      host: '127.0.0.1:3001',
      origin: 'https://learn.school.example',
      'x-forwarded-host': 'learn.school.example',
      'x-forwarded-proto': 'https',
      'content-type': 'application/json',
    };
    const ok = await practiceWords(server, viaProxy);
    expect(ok.status).toBe(200);
    const lied = await practiceWords(server, { ...viaProxy, 'x-forwarded-proto': 'http' });
    expect(lied.status).toBe(403);
  });
});
