import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { encodeWav, parseWav, resample, toInt16, toMono } from '@lexora/speech';

const run = promisify(execFile);

/** The fake microphone's files are written at 48 kHz, a rate Chromium captures at. */
const RATE = 48_000;

/** espeak-ng saying `text` (a word, or [[phonemes]]): samples in 16-bit units and their rate. */
export async function espeakSamples(
  text: string,
  voice: 'en-us' | 'en-gb' = 'en-us',
): Promise<{ samples: Float32Array; rate: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lexora-say-'));
  const file = path.join(dir, 'spoken.wav');
  await run('espeak-ng', ['-v', voice, '-w', file, text]);
  const spoken = parseWav(new Uint8Array(await readFile(file)));
  return { samples: toMono(spoken.samples, spoken.channels), rate: spoken.sampleRate };
}

/** A pure tone (a beep) in 16-bit units at 48 kHz. */
export function toneSamples(hz: number, seconds: number, peak: number): Float32Array {
  return Float32Array.from(
    { length: Math.round(seconds * RATE) },
    (_, i) => peak * 32767 * Math.sin((2 * Math.PI * hz * i) / RATE),
  );
}

export interface FakeMicrophoneOptions {
  /** Quiet before the sound: the coach records 4 s after a 3 s countdown. */
  leadSeconds?: number;
  totalSeconds?: number;
  /** Rescales the sound so that its loudest sample is this share of full scale. */
  peak?: number;
}

/**
 * Writes a WAV for Chromium's fake microphone (`--use-file-for-fake-audio-capture`): `sound`
 * (16-bit units at `rate`) after `leadSeconds` of a quiet noise floor, so that it falls inside
 * the coach's 4-second recording. Returns the file's path.
 */
export async function fakeMicrophoneFile(
  sound: Float32Array,
  rate: number,
  options: FakeMicrophoneOptions = {},
): Promise<string> {
  const voice = resample(sound, rate, RATE);
  let loudest = 0;
  for (const value of voice) loudest = Math.max(loudest, Math.abs(value));
  const gain = options.peak === undefined || loudest === 0 ? 0.8 : (options.peak * 32767) / loudest;
  const lead = Math.round((options.leadSeconds ?? 4.2) * RATE);
  const out = new Float32Array(
    Math.max(Math.round((options.totalSeconds ?? 12) * RATE), lead + voice.length),
  );
  out.set(voice, lead);
  // A little noise: real microphones are never digitally silent.
  let state = 12345;
  for (let i = 0; i < out.length; i += 1) {
    state = (state * 16807) % 2147483647;
    out[i] = gain * (out[i] as number) + (state / 2147483647 - 0.5) * 60;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'lexora-mic-'));
  const file = path.join(dir, 'microphone.wav');
  await writeFile(file, encodeWav(toInt16(out), RATE));
  return file;
}

/**
 * espeak-ng says `text` (a word, or [[phonemes]]) into a fake microphone file (see
 * fakeMicrophoneFile). `voice`: espeak-ng's US (default) or British English.
 */
export async function fakeMicrophoneWav(
  text: string,
  options: FakeMicrophoneOptions & { voice?: 'en-us' | 'en-gb' } = {},
): Promise<string> {
  const { samples, rate } = await espeakSamples(text, options.voice);
  return fakeMicrophoneFile(samples, rate, options);
}
