import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A year: the browser stays known while the learner keeps using it. */
const DEVICE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/**
 * A browser in which a learner signed in before carries a device cookie bound to their account
 * (a random id and a MAC of id + email; nothing personal is readable in it). Failed sign-ins on a
 * known device count on that device's own limit, so a stranger's wrong guesses on the account
 * never lock its owner out of their own browser (ADR 0009).
 */
export function createDevices(options: { secret: string; secure: boolean }) {
  const name = `${options.secure ? '__Secure-' : ''}lexora.device`;
  const mac = (id: string, email: string) =>
    createHmac('sha256', options.secret)
      .update(`device:${id}:${email.toLowerCase()}`)
      .digest('base64url');

  function parse(value: string | null): { id: string; mac: string } | null {
    const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
    return match ? { id: match[1] as string, mac: match[2] as string } : null;
  }

  return {
    cookieName: name,

    /** The device id when `value` is this browser's cookie for the account of `email`. */
    knownFor(value: string | null, email: string): string | null {
      const cookie = parse(value);
      if (!cookie) return null;
      const expected = Buffer.from(mac(cookie.id, email));
      const given = Buffer.from(cookie.mac);
      return expected.length === given.length && timingSafeEqual(expected, given)
        ? cookie.id
        : null;
    },

    /** The Set-Cookie value that marks this browser as known for `email` (keeps its id). */
    setCookie(value: string | null, email: string): string {
      const id = parse(value)?.id ?? randomBytes(16).toString('base64url');
      const attributes = [
        `Max-Age=${DEVICE_MAX_AGE_SECONDS}`,
        'Path=/api/v1/auth',
        'HttpOnly',
        'SameSite=Lax',
        ...(options.secure ? ['Secure'] : []),
      ];
      return [`${name}=${id}.${mac(id, email)}`, ...attributes].join('; ');
    },
  };
}

export type Devices = ReturnType<typeof createDevices>;
