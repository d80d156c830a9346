import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbMode, startTestServer, type TestServer } from './support/test-server';

const health = (server: TestServer, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/api/health`, { headers });

describe(`security headers (${dbMode})`, () => {
  let direct: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    direct = await startTestServer();
    proxied = await startTestServer({ trustProxy: { hops: 1 } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
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
});
