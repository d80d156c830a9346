import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createAuth, sessionCookieName } from './auth';

describe('sessionCookieName', () => {
  // Naming cookies needs no database: none is opened.
  const database = { db: {} as Database };

  for (const publicUrl of ['http://localhost:3000', 'https://lexora.example']) {
    it(`is the name better-auth gives the session cookie for ${publicUrl}`, async () => {
      const auth = createAuth({ db: database.db, secret: 'x'.repeat(32), publicUrl });
      const context = await auth.$context;
      expect(sessionCookieName(publicUrl)).toBe(context.authCookies.sessionToken.name);
    });
  }

  it('carries the __Secure- prefix over https only', () => {
    expect(sessionCookieName('https://lexora.example')).toBe('__Secure-lexora.session_token');
    expect(sessionCookieName('http://192.168.1.20:3000')).toBe('lexora.session_token');
  });
});
