import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lexora/contracts';
import type { Database } from '../db/client';
import { safeSummary } from '../http/errors';
import type { PasswordHasher } from './passwords';
import { account, session, user, verification } from '../db/schema';

/** How long a session lasts, and how old it may get before a lookup renews it (seconds). */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

const redactEmails = (message: string) => message.replace(/\S+@\S+/g, '<email>');

const isHttps = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

/**
 * The session cookie's name, as better-auth names it: over https browsers only accept it with the
 * `__Secure-` prefix. The one place both spellings come from (auth.test.ts holds it to better-auth).
 */
export function sessionCookieName(publicUrl: string): string {
  return `${isHttps(publicUrl) ? '__Secure-' : ''}lexora.session_token`;
}

export function createAuth(options: {
  db: Database;
  secret: string;
  publicUrl: string;
  /** Where passwords are hashed (the server: its worker pool); better-auth's own when unset. */
  passwords?: PasswordHasher;
}) {
  return betterAuth({
    appName: 'Lexora',
    secret: options.secret,
    baseURL: options.publicUrl,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      ...(options.passwords ? { password: options.passwords } : {}),
    },
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    // Our own limiter guards sign-in and sign-up (per IP and per email) with our message.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic, not warnings worth a log line each. Its errors come
    // with the failed query (a learner's name and email): only a safe summary is written.
    logger: {
      level: 'error',
      log: (level, message, ...args: unknown[]) =>
        console.error(`better-auth ${level}: ${redactEmails(message)}`, ...args.map(safeSummary)),
    },
    advanced: { cookiePrefix: 'lexora', useSecureCookies: isHttps(options.publicUrl) },
  });
}

export type Auth = ReturnType<typeof createAuth>;
