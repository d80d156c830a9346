import type { SessionUser, SignInRequest, SignUpRequest } from '@lexora/contracts';
import type { Auth } from '../../auth/auth';
import type { PasswordsHashedAhead } from '../../auth/passwords';
import type { DatabaseHandle } from '../../db/client';
import { AppError, EMAIL_IN_USE_MESSAGE } from '../../http/errors';
import type { Limit, RateLimiter, Taken } from '../../http/rate-limiter';
import { cookieValue } from '../../http/session-cache';
import type { Sessions } from '../../http/sessions';
import type { ProfileService } from '../profile/profile.service';
import { toValidKey } from '../profile/valid-key';
import type { Devices } from './devices';
import { weakPasswordProblem } from './password-strength';
import { difficultyFor, type ProofOfWork } from './proof-of-work';

export interface AuthLimits {
  /**
   * Failed sign-ins per client address and window (a classroom shares one address) before new
   * browsers there must solve a puzzle (never a lockout).
   */
  perIp: number;
  /**
   * Failed sign-ins per account and window before new browsers must solve a puzzle; and the hard
   * limit per account and address, and per known device of the account.
   */
  perEmail: number;
  /** Sign-ups per client address and window. */
  signUpsPerIp: number;
  /**
   * Sign-ups per address and window answered "an account with this email already exists"
   * (default 10): past it, that address's sign-ups wait for the next window, so the answer
   * cannot be used to test lists of emails (docs/security.md).
   */
  emailInUsePerIp?: number;
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
  devices: Devices;
  proofs: ProofOfWork;
  database: Pick<DatabaseHandle, 'transaction' | 'lock'>;
  /** Stores a new learner's starting word list (words.service `ensureSeeded`). */
  seedWordList: (userId: string) => Promise<void>;
  /** The hasher `auth` was made with, when it can hash ahead (the server's worker pool). */
  passwords?: Pick<PasswordsHashedAhead, 'hashedAhead'>;
}) {
  const { auth, profiles, limiter, limits, sessions, devices, proofs, database, seedWordList } =
    deps;
  const hashedAhead =
    deps.passwords?.hashedAhead ?? ((_: string, work: () => Promise<Outcome>) => work());

  /**
   * What a sign-in counts against (ADR 0047). From a browser where this account signed in before:
   * that device alone, a hard limit (ADR 0009). From a new browser: the account at this address, a
   * hard limit that only the guesser (or someone at the guesser's address) reaches; and the
   * address and the account as a whole, soft limits past which a puzzle is asked, never a refusal:
   * a stranger's guesses cannot keep the owner out.
   */
  function signInLimits(
    address: string,
    email: string,
    headers: Headers,
  ): { hard: Limit[]; soft: Limit[] } {
    const device = devices.knownFor(cookieValue(headers.get('cookie'), devices.cookieName), email);
    if (device) {
      return {
        hard: [{ key: `device:${device}`, limit: limits.perEmail, owner: email }],
        soft: [],
      };
    }
    return {
      hard: [{ key: `pair:${address}`, limit: limits.perEmail, owner: email }],
      soft: [
        { key: `ip:${address}`, limit: limits.perIp },
        { key: 'account', limit: limits.perEmail, owner: email },
      ],
    };
  }

  /** Refuses a sign-in past a soft limit unless it carries a fresh, unused answer to a puzzle. */
  async function requireProof(
    input: SignInRequest,
    over: number,
    worst: Limit,
    taken: Taken[],
  ): Promise<void> {
    const id = input.proof ? proofs.verify(input.email, input.proof) : null;
    // Each puzzle answers one sign-in: a second use counts past its limit of one.
    const fresh =
      id !== null &&
      (await limiter.take([{ key: `proof:${id}`, limit: 1 }]).then(
        () => true,
        () => false,
      ));
    if (fresh) return;
    for (const t of taken) await limiter.refund(t);
    const challenge = proofs.issue(input.email, difficultyFor(worst.limit + over, worst.limit));
    throw new AppError(
      'PROOF_REQUIRED',
      'There were many failed sign-ins here. Your browser is doing a short security check; please wait a moment.',
      { challenge },
    );
  }

  /** Marks this browser as known for the account that just signed in. */
  function rememberDevice(outcome: Outcome, email: string, headers: Headers): Outcome {
    const current = cookieValue(headers.get('cookie'), devices.cookieName);
    outcome.headers.append('set-cookie', devices.setCookie(current, email));
    return outcome;
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

  /** Stores a new learner: weak passwords refused, everything in one transaction. */
  async function createAccount(input: SignUpRequest, headers: Headers): Promise<Outcome> {
    const weak = weakPasswordProblem(input.password, [input.name, input.email]);
    if (weak) throw new AppError('VALIDATION_FAILED', weak, { fields: { password: weak } });
    // The account, its profile, its reading record and its starting word list are stored
    // together or not at all; the first read of the list then writes nothing.
    // Sign-ups that would share an email or a learner key wait for each other, so a double
    // click gets 201 and then 409, never a half-made account. The password is hashed before
    // the transaction opens, so the transaction never waits for the pool.
    const outcome = await hashedAhead(input.password, () =>
      database.transaction(async () => {
        await database.lock(`sign-up:${toValidKey(input.email.toLowerCase())}`);
        const created = await signedIn(() =>
          auth.api.signUpEmail({ body: input, headers, returnHeaders: true }),
        );
        await seedWordList(created.user.uid);
        return created;
      }),
    );
    return rememberDevice(outcome, input.email, headers);
  }

  return {
    async signUp(input: SignUpRequest, address: string, headers: Headers): Promise<Outcome> {
      await limiter.take([{ key: `sign-up:${address}`, limit: limits.signUpsPerIp }]);
      // "This email has an account" answers are counted after the fact: a class signing up at
      // once must not spend the allowance before anyone is told. A burst of probes can pass the
      // limit by as many as arrive together, which the sign-up limit above bounds.
      const probes = {
        key: `sign-up-email-in-use:${address}`,
        limit: limits.emailInUsePerIp ?? 10,
      };
      await limiter.refuseIfSpent([probes]);
      try {
        return await createAccount(input, headers);
      } catch (error) {
        if (error instanceof AppError && error.code === 'EMAIL_IN_USE') {
          await limiter.countAll([probes]);
        }
        throw error;
      }
    },

    async signIn(input: SignInRequest, address: string, headers: Headers): Promise<Outcome> {
      const { hard, soft } = signInLimits(address, input.email, headers);
      // Counted first, so parallel guesses cannot all pass; handed back when it succeeds.
      const taken = await limiter.take(hard);
      const counted = await limiter.countAll(soft);
      if (counted.worst)
        await requireProof(input, counted.over, counted.worst, [taken, counted.taken]);
      const { proof: _proof, ...credentials } = input;
      const outcome = await signedIn(() =>
        auth.api.signInEmail({
          body: { ...credentials, rememberMe: true },
          headers,
          returnHeaders: true,
        }),
      );
      await limiter.refund(taken);
      await limiter.refund(counted.taken);
      return rememberDevice(outcome, input.email, headers);
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
