import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorStatus, type ApiError, type ErrorCode } from '@lexora/contracts';

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

export const notFound = (what = 'That item') => new AppError('NOT_FOUND', `${what} was not found.`);

export function errorBody(
  code: ErrorCode,
  message: string,
  extra: AppError['extra'] = {},
): ApiError {
  return { error: { code, message, ...extra } };
}

export function handleError(err: Error, c: Context): Response {
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
    return c.json(
      errorBody('BAD_REQUEST', err.message || 'The request could not be processed.'),
      err.status,
    );
  }
  console.error('Unhandled error', err);
  return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
}

export function payloadTooLarge(c: Context): Response {
  return c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request is too large.'), 413);
}
