import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import type { TaskRunner } from '../workers/task-pool';
import { hashPasswordNow, poolPasswords, verifyPasswordNow } from './passwords';

describe('password hashes on pool threads', () => {
  it('keeps better-auth’s format: each side verifies the other’s hashes', async () => {
    const ours = hashPasswordNow('Correct horse 7!');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: 'Correct horse 7!' })).toBe(true);
    expect(await verifyPassword({ hash: ours, password: 'correct horse 7!' })).toBe(false);

    const theirs = await hashPassword('Ünïcode pässword');
    expect(verifyPasswordNow({ hash: theirs, password: 'Ünïcode pässword' })).toBe(true);
    // NFKC on both sides: the decomposed spelling of the same letters is the same password.
    expect(verifyPasswordNow({ hash: theirs, password: 'Ünïcode pässword'.normalize('NFD') })).toBe(
      true,
    );
    expect(verifyPasswordNow({ hash: theirs, password: 'Unicode password' })).toBe(false);
    // Six scrypt hashes, slow on purpose: a busy machine took more than the default 5 s.
  }, 30_000);

  it('salts every hash and refuses a malformed one', () => {
    expect(hashPasswordNow('same password')).not.toBe(hashPasswordNow('same password'));
    expect(verifyPasswordNow({ hash: 'not-a-hash', password: 'x' })).toBe(false);
    expect(verifyPasswordNow({ hash: 'abcd:12', password: 'x' })).toBe(false);
  });
});

describe('hashing ahead', () => {
  function countingRunner() {
    const hashed: string[] = [];
    const runner = {
      run: (name: string, input: unknown) => {
        if (name !== 'auth.hash-password') throw new Error(`unexpected task ${name}`);
        hashed.push(input as string);
        return Promise.resolve(`hash-${hashed.length}`);
      },
    } as unknown as TaskRunner;
    return { runner, hashed };
  }

  it('serves the hash made ahead to the work, once, and only for that password', async () => {
    const { runner, hashed } = countingRunner();
    const passwords = poolPasswords(runner);
    const inside = await passwords.hashedAhead('pass-one-1', async () => {
      expect(hashed).toEqual(['pass-one-1']);
      const other = await passwords.hash('pass-two-2');
      const own = await passwords.hash('pass-one-1');
      const again = await passwords.hash('pass-one-1');
      return { other, own, again };
    });
    expect(inside).toEqual({ other: 'hash-2', own: 'hash-1', again: 'hash-3' });
    expect(await passwords.hash('pass-one-1')).toBe('hash-4');
  });

  it('forgets an unused hash when the work ends, also when it fails', async () => {
    const { runner } = countingRunner();
    const passwords = poolPasswords(runner);
    await expect(
      passwords.hashedAhead('pass-one-1', () => Promise.reject(new Error('taken'))),
    ).rejects.toThrow('taken');
    expect(await passwords.hash('pass-one-1')).toBe('hash-2');
  });
});
