import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { readTopicFiles, type Passage } from '@lexora/content/passages';
import { PocketsphinxEngine, type SpeechEngine } from '@lexora/speech';
import pg from 'pg';
import { createApp, type AppDeps } from '../../src/app';
import { createAuth } from '../../src/auth/auth';
import { poolPasswords } from '../../src/auth/passwords';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { listen } from '../../src/http/server';
import { poolPreparation } from '../../src/modules/pronunciation/pool-preparation';
import { createTaskPool, type TaskPool } from '../../src/workers/task-pool';

/** Which database the API tests run on: PGlite unless TEST_DB_MODE=postgres. */
export const dbMode = process.env.TEST_DB_MODE === 'postgres' ? 'postgres' : 'pglite';

/** A fresh database of the test mode (or `mode`); `url` is its address in PostgreSQL mode. */
export async function openTestDatabase(mode: 'pglite' | 'postgres' = dbMode): Promise<{
  database: DatabaseHandle;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (mode === 'pglite') {
    const database = openDatabase({});
    return { database, drop: async () => {} };
  }
  const adminUrl =
    process.env.LEXORA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `lexora_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh database for the enclosing suite: opened (and migrated, unless `migrate` is false)
 * before its tests, closed and dropped after them. Call the returned function inside a test.
 */
export function suiteDatabase(
  options: { mode?: 'pglite' | 'postgres'; migrate?: boolean } = {},
): (() => DatabaseHandle) & { url: () => string } {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(options.mode);
    if (options.migrate ?? true) await opened.database.migrate();
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
  });
  const read = () => {
    if (!opened) throw new Error('suiteDatabase() is read inside a test');
    return opened;
  };
  return Object.assign(() => read().database, {
    /** The database's address (PostgreSQL mode only). */
    url: () => read().url ?? '',
  });
}

/**
 * The passage bank for tests: every topic file that is there. Production uses loadPassages(),
 * which refuses a partial bank; tests of other features need not wait for all 13 files.
 */
let bank: Passage[] | undefined;
export function testPassages(): Passage[] {
  bank ??= readTopicFiles().files.flatMap((file) => file.passages);
  return bank;
}

/** The origin the test server trusts for form uploads (send it as the Origin header). */
export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestServer {
  baseUrl: string;
  database: DatabaseHandle;
  secret: string;
  /** The server's worker pool (tests can fill it to see the queue bound). */
  tasks: TaskPool;
  /** A new browser; `headers` go with each of its requests (e.g. what a proxy adds). */
  client(headers?: Record<string, string>): TestClient;
  close(): Promise<void>;
}

/** Starts the real app on a real HTTP port against a fresh database. */
export async function startTestServer(
  overrides: Partial<
    Pick<
      AppDeps,
      | 'authRateLimit'
      | 'speech'
      | 'publicUrl'
      | 'trustProxy'
      | 'learnerLimits'
      | 'emotionReading'
      | 'rephraser'
      | 'webDistDir'
      | 'gameClock'
    >
  > & {
    /** Another server's database and secret: a second app instance on it (closed by the first). */
    shared?: { database: DatabaseHandle; secret: string };
    pool?: { threads?: number; queueLimit?: number };
  } = {},
): Promise<TestServer> {
  const { database, drop } = overrides.shared
    ? { database: overrides.shared.database, drop: async () => {} }
    : await openTestDatabase();
  if (!overrides.shared) await database.migrate();
  const publicUrl = overrides.publicUrl ?? TEST_ORIGIN;
  const secret = overrides.shared?.secret ?? randomBytes(32).toString('hex');
  // One thread, started on first use: suites that never analyse start none.
  const tasks = createTaskPool({ threads: 1, lazy: true, ...overrides.pool });
  const passwords = poolPasswords(tasks);
  const auth = createAuth({ db: database.db, secret, publicUrl, passwords });
  // Helpers start lazily, so suites that never check pronunciation start no process.
  const ownSpeech = overrides.speech
    ? undefined
    : new PocketsphinxEngine({ size: 1, prepare: poolPreparation(tasks) });
  const app = createApp({
    database,
    auth,
    passwords,
    publicUrl,
    authRateLimit: overrides.authRateLimit ?? {
      perIp: 1000,
      perEmail: 1000,
      signUpsPerIp: 1000,
      windowSeconds: 60,
    },
    speech: overrides.speech ?? (ownSpeech as SpeechEngine),
    allowedOrigins: [new URL(publicUrl).origin],
    trustProxy: overrides.trustProxy ?? false,
    passages: testPassages(),
    tasks,
    learnerLimits: overrides.learnerLimits,
    emotionReading: overrides.emotionReading,
    rephraser: overrides.rephraser,
    webDistDir: overrides.webDistDir,
    gameClock: overrides.gameClock,
  });
  const server = listen(app, { port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    database,
    secret,
    tasks,
    client: (headers) => new TestClient(baseUrl, headers),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ownSpeech?.close();
      await tasks.close();
      if (overrides.shared) return;
      await database.close();
      await drop();
    },
  };
}

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A fetch client with its own cookie jar: one per simulated browser. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    init: RequestInit = {},
  ): Promise<TestResponse<T>> {
    const headers = new Headers({
      ...this.defaultHeaders,
      ...(init.headers as Record<string, string>),
    });
    const isForm = body instanceof FormData; // fetch sets the multipart boundary itself
    if (body !== undefined && typeof body !== 'string' && !isForm)
      headers.set('content-type', 'application/json');
    if (body !== undefined && typeof body === 'string' && !headers.has('content-type')) {
      headers.set('content-type', 'application/json');
    }
    if (this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const res = await fetchRetryingAReset(this.baseUrl + path, {
      ...init,
      method,
      headers,
      body:
        body === undefined || isForm
          ? (body as FormData | undefined)
          : typeof body === 'string'
            ? body
            : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.request<T>('POST', path, body);
  patch = <T = any>(path: string, body?: unknown) => this.request<T>('PATCH', path, body);
  put = <T = any>(path: string, body?: unknown) => this.request<T>('PUT', path, body);

  /** Copies the session cookie, as a second tab of the same browser would have. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'learner'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

export async function signUp(client: TestClient, name = 'Test Learner', email = uniqueEmail()) {
  const res = await client.post('/api/v1/auth/sign-up', {
    name,
    email,
    password: 'correct-horse-1',
  });
  if (res.status !== 201)
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password: 'correct-horse-1', user: res.body.user };
}

/** A new signed-in learner: their client, session user and the base path of their records. */
export async function newLearner(server: TestServer) {
  const client = server.client();
  const { user } = await signUp(client);
  return { client, user, base: `/api/v1/learners/${encodeURIComponent(user.validKey)}` };
}

/**
 * fetch, sent once more when the socket it reused was reset before any answer came: the server
 * closes an idle kept-alive socket after 5 s, and a test that blocks its own event loop longer
 * (solving a sign-in puzzle on a loaded machine, CI of 2026-12-01) can write to one the server
 * has just closed. A server that is down refuses the second try too, so that still fails.
 */
async function fetchRetryingAReset(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}
