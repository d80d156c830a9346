import { describe, expect, it } from 'vitest';
import { createDevices } from './devices';

const devices = createDevices({ secret: 's'.repeat(32), secure: false });
const valueOf = (setCookie: string) => setCookie.split(';')[0]!.split('=')[1]!;

describe('device cookies', () => {
  it('know the browser for the account they were issued for, whatever the email case', () => {
    const value = valueOf(devices.setCookie(null, 'ann@example.com'));
    expect(devices.knownFor(value, 'ANN@example.com')).toBe(value.split('.')[0]);
    expect(devices.knownFor(value, 'bob@example.com')).toBeNull();
  });

  it('cannot be forged or carried to another secret', () => {
    const value = valueOf(devices.setCookie(null, 'ann@example.com'));
    const [id] = value.split('.');
    expect(devices.knownFor(`${id}.${'A'.repeat(43)}`, 'ann@example.com')).toBeNull();
    const other = createDevices({ secret: 't'.repeat(32), secure: false });
    expect(other.knownFor(value, 'ann@example.com')).toBeNull();
    expect(devices.knownFor('garbage', 'ann@example.com')).toBeNull();
    expect(devices.knownFor(null, 'ann@example.com')).toBeNull();
  });

  it('keeps the id when the browser signs in to another account, and is Secure over https', () => {
    const first = valueOf(devices.setCookie(null, 'ann@example.com'));
    const second = valueOf(devices.setCookie(first, 'bob@example.com'));
    expect(second.split('.')[0]).toBe(first.split('.')[0]);
    expect(devices.knownFor(second, 'bob@example.com')).not.toBeNull();
    const secure = createDevices({ secret: 's'.repeat(32), secure: true });
    expect(secure.setCookie(null, 'a@b.io')).toMatch(/^__Secure-lexora\.device=.*; Secure$/);
  });
});
