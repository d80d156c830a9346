import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpeechEngine } from '../src/create-engine';
import { SpeechBusyError, SpeechUnavailableError } from '../src/errors';
import { HttpSpeechEngine } from '../src/http-engine';
import { DEFAULT_WEIGHTS } from '../src/grammar';
import { expectedPhonemes, PocketsphinxEngine } from '../src/pocketsphinx-engine';
import { prepareRecording } from '../src/signal';
import { encodeWav } from '../src/wav';
import { arpabetToEspeak, asRecording, seededRandom, speak } from './espeak-audio';

// Real pocketsphinx on espeak-ng audio made here; needs the Debian packages pocketsphinx,
// pocketsphinx-en-us, libpocketsphinx-dev, pkg-config, a C compiler and espeak-ng.
const noise = seededRandom(11);
const recording = async (text: string) => asRecording(await speak(text), noise);

describe('pocketsphinx engine', { timeout: 60_000 }, () => {
  const engine = new PocketsphinxEngine({ size: 1, random: seededRandom(3) });
  beforeAll(() => engine.warmUp(), 120_000);
  afterAll(() => engine.close());

  it('accepts a clear correct word', async () => {
    const result = await engine.check({
      audio: await recording('computer'),
      expectedWord: 'computer',
    });
    expect(result.result).toBe('correct');
    expect(result.distance).toBe(0);
    expect(result.expectedPhonemes).toEqual(['K', 'AH0', 'M', 'P', 'Y', 'UW1', 'T', 'ER0']);
  });

  it('does not accept a different word', async () => {
    const result = await engine.check({
      audio: await recording('yesterday'),
      expectedWord: 'elephant',
    });
    expect(result.result).not.toBe('correct');
    expect(result.distance).toBeGreaterThan(0);
  });

  it('flags a planted V->W error at the right position', async () => {
    const planted = arpabetToEspeak(['W', 'EH1', 'R', 'IY0']);
    const result = await engine.check({
      audio: asRecording(await speak(planted), noise),
      expectedWord: 'very',
    });
    expect(result.result).toBe('mispronounced');
    expect(result.verdict).toEqual({
      kind: 'substitution',
      position: 0,
      expected: 'V',
      heard: 'W',
    });
    expect(result.missedPhonemes).toEqual(['V']);
    expect(result.highlightedWord[0]).toMatchObject({ text: 'v', suspect: true });
  });

  it('accepts a standard British pronunciation: tomato and either from the en-gb voice', async () => {
    const british = async (word: string) =>
      engine.check({
        audio: asRecording(await speak(word, { voice: 'en-gb' }), noise),
        expectedWord: word,
      });
    const tomato = await british('tomato');
    expect(tomato.result).toBe('correct');
    // The British form is what matched (to-MAH-to), while the dictionary expects to-MAY-to.
    expect(tomato.expectedPhonemes).toEqual(['T', 'AH0', 'M', 'EY1', 'T', 'OW2']);
    expect(tomato.transcribedPhonemes).toEqual(['T', 'AH0', 'M', 'AA1', 'T', 'OW0']);
    // Without the British form the US grammar heard "either" as another word (AY DH AH).
    const either = await british('either');
    expect(either.result).toBe('correct');
    expect(either.transcribedPhonemes).toEqual(['AY1', 'DH', 'AH0']);
  });

  it('shows the word as it was given when only its case differs', async () => {
    const result = await engine.check({
      audio: await recording('february'),
      expectedWord: 'February',
    });
    expect(result.expectedWord).toBe('February');
    expect(result.highlightedWord.map((part) => part.text).join('')).toBe('February');
  });

  it('says nothing was heard for silence', async () => {
    const silence = encodeWav(new Int16Array(4 * 16000), 16000);
    const result = await engine.check({ audio: silence, expectedWord: 'computer' });
    expect(result.result).toBe('nothing_heard');
  });

  it('restarts a killed helper and the next check succeeds', async () => {
    const [pid] = engine.pool.pids();
    expect(pid).toBeDefined();
    const startedBefore = engine.pool.started;
    process.kill(pid as number, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const result = await engine.check({
      audio: await recording('computer'),
      expectedWord: 'computer',
    });
    expect(result.result).toBe('correct');
    expect(engine.pool.started).toBe(startedBefore + 1);
    expect(engine.pool.pids()).not.toContain(pid);
  });

  it('turns a helper dying mid-check into an error, not a crash', async () => {
    const audio = await recording('computer');
    const check = engine.check({ audio, expectedWord: 'computer' });
    await new Promise((resolve) => setTimeout(resolve, 1));
    for (const pid of engine.pool.pids()) process.kill(pid, 'SIGKILL');
    const outcome = await check.then(
      (r) => r.result, // the decode may have finished before the kill landed
      (error: unknown) => error,
    );
    if (typeof outcome !== 'string') expect(outcome).toBeInstanceOf(SpeechUnavailableError);
    expect((await engine.check({ audio, expectedWord: 'computer' })).result).toBe('correct');
  });

  it('gets phonemes for words missing from the dictionary from espeak-ng', async () => {
    await expect(expectedPhonemes('brexit')).resolves.toEqual([
      'B',
      'R',
      'EH1',
      'K',
      'S',
      'IH0',
      'T',
    ]);
    await expect(expectedPhonemes('two words')).rejects.toThrow(/single English word/);
  });
});

describe('pocketsphinx engine with competitor words', { timeout: 60_000 }, () => {
  const engine = new PocketsphinxEngine({
    size: 1,
    random: seededRandom(5),
    weights: {
      ...DEFAULT_WEIGHTS,
      maxCompetitors: 30,
      competitor: 1e-2,
      competitorTypicalOnly: 0, // throw for three is no learner-typical slip
    },
  });
  beforeAll(() => engine.warmUp(), 120_000);
  afterAll(() => engine.close());

  it('still accepts the right word', async () => {
    const result = await engine.check({ audio: await recording('three'), expectedWord: 'three' });
    expect(result.result).toBe('correct');
  });
  it('names the nearby real word that was said and the sound that differs', async () => {
    const result = await engine.check({ audio: await recording('throw'), expectedWord: 'three' });
    expect(result.result).toBe('other_word');
    expect(result.transcribedWord).toBe('throw');
    expect(result.phonemeFeedback).toEqual([{ position: 2, expected: 'IY1', transcribed: 'OW' }]);
  });
});

describe('grammar reuse', { timeout: 60_000 }, () => {
  it('decodes exactly as a freshly built grammar when a helper reuses or rebuilds its search', async () => {
    const engine = new PocketsphinxEngine({ size: 1, searchesKept: 2, random: seededRandom(8) });
    try {
      await engine.warmUp();
      const speech = prepareRecording(await recording('computer'), seededRandom(9));
      if (!speech) throw new Error('no speech in the test clip');
      const grammar = async (word: string) => {
        const g = await engine.grammarFor(word, await expectedPhonemes(word));
        return { words: g.words, fsg: g.fsg, audio: speech };
      };
      const [computer, elephant, very] = await Promise.all(
        ['computer', 'elephant', 'very'].map(grammar),
      );
      expect(await engine.grammarFor('computer', await expectedPhonemes('computer'))).toBe(
        await engine.grammarFor('computer', await expectedPhonemes('computer')),
      );
      const first = await engine.pool.decode(computer!); // built
      const again = await engine.pool.decode(computer!); // kept
      await engine.pool.decode(elephant!);
      await engine.pool.decode(very!); // two kept: computer's search is dropped
      const rebuilt = await engine.pool.decode(computer!);
      const veryAgain = await engine.pool.decode(very!);
      const same = (r: { hyp: string; score: number; segments: unknown }) => [
        r.hyp,
        r.score,
        r.segments,
      ];
      const computerGrammar = await engine.grammarFor(
        'computer',
        await expectedPhonemes('computer'),
      );
      expect(computerGrammar.roles.get(first.hyp)?.kind).toBe('canonical');
      expect(same(again)).toEqual(same(first));
      expect(same(rebuilt)).toEqual(same(first));
      expect(veryAgain.hyp).not.toBe(first.hyp);
    } finally {
      await engine.close();
    }
  });
});

describe('pool limits', { timeout: 60_000 }, () => {
  it('answers busy beyond the queue limit and times out a slow check', async () => {
    const engine = new PocketsphinxEngine({ size: 1, queueLimit: 1, random: seededRandom(5) });
    const audio = await recording('computer');
    try {
      await engine.warmUp();
      const outcomes = await Promise.allSettled(
        [1, 2, 3].map(() => engine.check({ audio, expectedWord: 'computer' })),
      );
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect((outcomes[2] as PromiseRejectedResult).reason).toBeInstanceOf(SpeechBusyError);
    } finally {
      await engine.close();
    }
    const hasty = new PocketsphinxEngine({ size: 1, timeoutMs: 1, random: seededRandom(5) });
    try {
      await hasty.warmUp();
      await expect(hasty.check({ audio, expectedWord: 'computer' })).rejects.toBeInstanceOf(
        SpeechUnavailableError,
      );
    } finally {
      await hasty.close();
    }
  });
});

describe('decoder settings', { timeout: 60_000 }, () => {
  it('refuses to start a helper with a setting it does not support', async () => {
    const engine = new PocketsphinxEngine({
      size: 1,
      random: seededRandom(6),
      decoderArgs: ['-samprate', '8000'],
    });
    try {
      await expect(
        engine.check({ audio: await recording('computer'), expectedWord: 'computer' }),
      ).rejects.toThrow();
    } finally {
      await engine.close();
    }
  });
});

describe('engine choice and the HTTP driver', () => {
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      let size = 0;
      request.on('data', (chunk: Buffer) => (size += chunk.length));
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        if (request.url === '/busy') {
          response.statusCode = 503;
          return response.end('{}');
        }
        response.end(
          JSON.stringify({ result: 'correct', expectedPhonemes: ['K'], receivedBytes: size }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is chosen by SPEECH_ENGINE', () => {
    expect(createSpeechEngine({}).name).toBe('pocketsphinx');
    expect(createSpeechEngine({ engine: 'http', httpUrl: url }).name).toBe('http');
    expect(() => createSpeechEngine({ engine: 'http' })).toThrow(/SPEECH_HTTP_URL/);
    expect(() => createSpeechEngine({ engine: 'whisper' })).toThrow(/Unknown SPEECH_ENGINE/);
  });

  it('posts the recording and maps busy answers', async () => {
    const audio = encodeWav(new Int16Array(1600), 16000);
    const result = await new HttpSpeechEngine({ url: `${url}/check` }).check({
      audio,
      expectedWord: 'cat',
    });
    expect(result.result).toBe('correct');
    expect((result as unknown as { receivedBytes: number }).receivedBytes).toBeGreaterThan(
      audio.length,
    );
    await expect(
      new HttpSpeechEngine({ url: `${url}/busy` }).check({ audio, expectedWord: 'cat' }),
    ).rejects.toBeInstanceOf(SpeechBusyError);
  });
});
