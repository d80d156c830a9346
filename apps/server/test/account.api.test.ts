import { encodeWav } from '@lexora/speech';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { ownerPrefix } from '../src/http/rate-limiter';
import { learnerUsageKeys } from '../src/limits/usage-counter';
import { learnerDataSections } from '../src/modules/account/learner-data';
import {
  dbMode,
  newLearner,
  signUp,
  startTestServer,
  TEST_ORIGIN,
  type TestServer,
} from './support/test-server';
import { minuteEachReadingClock, startRound } from './support/game-rounds';

const TEXT =
  'I like my family very much. We often go to the park on Sunday and play football together. ' +
  'My brother is older than me, and he always wins, but I do not mind because it is fun.';

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every table of the app's schema, with its text-like columns. */
async function tablesWithTextColumns(db: Database): Promise<Map<string, string[]>> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')
        order by table_name, column_name`,
  );
  const tables = new Map<string, string[]>();
  for (const c of columns)
    tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), c.column_name]);
  return tables;
}

/** Tables (by name) in which any row mentions the needle in any text-like column. */
async function tablesMentioning(db: Database, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const [table, columns] of await tablesWithTextColumns(db)) {
    const matches = columns.map(
      (column) => sql`${sql.identifier(column)}::text like ${`%${needle}%`}`,
    );
    const [row] = await rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from ${sql.identifier(table)} where ${sql.join(matches, sql` or `)}`,
    );
    if (Number(row?.n) > 0) found.push(table);
  }
  return found;
}

/** A learner with something in every feature: words, a game, an analysis, a check, points. */
async function busyLearner(server: TestServer) {
  const learner = await newLearner(server);
  const { client, base } = learner;
  expect(
    (
      await client.post(`${base}/difficult-words`, {
        word: 'harbour',
        definition: 'A sheltered place for ships',
        category: 'academic',
      })
    ).status,
  ).toBe(201);
  const game = await client.post('/api/v1/games/results', {
    gameId: (await startRound(client, 'taboo')).roundId,
    game: 'taboo',
    score: 4,
    missedWords: ['lighthouse'],
    correctWords: ['ocean'],
  });
  expect(game.status).toBe(200);
  expect((await client.post('/api/v1/vocabulary/analysis', { text: TEXT })).status).toBe(201);
  const form = new FormData();
  const silence = encodeWav(new Int16Array(16_000), 16_000);
  form.set('audio', new Blob([Buffer.from(silence)], { type: 'audio/wav' }), 'recording.wav');
  form.set('expected_word', 'three');
  const check = await client.request('POST', '/api/v1/pronunciation/check', form, {
    headers: { origin: TEST_ORIGIN },
  });
  expect(check.status).toBe(200);
  expect((await client.put(`${base}/preferences`, { dailyGoal: 17 })).status).toBe(200);
  return learner;
}

