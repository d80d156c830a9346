import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/http/security-headers';
import { listen } from '../src/http/server';
import { inlineScriptHashes } from '../src/http/static';
import { dbMode, newLearner, startTestServer, type TestServer } from './support/test-server';

const health = (server: TestServer, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/api/health`, { headers });

/** Every protective header and its exact value (as hono's secureHeaders wrote them before). */
function expectedHeaders(scriptSrc = "script-src 'self'", camera = 'camera=(self)') {
  return {
    'content-security-policy': [
      "default-src 'self'",
      scriptSrc,
      "img-src 'self' data: blob:",
      "media-src 'self' data: blob:",
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; '),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': camera,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** A request as sent, with the response's headers as received (fetch hides a HEAD's details). */
function send(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const protectiveOnly = (headers: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, headers[name]]));

describe(`security headers (${dbMode})`, () => {
  let direct: TestServer;
  let proxied: TestServer;
  let withPage: TestServer;
  const dist = mkdtempSync(path.join(tmpdir(), 'lexora-headers-'));
  const inlineScript = 'document.documentElement.dataset.theme = "dark";';
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><title>Lexora</title><script>${inlineScript}</script>`,
    );
    writeFileSync(path.join(dist, 'assets/app.js'), 'console.log("lexora");');
    direct = await startTestServer();
    proxied = await startTestServer({ trustProxy: { hops: 1 } });
    withPage = await startTestServer({ webDistDir: dist });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
    await withPage.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('restricts base and form targets in the CSP', async () => {
    const csp = (await health(direct)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("default-src 'self'");
  });

  it('sends HSTS only over https, as a trusted proxy reports it', async () => {
    expect((await health(direct)).headers.get('strict-transport-security')).toBeNull();
    // An untrusted X-Forwarded-Proto is anyone's claim.
    const forged = await health(direct, { 'x-forwarded-proto': 'https' });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
    const overTls = await health(proxied, { 'x-forwarded-proto': 'https' });
    expect(overTls.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    const plain = await health(proxied, { 'x-forwarded-proto': 'http' });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('puts every protective header on every kind of API answer', async () => {
    const expected = expectedHeaders();
    const names = Object.keys(expected);
    const json = { 'content-type': 'application/json' };
    const cases: [string, string, Record<string, string>?, string?][] = [
      ['GET', '/api/health'],
      ['HEAD', '/api/health'],
      ['GET', '/api/no-such-endpoint'],
      ['GET', '/api/v1/me'], // 401
      ['POST', '/api/v1/auth/sign-in', { ...json, origin: 'https://evil.example' }, '{}'], // 403
      ['POST', '/api/v1/auth/sign-in', { 'content-type': 'text/plain' }, 'x'], // 415
      ['POST', '/api/v1/auth/sign-in', json, '{"not json'], // 400
      ['POST', '/api/v1/auth/sign-in', json, JSON.stringify({ pad: 'x'.repeat(70_000) })], // 413
      ['GET', '/api/docs'],
      ['GET', '/api/openapi.json'],
      ['GET', '/models/face-api/no-such-version/file'],
    ];
    const statuses = [];
    for (const [method, url, headers, body] of cases) {
      const res = await send(direct.baseUrl, method, url, headers, body);
      statuses.push(res.status);
      expect(protectiveOnly(res.headers, names), `${method} ${url}`).toEqual(expected);
      expect(res.headers['strict-transport-security'], `${method} ${url}`).toBeUndefined();
    }
    // The cases above really are those different answers.
    expect(statuses).toEqual([200, 200, 404, 401, 403, 415, 400, 413, 200, 200, 404]);
  });

  it('marks every personal answer no-store, while the API reference may be kept (issue 26)', async () => {
    const { client, base } = await newLearner(direct);
    const personal = [
      '/api/v1/me',
      '/api/v1/session',
      `${base}/profile`,
      `${base}/preferences`,
      `${base}/difficult-words`,
      `${base}/daily-challenge`,
      `${base}/reading-record`,
      '/api/v1/reading/record',
      '/api/v1/assessment/history',
      '/api/v1/pronunciation/stats',
    ];
    for (const url of personal) {
      const res = await client.get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
    // Refusals too: a 401 must not be kept in place of the learner's answer.
    expect((await fetch(`${direct.baseUrl}/api/v1/me`)).headers.get('cache-control')).toBe(
      'no-store',
    );
    const docs = await fetch(`${direct.baseUrl}/api/docs/swagger-ui.css`);
    expect(docs.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('puts them on the page and its files too, allowing the page inline script by its hash', async () => {
    const [hash] = inlineScriptHashes(`<script>${inlineScript}</script>`);
    const expected = expectedHeaders(`script-src 'self' ${hash}`);
    const names = Object.keys(expected);
    for (const url of ['/', '/dashboard', '/assets/app.js', '/assets/missing.js', '/app.js.map']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await send(withPage.baseUrl, method, url, { 'accept-encoding': 'gzip' });
        expect(protectiveOnly(res.headers, names), `${method} ${url}`).toEqual(expected);
      }
    }
  });

  it('sends HSTS on any answer once a trusted proxy says https, and on none over http', async () => {
    for (const url of ['/api/health', '/api/no-such-endpoint', '/api/v1/me']) {
      const overTls = await send(proxied.baseUrl, 'GET', url, { 'x-forwarded-proto': 'https' });
      expect(overTls.headers['strict-transport-security'], url).toBe('max-age=15552000');
      const plain = await send(proxied.baseUrl, 'GET', url, { 'x-forwarded-proto': 'http' });
      expect(plain.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('the protective headers are set by the server, whatever answers', () => {
  const expected = expectedHeaders("script-src 'self'", 'camera=()');
  const names = Object.keys(expected);
  const app = new Hono();
  // A Response made by hand, a streamed body and a failure nobody catches all bypass Hono's context.
  app.get('/raw', () => new Response('raw', { status: 202, headers: { 'X-Own': 'yes' } }));
  app.get('/stream', () => new Response(new Blob(['a', 'b']).stream()));
  app.get('/throws', () => {
    throw new Error('unhandled');
  });
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = listen(
      { fetch: app.fetch, headers: securityHeaders(false, { camera: false }) },
      { port: 0, hostname: '127.0.0.1' },
    );
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('on a Response a handler made, a stream, an uncaught error, a 404 and a HEAD', async () => {
    const statuses = [];
    for (const [method, url] of [
      ['GET', '/raw'],
      ['GET', '/stream'],
      ['GET', '/throws'],
      ['GET', '/nothing-here'],
      ['HEAD', '/raw'],
    ] as const) {
      const res = await send(baseUrl, method, url);
      statuses.push(res.status);
      expect(protectiveOnly(res.headers, names), `${method} ${url}`).toEqual(expected);
    }
    expect(statuses).toEqual([202, 200, 500, 404, 202]);
    expect((await send(baseUrl, 'GET', '/raw')).headers['x-own']).toBe('yes');
  });
});
