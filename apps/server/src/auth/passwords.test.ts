import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPasswordNow, verifyPasswordNow } from './passwords';

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
  });

  it('salts every hash and refuses a malformed one', () => {
    expect(hashPasswordNow('same password')).not.toBe(hashPasswordNow('same password'));
    expect(verifyPasswordNow({ hash: 'not-a-hash', password: 'x' })).toBe(false);
    expect(verifyPasswordNow({ hash: 'abcd:12', password: 'x' })).toBe(false);
  });
});
