import { randomUUID } from 'node:crypto';
import { displayNameMessages, type CommunityLeague, type Profile } from '@lexora/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardEvent } from '../src/db/schema';
import { leagueWeek } from '../src/modules/community/league';
import {
  dbMode,
  newLearner,
  signUp,
  startTestServer,
  type TestClient,
  type TestServer,
} from './support/test-server';

/**
 * Issue 30: /community is a weekly league among learners who choose to appear. Nobody is in it
 * until they join under a display name; only that name, this week's points and the place are
 * shown to others; leaving takes them out at once; export and deletion cover the membership.
 */

const LEAGUE = '/api/v1/community/league';
const MEMBERSHIP = '/api/v1/community/membership';

const league = async (client: TestClient) => {
  const res = await client.get<CommunityLeague>(LEAGUE);
  expect(res.status).toBe(200);
  return res.body;
};

async function addWords(client: TestClient, base: string, words: string[]) {
  for (const word of words) {
    const res = await client.post(`${base}/difficult-words`, {
      word,
      definition: `The meaning of ${word}`,
      category: 'academic',
    });
    expect(res.status).toBe(201);
  }
}

const pointsOf = async (client: TestClient, base: string) =>
  (await client.get<Profile>(`${base}/profile`)).body.points;

describe(`the community league (${dbMode})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses anonymous callers', async () => {
    const anonymous = server.client();
    expect((await anonymous.get(LEAGUE)).status).toBe(401);
    expect((await anonymous.put(MEMBERSHIP, { displayName: 'Sunny Reader' })).status).toBe(401);
    expect((await anonymous.request('DELETE', MEMBERSHIP)).status).toBe(401);
  });

  it('starts private: a new learner is not in the league and the week runs Monday to Monday', async () => {
    const { client } = await newLearner(server);
    const body = await league(client);
    expect(body.membership).toBeNull();
    expect(body.you).toBeNull();
    const week = leagueWeek(Date.now());
    expect(body.week).toEqual({
      startsAt: week.start.toISOString(),
      endsAt: week.end.toISOString(),
    });
    expect(new Date(body.week.startsAt).getUTCDay()).toBe(1);
  });

  it('shows a member with the points of this week from the ledger, and never a learner who has not joined', async () => {
    const ada = await newLearner(server);
    const bea = await newLearner(server);
    await addWords(ada.client, ada.base, ['harbour', 'lantern']);
    // Bea earns more points than Ada, but has not joined: she must never be shown.
    await addWords(bea.client, bea.base, ['meadow', 'orchard', 'pebble']);
    // Points Ada earned before this week do not count in this week's table.
    await server.database.db.insert(awardEvent).values({
      userId: ada.user.uid,
      reason: 'word-added',
      amount: 10,
      sourceId: `community-test:${randomUUID()}`,
      createdAt: new Date(leagueWeek(Date.now()).start.getTime() - 60_000),
    });

    const joined = await ada.client.put<CommunityLeague>(MEMBERSHIP, {
      displayName: '  Ada   Lovelace ',
    });
    expect(joined.status).toBe(200);
    expect(joined.body.membership?.displayName).toBe('Ada Lovelace');
    const adaTotal = await pointsOf(ada.client, ada.base);
    expect(joined.body.you).toEqual({
      place: 1,
      displayName: 'Ada Lovelace',
      points: adaTotal - 10,
      isYou: true,
    });
    expect(joined.body.you!.points).toBeGreaterThanOrEqual(20);

    // Bea sees Ada's row (name, points, place and nothing else), and no row of her own.
    const seenByBea = await league(bea.client);
    expect(seenByBea.membership).toBeNull();
    expect(seenByBea.you).toBeNull();
    expect(seenByBea.top).toEqual([
      { place: 1, displayName: 'Ada Lovelace', points: adaTotal - 10, isYou: false },
    ]);
    const text = JSON.stringify(seenByBea);
    for (const secret of [ada.user.uid, ada.user.email, ada.user.name, ada.user.validKey])
      expect(text).not.toContain(secret);
    for (const own of [bea.user.uid, bea.user.email, bea.user.validKey])
      expect(JSON.stringify(await league(ada.client))).not.toContain(own);
  });

  it('ranks members, shares places on equal points, and leaving removes a member at once', async () => {
    const cleo = await newLearner(server);
    const dan = await newLearner(server);
    await addWords(cleo.client, cleo.base, ['violin']);
    await addWords(dan.client, dan.base, ['trumpet']);
    expect((await cleo.client.put(MEMBERSHIP, { displayName: 'Cleo' })).status).toBe(200);
    expect((await dan.client.put(MEMBERSHIP, { displayName: 'Dan the Reader' })).status).toBe(200);

    const seen = await league(dan.client);
    const cleoRow = seen.top.find((r) => r.displayName === 'Cleo')!;
    const danRow = seen.top.find((r) => r.displayName === 'Dan the Reader')!;
    expect(cleoRow.points).toBe(danRow.points);
    expect(cleoRow.place).toBe(danRow.place);
    expect(seen.you).toEqual({ ...danRow, isYou: true });
    expect(seen.members).toBe(3);

    const left = await cleo.client.request<CommunityLeague>('DELETE', MEMBERSHIP);
    expect(left.status).toBe(200);
    expect(left.body.membership).toBeNull();
    expect(left.body.you).toBeNull();
    const after = await league(dan.client);
    expect(after.top.map((r) => r.displayName)).not.toContain('Cleo');
    expect(after.members).toBe(2);
    // Leaving twice is harmless.
    expect((await cleo.client.request('DELETE', MEMBERSHIP)).status).toBe(200);
  });

  it('explains each display name it refuses, and changes nothing', async () => {
    const client = server.client();
    await signUp(client, 'Eve Example', 'evelyn.stone@example.com');
    const refused: [unknown, string, number][] = [
      ['', displayNameMessages.required, 400],
      ['Al', displayNameMessages.tooShort, 400],
      ['A'.repeat(25), displayNameMessages.tooLong, 400],
      ['evelyn.stone@example.com', displayNameMessages.email, 400],
      ['EvelynStone', displayNameMessages.email, 400],
      ['see www.example.org', displayNameMessages.address, 400],
      ['Sam <script>', displayNameMessages.characters, 400],
      ['12345', displayNameMessages.noLetter, 400],
      ['Gun Lover', displayNameMessages.unkind, 400],
      ['Lexora Helper', displayNameMessages.reserved, 400],
      ['ada lovelace', displayNameMessages.taken, 409],
    ];
    for (const [displayName, message, status] of refused) {
      const res = await client.put(MEMBERSHIP, { displayName });
      expect(res.status, String(displayName)).toBe(status);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.fields?.displayName).toBe(message);
    }
    expect((await client.put(MEMBERSHIP, { displayName: 'Eve', extra: true })).status).toBe(400);
    expect((await league(client)).membership).toBeNull();
  });

  it('lets a member change their name and keeps the day they joined', async () => {
    const { client } = await newLearner(server);
    const first = await client.put<CommunityLeague>(MEMBERSHIP, { displayName: 'Quiet Fox' });
    const second = await client.put<CommunityLeague>(MEMBERSHIP, { displayName: 'Quiet Owl' });
    expect(second.status).toBe(200);
    expect(second.body.membership).toEqual({
      displayName: 'Quiet Owl',
      joinedAt: first.body.membership!.joinedAt,
    });
    expect(second.body.top.map((r) => r.displayName)).not.toContain('Quiet Fox');
  });

  it('puts the membership in the data download and deletes it with the account', async () => {
    const { client } = await newLearner(server);
    expect((await client.put(MEMBERSHIP, { displayName: 'Leaving Soon' })).status).toBe(200);
    const exported = await client.get('/api/v1/me/data');
    expect(exported.status).toBe(200);
    expect(exported.body.sections.community.membership).toEqual([
      expect.objectContaining({ displayName: 'Leaving Soon', joinedAt: expect.any(String) }),
    ]);
    const deleted = await client.post('/api/v1/me/delete-account', {
      password: 'correct-horse-1',
    });
    expect(deleted.status).toBe(204);
    const { client: other } = await newLearner(server);
    expect((await league(other)).top.map((r) => r.displayName)).not.toContain('Leaving Soon');
  });
});
