import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rephraseConfigFrom, type OpenAiCompatibleConfig } from '@lexora/explain';
import { BACKGROUND_NICE, FOREGROUND_NICE } from '@lexora/speech';
import { parseTrustProxy, type TrustProxy } from './http/proxy';

/** The only module that reads process.env; everything else receives an Env. */
export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  publicUrl: string;
  isProduction: boolean;
  webDistDir: string | undefined;
  authRateLimit: {
    perIp: number;
    perEmail: number;
    signUpsPerIp: number;
    emailInUsePerIp: number;
    windowSeconds: number;
  };
  /** Origins allowed to send state-changing requests besides the one they address. */
  allowedOrigins: string[];
  trustProxy: TrustProxy;
  speech: { engine: string | undefined; httpUrl: string | undefined };
  /** The reading passage bank's folder; the package's own `passages/` when unset. */
  passagesDir: string | undefined;
  /** The worker pool: threads (default one per core) and tasks allowed to wait beyond them. */
  workers: { threads: number | undefined; queueLimit: number | undefined };
  /** Nice value of worker threads, speech helpers and espeak-ng (ADR 0028): 0 to 19, default 10. */
  backgroundNice: number;
  /** Nice value of the event loop and the embedded database's thread (ADR 0044): -20 to 0, default -10. */
  foregroundNice: number;
  /** Per-learner allowances per minute (0 or unset: the defaults of limits/learner-limits.ts). */
  learnerLimits: {
    analysesPerMinute: number | undefined;
    checksPerMinute: number | undefined;
    anonymousChecksPerMinute: number | undefined;
  };
  /** EMOTION_READING=off removes the camera path entirely (docs/emotion-reading.md). */
  emotionReading: boolean;
  /** Rounds of a learner's everyday requests sent once the server listens (ADR 0040); 0: none. */
  warmUpRounds: number;
  /** The word assistant's optional rephraser (LEXORA_LLM_BASE_URL, _API_KEY, _MODEL): off unless all three. */
  llm: OpenAiCompatibleConfig | null;
}

/** The public origin, ALLOWED_ORIGINS, and the Vite dev server outside production. */
function originsFor(publicUrl: string, extra: string | undefined, isProduction: boolean): string[] {
  const origins = [new URL(publicUrl).origin];
  for (const origin of (extra ?? '').split(','))
    if (origin.trim()) origins.push(new URL(origin.trim()).origin);
  if (!isProduction) origins.push('http://localhost:5173');
  return origins;
}

function optionalInt(value: string | undefined): number | undefined {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}

function intFrom(value: string | undefined, fallback: number): number {
  return optionalInt(value) ?? fallback;
}

/** A setting that is a whole number from 0 to `max`; `fallback` when unset or blank. */
function wholeNumberSetting(
  name: string,
  value: string | undefined,
  fallback: number,
  max: number,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max)
    throw new Error(`${name} must be a whole number from 0 to ${max}, not "${value}"`);
  return number;
}

/** The default of WARM_UP_ROUNDS: 1,200 requests, 16-24 s beside the worker pool's start. */
export const WARM_UP_ROUNDS = 100;

export function parseWarmUpRounds(value: string | undefined): number {
  return wholeNumberSetting('WARM_UP_ROUNDS', value, WARM_UP_ROUNDS, 10_000);
}

export function parseBackgroundNice(value: string | undefined): number {
  return wholeNumberSetting('BACKGROUND_NICE', value, BACKGROUND_NICE, 19);
}

export function parseForegroundNice(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return FOREGROUND_NICE;
  const number = Number(value);
  if (!Number.isInteger(number) || number < -20 || number > 0)
    throw new Error(`FOREGROUND_NICE must be a whole number from -20 to 0, not "${value}"`);
  return number;
}

/** Sessions must survive restarts, so a generated secret is kept beside the data. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The deploy switch for on-device emotion reading: on unless EMOTION_READING says off. A value we
 * do not understand stops the start-up: a typo must not leave a forbidden feature switched on.
 */
export function parseEmotionReading(value: string | undefined): boolean {
  const setting = (value ?? '').trim().toLowerCase();
  if (setting === '' || setting === 'on') return true;
  if (setting === 'off') return false;
  throw new Error(`EMOTION_READING must be "on" or "off", not "${value}".`);
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = intFrom(source.PORT, 3000);
  const dataDir = path.resolve(source.DATA_DIR ?? 'data');
  const publicUrl = source.PUBLIC_URL ?? `http://localhost:${port}`;
  const isProduction = source.NODE_ENV === 'production';
  return {
    port,
    host: source.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: source.DATABASE_URL || undefined,
    authSecret: source.BETTER_AUTH_SECRET || loadOrCreateSecret(dataDir),
    publicUrl,
    isProduction,
    webDistDir: source.WEB_DIST_DIR,
    authRateLimit: {
      perIp: intFrom(source.AUTH_RATE_LIMIT_PER_IP, 30),
      perEmail: intFrom(source.AUTH_RATE_LIMIT_PER_EMAIL, 8),
      signUpsPerIp: intFrom(source.AUTH_RATE_LIMIT_SIGNUPS_PER_IP, 100),
      emailInUsePerIp: intFrom(source.AUTH_RATE_LIMIT_EMAIL_IN_USE_PER_IP, 10),
      windowSeconds: intFrom(source.AUTH_RATE_LIMIT_WINDOW_SECONDS, 300),
    },
    allowedOrigins: originsFor(publicUrl, source.ALLOWED_ORIGINS, isProduction),
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    speech: {
      engine: source.SPEECH_ENGINE || undefined,
      httpUrl: source.SPEECH_HTTP_URL || undefined,
    },
    passagesDir: source.PASSAGES_DIR ? path.resolve(source.PASSAGES_DIR) : undefined,
    workers: {
      threads: optionalInt(source.WORKER_THREADS),
      queueLimit: optionalInt(source.WORKER_QUEUE_LIMIT),
    },
    backgroundNice: parseBackgroundNice(source.BACKGROUND_NICE),
    foregroundNice: parseForegroundNice(source.FOREGROUND_NICE),
    learnerLimits: {
      analysesPerMinute: optionalInt(source.LEARNER_ANALYSES_PER_MINUTE),
      checksPerMinute: optionalInt(source.LEARNER_CHECKS_PER_MINUTE),
      anonymousChecksPerMinute: optionalInt(source.ANONYMOUS_CHECKS_PER_MINUTE),
    },
    emotionReading: parseEmotionReading(source.EMOTION_READING),
    warmUpRounds: parseWarmUpRounds(source.WARM_UP_ROUNDS),
    llm: rephraseConfigFrom(source),
  };
}
