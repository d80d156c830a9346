import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { encodeWav, parseWav, resample, toInt16, toMono } from '@lexora/speech';

const run = promisify(execFile);

/** A small deterministic random source, so test audio is the same on every run. */
export function seeded(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

/**
 * Says a word with espeak-ng (`espeak-ng -v en-us -w out.wav WORD`) and turns it into what the
 * coach uploads: a 4 s, 16-bit mono 44.1 kHz WAV with the word after 0.6 s and a little noise.
 */
export async function spokenWordWav(word: string, options: { seconds?: number } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'lexora-say-'));
  try {
    const file = path.join(dir, 'out.wav');
    await run('espeak-ng', ['-v', 'en-us', '-w', file, word]);
    const spoken = parseWav(new Uint8Array(await readFile(file)));
    const rate = 44_100;
    const voice = resample(toMono(spoken.samples, spoken.channels), spoken.sampleRate, rate);
    const total = Math.round((options.seconds ?? 4) * rate);
    const out = new Float32Array(Math.max(total, voice.length + Math.round(0.6 * rate)));
    out.set(voice, Math.round(0.6 * rate));
    const random = seeded(word.length * 7919);
    for (let i = 0; i < out.length; i += 1)
      out[i] = 0.8 * (out[i] as number) + (random() - 0.5) * 120;
    return encodeWav(toInt16(out), rate);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
