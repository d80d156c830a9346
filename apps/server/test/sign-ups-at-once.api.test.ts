import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../../e2e/support/app-server';
import { buildServerBundle } from './support/server-pair';
import { dbMode, openTestDatabase } from './support/test-server';

// The built server as `npm start` runs it (its own password thread and queue), on both modes.
describe(`a class signing up at once (${dbMode})`, () => {
  let server: AppServer;
  let drop = async () => {};
  beforeAll(async () => {
    const env: Record<string, string> = {
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      SPEECH_ENGINE: 'http',
      SPEECH_HTTP_URL: 'http://127.0.0.1:9',
    };
    if (dbMode === 'postgres') {
      const opened = await openTestDatabase('postgres');
      await opened.database.close();
      env.DATABASE_URL = opened.url!;
      drop = opened.drop;
    }
    server = await startAppServer(env, { entry: buildServerBundle('sign-ups-test.js') });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await drop();
  });

  it('20 simultaneous sign-ups with distinct emails are all created (issue 26 item 5)', async () => {
    const stamp = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${server.baseUrl}/api/v1/auth/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Learner ${i}`,
            email: `class.${stamp}.${i}@example.com`,
            password: 'correct-horse-1',
          }),
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 201));
  }, 60_000);
});
