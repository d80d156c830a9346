import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_DATA_ELEMENT_ID } from '@lexora/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dbMode,
  newLearner,
  signUp,
  startTestServer,
  type TestServer,
} from './support/test-server';

const BLOCK = new RegExp(
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`,
);

/** The data block of a page, parsed, or null when the page has none. */
function pageData(html: string): unknown {
  const match = BLOCK.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe(`the signed-in learner's data in the page (${dbMode})`, () => {
  let server: TestServer;
  const dist = mkdtempSync(path.join(tmpdir(), 'lexora-page-data-'));
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Lexora</title><script>document.title;</script></head><body><div id="root"></div></body></html>',
    );
    server = await startTestServer({ webDistDir: dist });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("embeds the learner's own session user and profile, as /me and the profile API return them", async () => {
    const { client, user, base } = await newLearner(server);
    const page = await client.get<string>('/DashboardOne');
    expect(page.status).toBe(200);
    expect(pageData(page.body)).toEqual({
      user: (await client.get('/api/v1/me')).body,
      profile: (await client.get(`${base}/profile`)).body,
    });
    expect(user.validKey).toBeTruthy();
    // Every page route carries it for a signed-in learner, `/` too.
    expect(pageData((await client.get<string>('/')).body)).toMatchObject({ user });
  });

  it('keeps a page with data out of shared caches, and every page keyed by the cookie', async () => {
    const { client } = await newLearner(server);
    const signedIn = await client.get<string>('/DashboardOne');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(signedIn.headers.get('vary')).toMatch(/\bAccept-Encoding\b/);

    const visitor = await server.client().get<string>('/DashboardOne');
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    expect(visitor.headers.get('vary')).toMatch(/\bCookie\b/);
  });

  it('embeds nothing for a visitor or a session that ended', async () => {
    for (const url of ['/', '/DashboardOne', '/index.html']) {
      const res = await server.client().get<string>(url);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body, url).not.toContain(PAGE_DATA_ELEMENT_ID);
    }
    const { client } = await newLearner(server);
    const cookie = client.cookieHeader();
    await client.post('/api/v1/auth/sign-out');
    const stale = await server.client({ cookie }).get<string>('/DashboardOne');
    expect(stale.body).not.toContain(PAGE_DATA_ELEMENT_ID);
    expect(stale.headers.get('cache-control')).toBe('no-cache');
  });

  it("gives each learner their own data, never another learner's", async () => {
    const first = await newLearner(server);
    const second = await newLearner(server);
    const firstData = pageData((await first.client.get<string>('/DashboardOne')).body);
    const secondData = pageData((await second.client.get<string>('/DashboardOne')).body);
    expect(firstData).toMatchObject({ user: { validKey: first.user.validKey } });
    expect(secondData).toMatchObject({ user: { validKey: second.user.validKey } });
    expect(JSON.stringify(secondData)).not.toContain(first.user.validKey);
  });

  it('escapes what a learner typed so it cannot end the block or run', async () => {
    const client = server.client();
    // `$'` and `$&` would be replacement patterns to a careless String.replace.
    const name = "Eve</script><script>alert(1)</script><!-- \u2028 $' $&";
    await signUp(client, name);
    const html = (await client.get<string>('/DashboardOne')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(pageData(html)).toMatchObject({ user: { name }, profile: { name } });
  });

  it('adds no executable inline script: the CSP is the same with and without data', async () => {
    const { client } = await newLearner(server);
    const signedIn = await client.get<string>('/DashboardOne');
    const visitor = await server.client().get<string>('/DashboardOne');
    expect(signedIn.headers.get('content-security-policy')).toBe(
      visitor.headers.get('content-security-policy'),
    );
    expect(signedIn.body.match(/<script>/g)).toHaveLength(1);
  });
});
