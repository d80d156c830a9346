import { randomUUID } from 'node:crypto';
import { createCefrEngine, levelIndex, levelOfWordForm, type CefrLevel } from '@lexora/cefr';
import { loadLexicon } from '@lexora/lexicon';
import { encodeWav, PocketsphinxEngine } from '@lexora/speech';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spokenWordWav } from './support/speech-audio';
import {
  dbMode,
  signUp,
  startTestServer,
  TEST_ORIGIN,
  type TestClient,
  type TestServer,
} from './support/test-server';

// Real pocketsphinx on espeak-ng speech made during the test (Debian: pocketsphinx,
// pocketsphinx-en-us, libpocketsphinx-dev, pkg-config, a C compiler, espeak-ng).

interface CheckFields {
  audio?: Blob | string;
  filename?: string;
  expected_word?: string;
  check_id?: string;
}

async function postCheck(
  client: TestClient,
  fields: CheckFields,
  headers: Record<string, string> = { origin: TEST_ORIGIN },
) {
  const form = new FormData();
  if (fields.audio !== undefined) {
    if (typeof fields.audio === 'string') form.set('audio', fields.audio);
    else form.set('audio', fields.audio, fields.filename ?? 'recording.wav');
  }
  if (fields.expected_word !== undefined) form.set('expected_word', fields.expected_word);
  if (fields.check_id !== undefined) form.set('check_id', fields.check_id);
  return client.request('POST', '/api/v1/pronunciation/check', form, {
    headers,
  });
}

const wavBlob = (bytes: Uint8Array) => new Blob([Buffer.from(bytes)], { type: 'audio/wav' });

