import type { SessionUser, SignInRequest, SignUpRequest } from '@lexora/contracts';
import type { Auth } from '../../auth/auth';
import type { DatabaseHandle } from '../../db/client';
import { AppError, EMAIL_IN_USE_MESSAGE } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limiter';
import type { Sessions } from '../../http/sessions';
import type { ProfileService } from '../profile/profile.service';
import { toValidKey } from '../profile/valid-key';

export interface AuthLimits {
  perIp: number;
  perEmail: number;
}

interface Outcome {
  user: SessionUser;
  headers: Headers;
}

/** Turns better-auth's error codes into messages a learner understands. */
function toAppError(err: unknown): AppError | unknown {
  const code = (err as { body?: { code?: string } }).body?.code ?? '';
  if (code.startsWith('USER_ALREADY_EXISTS')) {
    return new AppError('EMAIL_IN_USE', EMAIL_IN_USE_MESSAGE);
  }
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
    return new AppError('INVALID_CREDENTIALS', 'The email or password is incorrect.');
  }
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') {
    return new AppError(
      'VALIDATION_FAILED',
      'Please choose a stronger password of 8 to 128 characters.',
      {
        fields: { password: 'Please choose a stronger password of 8 to 128 characters.' },
      },
    );
  }
  if (code === 'INVALID_EMAIL') {
    return new AppError('VALIDATION_FAILED', 'Please enter a valid email address.', {
      fields: { email: 'Please enter a valid email address.' },
    });
  }
  return err;
}

export function createAuthService(deps: {
  auth: Auth;
  profiles: ProfileService;
  limiter: RateLimiter;
  limits: AuthLimits;
  sessions: Sessions;
  database: Pick<DatabaseHandle, 'transaction' | 'lock'>;
}) {
  const { auth, profiles, limiter, limits, sessions, database } = deps;

  function countAttempt(ip: string, email: string): void {
    limiter.hit(`ip:${ip}`, limits.perIp);
    limiter.hit(`email:${email.toLowerCase()}`, limits.perEmail);
  }

  async function run<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      throw toAppError(err);
    }
  }

  /** Runs a better-auth call that signs someone in, and answers with our session user. */
  async function signedIn(
    call: () => Promise<{
      headers: Headers;
      response: { user: { id: string; email: string; name: string } };
    }>,
  ): Promise<Outcome> {
    const result = await run(call);
    const { user } = result.response;
    const sessionUser = await profiles.sessionUser({
      userId: user.id,
      email: user.email,
      name: user.name,
    });
    return { user: sessionUser, headers: result.headers };
  }

  return {
    async signUp(input: SignUpRequest, ip: string, headers: Headers): Promise<Outcome> {
      countAttempt(ip, input.email);
      // The account, its profile and its reading record are stored together or not at all.
      // Sign-ups that would share an email or a learner key wait for each other, so a double
      // click gets 201 and then 409, never a half-made account.
      return database.transaction(async () => {
        await database.lock(`sign-up:${toValidKey(input.email.toLowerCase())}`);
        return signedIn(() => auth.api.signUpEmail({ body: input, headers, returnHeaders: true }));
      });
    },

    async signIn(input: SignInRequest, ip: string, headers: Headers): Promise<Outcome> {
      countAttempt(ip, input.email);
      return signedIn(() =>
        auth.api.signInEmail({
          body: { ...input, rememberMe: true },
          headers,
          returnHeaders: true,
        }),
      );
    },

    async signOut(headers: Headers): Promise<Headers> {
      const result = await run(() => auth.api.signOut({ headers, returnHeaders: true }));
      // Only after the row is gone: a server that looked it up meanwhile would cache it again.
      await sessions.ended(headers);
      return result.headers;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
