import { randomBytes } from 'node:crypto';
import { encodeWav } from '@lexora/speech';

export interface WarmUpResult {
  requests: number;
  /** Requests refused (other than 429, which a limit may rightly give) or left unanswered. */
  failures: number;
  ms: number;
}

/** Rounds sent at the same time: requests that arrive together take paths of their own. */
const ROUNDS_AT_ONCE = 4;

/** An analysis long enough to be rated, written for the warm-up. */
const WARM_UP_TEXT =
  'Every morning I walk to the market with my sister. We buy bread, fruit and fresh vegetables, ' +
  'and sometimes we stop at a small cafe to drink tea and talk about our plans for the weekend.';

/** One second of silence, as a browser would record it. */
const SILENCE = encodeWav(new Int16Array(16_000), 16_000);

/**
 * A learner's everyday requests, sent to the server's own address by a throwaway learner who is
 * deleted at the end (ADR 0040). A freshly started server runs its request code unoptimised: the
 * first few hundred requests after a restart cost several times what later ones do, and when
 * every learner comes back at once that is seconds of queueing. Sent through HTTP, the way
 * learners send them, they warm every layer on the way; nothing of the throwaway learner stays.
 */
export async function warmUpRequests(
  baseUrl: string,
  options: { rounds: number; fetch?: typeof fetch },
): Promise<WarmUpResult> {
  const send = options.fetch ?? fetch;
  const started = performance.now();
  let requests = 0;
  let failures = 0;
  let cookie = '';

  async function call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; headers: Headers; text: string } | null> {
    requests += 1;
    const form = body instanceof FormData;
    try {
      const res = await send(`${baseUrl}${path}`, {
        method,
        headers: {
          origin: baseUrl,
          cookie,
          ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status >= 400 && res.status !== 429) failures += 1;
      return { status: res.status, headers: res.headers, text };
    } catch {
      failures += 1;
      return null;
    }
  }

  const email = `warm-up.${randomBytes(8).toString('hex')}@lexora.invalid`;
  const password = randomBytes(18).toString('base64url');
  const signedUp = await call('POST', '/api/v1/auth/sign-up', { name: 'Warm Up', email, password });
  if (signedUp?.status !== 201) {
    if (signedUp?.status === 429) failures += 1;
    return { requests, failures, ms: performance.now() - started };
  }
  const sessionCookie = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  cookie = sessionCookie(signedUp.headers);
  const { user } = JSON.parse(signedUp.text) as { user: { validKey: string } };
  const learner = `/api/v1/learners/${encodeURIComponent(user.validKey)}`;

  /** A game as the web app sends one: a round, then its result (scoring 0, so at once). */
  async function playGame(): Promise<void> {
    const round = await call('POST', '/api/v1/games/rounds', { game: 'taboo' });
    if (round?.status !== 200) return;
    const { roundId } = JSON.parse(round.text) as { roundId: string };
    await call('POST', '/api/v1/games/results', {
      gameId: roundId,
      game: 'taboo',
      score: 0,
      missedWords: ['harbour'],
      correctWords: ['river'],
    });
  }

  async function round(n: number): Promise<void> {
    const recording = new FormData();
    recording.set('audio', new Blob([Buffer.from(SILENCE)], { type: 'audio/wav' }), 'word.wav');
    recording.set('expected_word', 'river');
    await Promise.all([
      call('GET', '/api/v1/me'),
      call('GET', '/api/v1/session'),
      call('GET', `${learner}/profile`),
      call('GET', `${learner}/difficult-words`),
      call('GET', `${learner}/daily-challenge`),
      call('GET', `${learner}/reading-record`),
      call('GET', '/api/v1/pronunciation/stats'),
      call('POST', '/api/v1/pronunciation/practice-words', { phonemes: ['TH'], level: 'B1' }),
      call('POST', '/api/v1/pronunciation/check', recording),
      call('POST', '/api/v1/vocabulary/analysis', { text: WARM_UP_TEXT }),
      playGame(),
      call('POST', `${learner}/difficult-words`, {
        word: `warmword${n}`,
        definition: 'A word added while the server warms up.',
        category: 'academic',
      }),
    ]);
  }

  try {
    for (let first = 0; first < options.rounds; first += ROUNDS_AT_ONCE) {
      const count = Math.min(ROUNDS_AT_ONCE, options.rounds - first);
      await Promise.all(Array.from({ length: count }, (_, i) => round(first + i)));
    }
  } finally {
    const deleted = await call('POST', '/api/v1/me/delete-account', { password });
    if (deleted?.status === 429) failures += 1;
  }
  return { requests, failures, ms: performance.now() - started };
}
