import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from '../db/client';
import { handleError } from './errors';

/** A database error as drizzle hands it on: its own error with pg's error as the cause. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('a lost database connection', () => {
  it('is told apart from a wrong query', () => {
    expect(isConnectionLoss(wrapped({ code: '57P01' }))).toBe(true);
    expect(isConnectionLoss(wrapped({ code: '08006' }))).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(wrapped(new Error('connect ECONNREFUSED 127.0.0.1:5432')))).toBe(true);
    expect(isConnectionLoss(wrapped({ code: '23505' }))).toBe(false);
    expect(isConnectionLoss(wrapped({ code: '42P01' }))).toBe(false);
    expect(isConnectionLoss(new Error('boom'))).toBe(false);
  });

  it('answers 503 with Retry-After, not 500', async () => {
    const app = new Hono();
    app.onError(handleError);
    app.get('/lost', () => {
      throw wrapped({ code: '57P01' });
    });
    app.get('/broken', () => {
      throw wrapped({ code: '42P01' });
    });
    const lost = await app.request('/lost');
    expect(lost.status).toBe(503);
    expect(lost.headers.get('retry-after')).toBe('2');
    expect(((await lost.json()) as { error: { code: string } }).error.code).toBe('SERVICE_BUSY');
    expect((await app.request('/broken')).status).toBe(500);
  });
});
