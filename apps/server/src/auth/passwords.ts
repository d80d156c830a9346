import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { TaskRunner } from '../workers/task-pool';

/**
 * better-auth's password hash: scrypt (N 16384, r 16, p 1, 64-byte key) of the NFKC-normalised
 * password with a 16-byte random salt, stored as `saltHex:keyHex`, the salt's hex text being the
 * salt. The same parameters and format, so every stored hash stays valid in both directions
 * (passwords.test.ts checks it against better-auth's own functions).
 */
const SCRYPT = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
const KEY_BYTES = 64;

function derive(password: string, salt: string): Buffer {
  return scryptSync(password.normalize('NFKC'), salt, KEY_BYTES, SCRYPT);
}

export function hashPasswordNow(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${derive(password, salt).toString('hex')}`;
}

export function verifyPasswordNow(input: { hash: string; password: string }): boolean {
  const [salt, key] = input.hash.split(':');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = derive(input.password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Hashing runs in the worker pool, synchronously on a pool thread: one hash costs 100-200 ms of
 * CPU, and in libuv's pool (where better-auth's asynchronous scrypt runs) it competed at full
 * priority with the event loop that answers every read; pool threads run at the background
 * priority (ADR 0028). A full pool makes sign-in and sign-up answer 503 with Retry-After.
 */
/** Hashes allowed to wait for the password thread (about 20-40 s of hashing at most). */
export const PASSWORD_QUEUE_LIMIT = 200;

export const passwordTasks = {
  'auth.hash-password': (password: string): string => hashPasswordNow(password),
  'auth.verify-password': (input: { hash: string; password: string }): boolean =>
    verifyPasswordNow(input),
};

export interface PasswordHasher {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
}

export interface PasswordsHashedAhead extends PasswordHasher {
  /**
   * Hashes `password`, then runs `work`: a hash of that password asked for during `work` is the
   * one made ahead. A sign-up hashes before its transaction opens, because the embedded database
   * has one connection and every other request would wait out the hash behind the transaction.
   */
  hashedAhead<T>(password: string, work: () => Promise<T>): Promise<T>;
}

export function poolPasswords(tasks: TaskRunner): PasswordsHashedAhead {
  // Any hash of a password is valid for it, so one made ahead may serve any caller with it.
  const ready = new Map<string, string[]>();
  const take = (password: string) => {
    const hashes = ready.get(password);
    const hash = hashes?.pop();
    if (hashes?.length === 0) ready.delete(password);
    return hash;
  };
  const hash = (password: string) => tasks.run('auth.hash-password', password);
  return {
    hash: async (password) => take(password) ?? hash(password),
    verify: (input) => tasks.run('auth.verify-password', input),
    async hashedAhead(password, work) {
      const made = await hash(password);
      ready.set(password, [...(ready.get(password) ?? []), made]);
      try {
        return await work();
      } finally {
        const left = (ready.get(password) ?? []).filter((h) => h !== made);
        if (left.length > 0) ready.set(password, left);
        else ready.delete(password);
      }
    },
  };
}
