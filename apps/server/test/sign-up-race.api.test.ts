import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from './support/captured-log';
import { failNextInsert } from './support/database-probes';
import { dbMode, startTestServer, uniqueEmail, type TestServer } from './support/test-server';

describe(`sign-ups at the same moment, and what the log may say (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a double-clicked sign-up with 201 and 409, and logs no personal data', async () => {
    const email = uniqueEmail('double.click');
    const name = 'Quintessa Doubleclick';
    let statuses: number[] = [];
    let codes: string[] = [];
    const log = await capturedLog(async () => {
      const responses = await Promise.all(
        Array.from({ length: 4 }, () =>
          server
            .client()
            .post('/api/v1/auth/sign-up', { name, email, password: 'correct-horse-1' }),
        ),
      );
      statuses = responses.map((r) => r.status).sort();
      codes = responses.filter((r) => r.status !== 201).map((r) => r.body.error.code);
    });
    expect(statuses).toEqual([201, 409, 409, 409]);
    expect(codes).toEqual(['EMAIL_IN_USE', 'EMAIL_IN_USE', 'EMAIL_IN_USE']);
    expect(log).not.toContain(email);
    expect(log).not.toContain('Doubleclick');
  });

  it('logs an unexpected failure as a safe summary: kind and route, no values', async () => {
    const email = uniqueEmail('private.person');
    const remove = await failNextInsert(server.database, 'profile');
    let status = 0;
    const log = await capturedLog(async () => {
      const res = await server.client().post('/api/v1/auth/sign-up?ref=secret-query', {
        name: 'Private Person',
        email,
        password: 'correct-horse-1',
      });
      status = res.status;
    });
    await remove();
    expect(status).toBe(500);
    expect(log).toMatch(/Unhandled error on POST \/api\/v1\/auth\/sign-up: \w+, SQLSTATE P0001/);
    for (const secret of [email, 'Private Person', 'secret-query', 'correct-horse-1', 'insert']) {
      expect(log).not.toContain(secret);
    }
  });
});