/** A 16-bit PCM header with another bit depth written in (8-bit). */
function eightBitWav(): Uint8Array {
  const samples = 8000;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((ch, i) => view.setUint8(offset + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44);
  return bytes;
}

async function points(client: TestClient, validKey: string): Promise<number> {
  const res = await client.get(`/api/v1/learners/${encodeURIComponent(validKey)}/profile`);
  return res.body.points as number;
}

describe(`pronunciation API (${dbMode})`, { timeout: 60_000 }, () => {
  let server: TestServer;
  let computerWav: Uint8Array;
  beforeAll(async () => {
    server = await startTestServer();
    computerWav = await spokenWordWav('computer');
  });
  afterAll(() => server.close());

  describe('refuses bad input with a clear 400', () => {
    const cases: Array<[string, () => CheckFields, RegExp]> = [
      [
        'a text file instead of audio',
        () => ({ audio: new Blob(['hello there, not audio']), expected_word: 'computer' }),
        /not a WAV file/i,
      ],
      [
        'a plain text field instead of a file',
        () => ({ audio: 'RIFF....WAVE', expected_word: 'computer' }),
        /attach the recording/i,
      ],
      [
        'an 8-bit WAV',
        () => ({ audio: wavBlob(eightBitWav()), expected_word: 'computer' }),
        /16-bit/i,
      ],
      [
        'a recording longer than 10 s',
        () => ({
          audio: wavBlob(encodeWav(new Int16Array(8000 * 11), 8000)),
          expected_word: 'cat',
        }),
        /10 seconds/i,
      ],
      [
        'a recording larger than 2 MB',
        () => ({
          audio: wavBlob(encodeWav(new Int16Array(48000 * 2 * 11), 48000, 2)),
          expected_word: 'cat',
        }),
        /larger than 2 MB/i,
      ],
      ['an empty file', () => ({ audio: new Blob([]), expected_word: 'computer' }), /empty/i],
      ['no audio at all', () => ({ expected_word: 'computer' }), /attach the recording/i],
      ['a missing expected word', () => ({ audio: wavBlob(computerWav) }), /expected_word/],
      [
        'a word with impossible characters',
        () => ({ audio: wavBlob(computerWav), expected_word: 'com<pu>ter!' }),
        /single English word/i,
      ],
      [
        'a check id that is not a UUID',
        () => ({ audio: wavBlob(computerWav), expected_word: 'computer', check_id: '1; drop' }),
        /UUID/,
      ],
    ];
    for (const [name, fields, message] of cases) {
      it(name, async () => {
        const res = await postCheck(server.client(), fields());
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.error.code).toBe('BAD_REQUEST');
        expect(res.body.error.message).toMatch(message);
      });
    }
  });

  it('refuses an upload from another origin; a client that is not a browser page may upload', async () => {
    // A small body: the server answers before reading it and closes the connection.
    const fields = { audio: wavBlob(encodeWav(new Int16Array(800), 8000)), expected_word: 'cat' };
    const foreign = await postCheck(server.client(), fields, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('FORBIDDEN');
    expect(foreign.headers.get('connection')).toBe('close');
    // No Origin and no Referer: curl or a script (browsers always send Origin on a POST).
    const none = await postCheck(server.client(), fields, {});
    expect(none.status).toBe(200);
  });

  it('keeps the small body limit on JSON routes', async () => {
    const res = await server.client().post('/api/v1/pronunciation/practice-words', {
      phonemes: ['P'],
      level: 'beginner',
      exclude: ['x'.repeat(70 * 1024)],
    });
    expect(res.status).toBe(413);
  });

  it('answers silence with a "nothing heard" result, not an error', async () => {
    const res = await postCheck(server.client(), {
      audio: wavBlob(encodeWav(new Int16Array(44100 * 4), 44100)),
      expected_word: 'computer',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('nothing_heard');
    expect(res.body.points_awarded).toBe(0);
  });

  it("accepts a real correct word with the spec's fields and pays a signed-in learner once", async () => {
    const client = server.client();
    const { user } = await signUp(client);
    const checkId = randomUUID();
    const first = await postCheck(client, {
      audio: wavBlob(computerWav),
      expected_word: 'Computer',
      check_id: checkId,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      result: 'correct',
      // Shown as the learner gave it (a capitalised word such as February stays capitalised).
      expected_word: 'Computer',
      transcribed_word: 'Computer',
      'Expected Phonemes': ['K', 'AH0', 'M', 'P', 'Y', 'UW1', 'T', 'ER0'],
      missed_phonemes: [],
      distance: 0,
      points_awarded: 2,
      check_id: checkId,
    });
    expect(first.body.highlighted_word.map((p: { text: string }) => p.text).join('')).toBe(
      'Computer',
    );
    expect(first.body.confidence).toBeGreaterThan(0);
    expect(await points(client, user.validKey)).toBe(2);

    const replay = await postCheck(client, {
      audio: wavBlob(computerWav),
      expected_word: 'computer',
      check_id: checkId,
    });
    expect(replay.body).toMatchObject({ result: 'correct', points_awarded: 0 });
    expect(await points(client, user.validKey)).toBe(2);

    const stats = await client.get('/api/v1/pronunciation/stats');
    expect(stats.body).toMatchObject({ correct: 1, practice: 0, accuracy: 100 });
    expect(stats.body.correctWords).toEqual(['computer']);
  });

  it('gives a guest the result but no points, and counts a wrong word as practice', async () => {
    const guest = await postCheck(server.client(), {
      audio: wavBlob(computerWav),
      expected_word: 'computer',
    });
    expect(guest.body).toMatchObject({ result: 'correct', points_awarded: 0 });
    expect(guest.body.check_id).toMatch(/^[0-9a-f-]{36}$/);

    const client = server.client();
    const { user } = await signUp(client);
    const wrong = await postCheck(client, {
      audio: wavBlob(await spokenWordWav('yesterday')),
      expected_word: 'elephant',
      check_id: randomUUID(),
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body.result).not.toBe('correct');
    expect(wrong.body.distance).toBeGreaterThan(0);
    expect(wrong.body.points_awarded).toBe(0);
    expect(await points(client, user.validKey)).toBe(0);
    const stats = await client.get('/api/v1/pronunciation/stats');
    expect(stats.body).toMatchObject({ correct: 0, practice: 1, accuracy: 0 });
    expect(stats.body.practiceEntries[0].word).toBe('elephant');
  });

  it('keeps stats for signed-in learners only', async () => {
    const res = await server.client().get('/api/v1/pronunciation/stats');
    expect(res.status).toBe(401);
  });

  it('gives exactly five practice words per sound, never the excluded word', async () => {
    const res = await server.client().post('/api/v1/pronunciation/practice-words', {
      phonemes: ['TH', 'AH0', 'V'],
      level: 'beginner',
      exclude: ['very'],
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.words)).toEqual(['TH', 'AH0', 'V']);
    for (const words of Object.values(res.body.words) as string[][]) {
      expect(words).toHaveLength(5);
      expect(new Set(words).size).toBe(5);
      expect(words).not.toContain('very');
    }
    const bad = await server.client().post('/api/v1/pronunciation/practice-words', {
      phonemes: [],
      level: 'beginner',
    });
    expect(bad.status).toBe(400);
    const tooMany = await server.client().post('/api/v1/pronunciation/practice-words', {
      phonemes: ['TH', 'AH0', 'V', 'R'],
      level: 'beginner',
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('Ask for at most 3 sounds at once.');
    const unknown = await server.client().post('/api/v1/pronunciation/practice-words', {
      phonemes: ['QQ'],
      level: 'beginner',
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.words.QQ).toHaveLength(5);
  });
  it('levels practice words with the predictor word model', async () => {
    const engine = createCefrEngine(loadLexicon());
    for (const level of ['A1', 'B1']) {
      const res = await server.client().post('/api/v1/pronunciation/practice-words', {
        phonemes: ['S', 'R'],
        level,
      });
      expect(res.status).toBe(200);
      for (const words of Object.values(res.body.words) as string[][]) {
        for (const word of words) {
          const found = levelOfWordForm(engine, word);
          expect(found, word).not.toBeNull();
          expect(levelIndex(found!.level), `${word} at ${level}`).toBeLessThanOrEqual(
            levelIndex(level as CefrLevel),
          );
        }
      }
    }
  });
});

describe(`pronunciation API under load (${dbMode})`, { timeout: 60_000 }, () => {
  const engine = new PocketsphinxEngine({ size: 1, queueLimit: 1 });
  let server: TestServer;
  beforeAll(async () => {
    await engine.warmUp();
    server = await startTestServer({ speech: engine });
  });
  afterAll(async () => {
    await server.close();
    await engine.close();
  });

  it('answers 503 "busy, try again in a moment" when the queue is full', async () => {
    const audio = await spokenWordWav('elephant');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        postCheck(server.client(), { audio: wavBlob(audio), expected_word: 'elephant' }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    const busy = responses.find((r) => r.status === 503);
    expect(busy?.body.error).toMatchObject({ code: 'SERVICE_BUSY' });
    expect(busy?.body.error.message).toMatch(/busy, try again in a moment/);
    expect(busy?.headers.get('retry-after')).toBe('1');
  });
});
