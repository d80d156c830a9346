import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { sessionKey } from './session-cache';
import { createSessions, type FoundSession, type SessionRequest } from './sessions';

const COOKIE = 'lexora.session_token=token-1';
const learner = { userId: 'u1', email: 'a@b.co', name: 'A' };

/** Sessions over a better-auth whose lookups the test answers one by one. */
function setup() {
  const clock = { now: 0 };
  const lookups: ((found: boolean) => void)[] = [];
  const read = () =>
    new Promise<FoundSession | null>((resolve) =>
      lookups.push((found) => resolve(found ? { learner } : null)),
    );
  let deliver!: (message: string) => void;
  const database: Pick<DatabaseHandle, 'listen' | 'notify' | 'afterCommit'> = {
    listen: (_channel, onMessage) => {
      deliver = onMessage;
      return { listening: () => true, sync: async () => {}, close: async () => {} };
    },
    notify: async () => undefined,
    afterCommit: (work) => work(),
  };
  const sessions = createSessions({
    read,
    database,
    cookieName: 'lexora.session_token',
    ttlMs: 5_000,
    now: () => clock.now,
  });
  const request: SessionRequest = {
    cookie: COOKIE,
    headers: () => new Headers({ cookie: COOKIE }),
  };
  /** `count` requests at once; resolves with their learners' ids once every lookup was answered. */
  async function burst(count: number) {
    const found = Promise.all(
      Array.from({ length: count }, () => sessions.find(request).then((f) => f?.learner.userId)),
    );
    // The lookups start after the request's turn of the event loop.
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    return found;
  }
  const answerAll = (found = true) => lookups.splice(0).forEach((answer) => answer(found));
  return {
    clock,
    lookups,
    burst,
    answerAll,
    deliver: (m: string) => deliver(m),
    request,
    sessions,
  };
}

describe('session lookups', () => {
  it('requests that miss together wait for one lookup', async () => {
    const { lookups, burst, answerAll } = setup();
    const pending = burst(20);
    await new Promise((r) => setImmediate(r));
    expect(lookups).toHaveLength(1);
    answerAll();
    expect(await pending).toEqual(Array(20).fill('u1'));
  });

  it('one request renews an entry near its end, the others are answered from it meanwhile', async () => {
    const { clock, lookups, burst, answerAll } = setup();
    const first = burst(1);
    await new Promise((r) => setImmediate(r));
    answerAll();
    await first;

    clock.now = 4_500; // in the entry's last second
    const renewing = burst(20);
    await new Promise((r) => setImmediate(r));
    expect(lookups).toHaveLength(1);
    answerAll();
    expect(await renewing).toEqual(Array(20).fill('u1'));

    clock.now = 5_500; // the first entry would have ended: the renewed one answers
    const later = burst(20);
    await new Promise((r) => setImmediate(r));
    expect(lookups).toHaveLength(0);
    expect(await later).toEqual(Array(20).fill('u1'));
  });

  it('a request after a sign-out does not share a lookup that started before it', async () => {
    const { lookups, burst, answerAll, deliver } = setup();
    const before = burst(1);
    await new Promise((r) => setImmediate(r));
    expect(lookups).toHaveLength(1);
    deliver(`session:${sessionKey('token-1')}`);
    const after = burst(1);
    await new Promise((r) => setImmediate(r));
    expect(lookups).toHaveLength(2);
    // The lookup under way read the session before it ended: answered, but not kept.
    lookups[0]?.(true);
    lookups[1]?.(false);
    lookups.splice(0);
    expect(await before).toEqual(['u1']);
    expect(await after).toEqual([undefined]);
    const again = burst(1);
    await new Promise((r) => setImmediate(r));
    expect(lookups).toHaveLength(1);
    answerAll(false);
    expect(await again).toEqual([undefined]);
  });
});