describe(`the learner's own data (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ gameClock: minuteEachReadingClock() });
  });
  afterAll(() => server.close());

  it('refuses anonymous callers', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/v1/me/data')).status).toBe(401);
    expect((await anonymous.get('/api/v1/me/data.csv')).status).toBe(401);
    expect(
      (await anonymous.post('/api/v1/me/delete-account', { password: 'correct-horse-1' })).status,
    ).toBe(401);
  });

  it('exports every table that holds learner rows (a new table must join the export)', async () => {
    const owned = await rows<{ table_name: string }>(
      server.database.db,
      sql`select distinct table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'user_id'`,
    );
    const exported = new Set(
      learnerDataSections.flatMap((s) => Object.values(s.tables).map((t) => getTableName(t.table))),
    );
    expect(owned.length).toBeGreaterThan(5);
    for (const { table_name } of owned) expect(exported, table_name).toContain(table_name);
    expect(exported).toContain('user');
  });

  it('downloads everything held about the learner as JSON, without secrets or other learners', async () => {
    const { client, user } = await busyLearner(server);
    const other = await busyLearner(server);
    const res = await client.get('/api/v1/me/data');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lexora-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.body;
    expect(data.format).toBe('lexora-learner-data/1');
    expect(data.learner).toEqual({ uid: user.uid, name: user.name, email: user.email });
    const { account, profile, progress, vocabulary, words, games, pronunciation } = data.sections;
    expect(account.user).toEqual([expect.objectContaining({ id: user.uid, email: user.email })]);
    expect(account.sessions).toHaveLength(1);
    expect(account.signInMethods).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    expect(profile.profile[0].preferences.dailyGoal).toBe(17);
    expect(profile.readingRecord).toHaveLength(1);
    // The learner's own word and the sample words every list starts with.
    expect(words.difficultWords.map((w: { word: string }) => w.word)).toEqual(
      expect.arrayContaining(['harbour', 'computer']),
    );
    expect(words.sampleWordsAdded).toHaveLength(1);
    expect(words.difficultWords[0].review).toEqual(
      expect.objectContaining({ due: expect.any(Number) }),
    );
    expect(words.practice.map((p: { word: string }) => p.word)).toContain('ocean');
    expect(games.results).toEqual([expect.objectContaining({ game: 'taboo', score: 4 })]);
    expect(vocabulary.analyses).toHaveLength(1);
    expect(pronunciation.checks).toEqual([expect.objectContaining({ word: 'three' })]);
    expect(progress.pointsLedger.length).toBeGreaterThan(0);

    const text = JSON.stringify(data);
    expect(text).not.toContain(other.user.uid);
    expect(text).not.toContain(other.user.email);
    expect(text).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/);
    const sessionToken = client.cookieHeader().match(/session_token=([^.;]+)/)?.[1];
    expect(sessionToken).toBeTruthy();
    expect(text).not.toContain(sessionToken);
  });

  it('downloads the words and results as a readable CSV', async () => {
    const { client } = await busyLearner(server);
    const res = await client.get('/api/v1/me/data.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/filename="lexora-data-.*\.csv"/);
    const lines = (res.body as string).trim().split('\r\n');
    expect(lines[0]).toBe('kind,date,item,result,details');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^word,[^,]+,harbour,academic,"A sheltered place for ships; not reviewed yet, next review/,
        ),
        expect.stringMatching(/^game,[^,]+,taboo,score 4,$/),
        expect.stringMatching(/^pronunciation,[^,]+,three,/),
        expect.stringMatching(/^analysis,[^,]+,vocabulary level,(A1|A2|B1),/),
      ]),
    );
  });

  it('keeps everything when the password is wrong', async () => {
    const { client } = await busyLearner(server);
    const before = (await client.get('/api/v1/me/data')).body.sections;
    const wrong = await client.post('/api/v1/me/delete-account', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('VALIDATION_FAILED');
    expect(wrong.body.error.message).toBe(
      'That password is not right, so nothing was deleted. Please try again.',
    );
    expect(wrong.body.error.fields.password).toBe(wrong.body.error.message);
    const missing = await client.post('/api/v1/me/delete-account', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please enter your password to confirm.');
    expect((await client.get('/api/v1/me')).status).toBe(200);
    expect((await client.get('/api/v1/me/data')).body.sections).toEqual(before);
  });

  it('deletes every row of the learner, signs out every session and refuses the old password', async () => {
    const learner = await busyLearner(server);
    const { client, user } = learner;
    // A second device: its own session, used once so that it is cached too.
    const phone = server.client();
    const signIn = await phone.post('/api/v1/auth/sign-in', {
      email: user.email,
      password: 'correct-horse-1',
    });
    expect(signIn.status).toBe(200);
    expect((await phone.get('/api/v1/me')).status).toBe(200);
    const other = await busyLearner(server);
    const db = server.database.db;
    expect(await tablesMentioning(db, user.uid)).toContain('difficult_word');
    // A stranger's wrong guess leaves counters about the account too (issue 26 item 9).
    const guess = await server
      .client()
      .post('/api/v1/auth/sign-in', { email: user.email, password: 'not-my-password' });
    expect(guess.status).toBe(401);
    const limitRowsOf = async (learner: { uid: string; email: string }) =>
      (await rows<{ key: string }>(db, sql`select key from rate_limit`))
        .map((row) => row.key)
        .filter(
          (key) =>
            key.startsWith(ownerPrefix(learner.email)) ||
            learnerUsageKeys(learner.uid).includes(key),
        );
    // The account's and the pair's failed sign-ins, the analysis and the check allowances.
    expect((await limitRowsOf(user)).length).toBeGreaterThanOrEqual(4);

    const res = await client.post('/api/v1/me/delete-account', { password: 'correct-horse-1' });
    expect(res.status).toBe(204);
    // Nor a counter whose hashed key was made from them (before anyone tries the email again).
    expect(await limitRowsOf(user)).toEqual([]);
    expect((await limitRowsOf(other.user)).length).toBeGreaterThanOrEqual(2);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/lexora\.session_token=;.*Max-Age=0/i);

    expect((await client.get('/api/v1/me')).status).toBe(401);
    expect((await phone.get('/api/v1/me')).status).toBe(401);
    const again = await server.client().post('/api/v1/auth/sign-in', {
      email: user.email,
      password: 'correct-horse-1',
    });
    expect(again.status).toBe(401);

    // No table of the schema keeps a row that names the learner or their e-mail.
    expect(await tablesMentioning(db, user.uid)).toEqual([]);
    expect(await tablesMentioning(db, user.email)).toEqual([]);
    // Everyone else keeps their data.
    expect(await tablesMentioning(db, other.user.uid)).toEqual(
      expect.arrayContaining(['user', 'session', 'profile', 'difficult_word', 'game_result']),
    );
    expect((await other.client.get('/api/v1/me')).status).toBe(200);

    // The e-mail is free again for a new account.
    const fresh = server.client();
    await signUp(fresh, 'New Start', user.email);
    expect((await fresh.get('/api/v1/me')).body.email).toBe(user.email);
  });

  it('limits password guesses when confirming a deletion', async () => {
    const { client } = await newLearner(server);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await client.post('/api/v1/me/delete-account', { password: `guess-${i}` })).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    expect((await client.get('/api/v1/me')).status).toBe(200);
  });
});
