import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { displayNameMessages, errorStatus, type ApiError, type ErrorCode } from '@lexora/contracts';
import { isConnectionLoss, sqlState } from '../db/client';

/** A failure the learner can act on; anything else becomes a generic 500. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Omit<ApiError['error'], 'code' | 'message'> = {},
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const DATABASE_RETRY_AFTER_SECONDS = 2;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'We lost touch with our database for a moment. Please try again in a few seconds.';

export const EMAIL_IN_USE_MESSAGE =
  'An account with this email already exists. Try signing in instead.';

/** Unique constraints a request can run into despite the services' checks (a race). */
const uniqueViolations: Record<string, () => AppError> = {
  user_email_unique: () => new AppError('EMAIL_IN_USE', EMAIL_IN_USE_MESSAGE),
  community_member_display_name_idx: () =>
    new AppError('CONFLICT', displayNameMessages.taken, {
      fields: { displayName: displayNameMessages.taken },
    }),
};

function constraintOf(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** The one place a unique violation (SQLSTATE 23505) becomes the caller's error code. */
export function fromUniqueViolation(error: unknown): AppError | null {
  if (sqlState(error) !== '23505') return null;
  const known = uniqueViolations[constraintOf(error) ?? ''];
  return known
    ? known()
    : new AppError('CONFLICT', 'This was just saved by another request. Please reload the page.');
}

/**
 * What the log may say about an unexpected error: its class, SQLSTATE and constraint. Never its
 * message: a database error's message carries the query's values (names, emails, texts).
 */
export function safeSummary(error: unknown): string {
  const parts = [error instanceof Error ? error.constructor.name : typeof error];
  const state = sqlState(error);
  if (state) parts.push(`SQLSTATE ${state}`);
  const constraint = constraintOf(error);
  if (constraint) parts.push(`constraint ${constraint}`);
  return parts.join(', ');
}

export const notFound = (what = 'That item') => new AppError('NOT_FOUND', `${what} was not found.`);

export function errorBody(
  code: ErrorCode,
  message: string,
  extra: AppError['extra'] = {},
): ApiError {
  return { error: { code, message, ...extra } };
}

/** Whether the request came with a body (which a refusal may have left unread). */
export const hasBody = (c: Context) =>
  Number(c.req.header('content-length') ?? 0) > 0 ||
  c.req.header('transfer-encoding') !== undefined;

export function handleError(error: Error, c: Context): Response {
  const err = fromUniqueViolation(error) ?? error;
  // A refusal may come before the body was read (origin, sign-in, size): this connection then
  // cannot carry another request, so say so instead of letting the client send one into it.
  if (hasBody(c)) c.header('Connection', 'close');
  if (err instanceof AppError) {
    if (err.extra.retryAfterSeconds !== undefined) {
      c.header('Retry-After', String(err.extra.retryAfterSeconds));
    }
    return c.json(errorBody(err.code, err.message, err.extra), err.status as 400);
  }
  if (err instanceof HTTPException) {
    if (err.status === 400) {
      return c.json(errorBody('BAD_REQUEST', 'The request body is not valid JSON.'), 400);
    }
    if (err.status === 413) return payloadTooLarge(c);
    if (err.status === 415) {
      return c.json(
        errorBody(
          'UNSUPPORTED_MEDIA_TYPE',
          'Please send this request as JSON (Content-Type: application/json).',
        ),
        415,
      );
    }
    return c.json(
      errorBody('BAD_REQUEST', err.message || 'The request could not be processed.'),
      err.status,
    );
  }
  // A lost database connection is not the request's fault, and sending it again in a moment
  // works: the pool connects anew (reads were already retried once on a fresh connection).
  if (isConnectionLoss(err)) {
    console.error(
      `Database unavailable on ${c.req.method} ${c.req.routePath}: ${safeSummary(err)}`,
    );
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(
      errorBody('SERVICE_BUSY', DATABASE_UNAVAILABLE_MESSAGE, {
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      }),
      503,
    );
  }
  // The route pattern (`/learners/:validKey/...`), not the URL: no keys, no query values.
  console.error(`Unhandled error on ${c.req.method} ${c.req.routePath}: ${safeSummary(err)}`);
  return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
}

/**
 * A body refused for its size was not read to its end, so this connection cannot carry another
 * request: say so (`Connection: close`), or the client would send its next request into it.
 */
export function refuseLargeBody(c: Context, status: 400 | 413, body: ApiError): Response {
  c.header('Connection', 'close');
  return c.json(body, status);
}

export function payloadTooLarge(c: Context): Response {
  return refuseLargeBody(c, 413, errorBody('PAYLOAD_TOO_LARGE', 'The request is too large.'));
}
