import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { encodeWav, parseWav, resample, toInt16, toMono } from '@lexora/speech';

const run = promisify(execFile);

/**
 * Writes a WAV for Chromium's fake microphone (`--use-file-for-fake-audio-capture`): espeak-ng
 * says `text` (a word, or [[phonemes]]) after `leadSeconds` of quiet, so that the word falls
 * inside the coach's 4-second recording that starts after the 3-second countdown. `voice`:
 * espeak-ng's US (default) or British English.
 */
export async function fakeMicrophoneWav(
  text: string,
  options: { leadSeconds?: number; totalSeconds?: number; voice?: 'en-us' | 'en-gb' } = {},
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lexora-mic-'));
  const spokenFile = path.join(dir, 'spoken.wav');
  await run('espeak-ng', ['-v', options.voice ?? 'en-us', '-w', spokenFile, text]);
  const spoken = parseWav(new Uint8Array(await readFile(spokenFile)));
  const rate = 48_000;
  const voice = resample(toMono(spoken.samples, spoken.channels), spoken.sampleRate, rate);
  const lead = Math.round((options.leadSeconds ?? 4.2) * rate);
  const out = new Float32Array(
    Math.max(Math.round((options.totalSeconds ?? 12) * rate), lead + voice.length),
  );
  out.set(voice, lead);
  // A little noise: real microphones are never digitally silent.
  let state = 12345;
  for (let i = 0; i < out.length; i += 1) {
    state = (state * 16807) % 2147483647;
    out[i] = 0.8 * (out[i] as number) + (state / 2147483647 - 0.5) * 60;
  }
  const file = path.join(dir, 'microphone.wav');
  await writeFile(file, encodeWav(toInt16(out), rate));
  return file;
}
