import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { baseOf, stressOf } from '../src/arpabet';
import { parseWav, encodeWav } from '../src/wav';

const run = promisify(execFile);

/** espeak-ng's own phoneme mnemonics for each ARPAbet phone (US English voice). */
const ESPEAK: Record<string, string> = {
  AA: 'A:',
  AE: 'a',
  AH: 'V',
  AO: 'O:',
  AW: 'aU',
  AY: 'aI',
  EH: 'E',
  ER: '3:',
  EY: 'eI',
  IH: 'I',
  IY: 'i:',
  OW: 'oU',
  OY: 'OI',
  UH: 'U',
  UW: 'u:',
  B: 'b',
  CH: 'tS',
  D: 'd',
  DH: 'D',
  F: 'f',
  G: 'g',
  HH: 'h',
  JH: 'dZ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'N',
  P: 'p',
  R: 'r',
  S: 's',
  SH: 'S',
  T: 't',
  TH: 'T',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'Z',
};

/** ARPAbet with stress -> espeak phoneme input ([[...]]): stress marks go before stressed vowels. */
export function arpabetToEspeak(phonemes: readonly string[]): string {
  const parts = phonemes.map((p) => {
    const base = baseOf(p);
    const stress = stressOf(p);
    if (stress === 0)
      return base === 'AH' ? '@' : base === 'ER' ? '3' : base === 'IY' ? 'i' : (ESPEAK[base] ?? '');
    const mark = stress === 1 ? "'" : stress === 2 ? ',' : '';
    return `${mark}${ESPEAK[base] ?? ''}`;
  });
  return `[[${parts.join('')}]]`;
}

export interface SpeakOptions {
  voice?: string;
  /** Words per minute. */
  speed?: number;
  pitch?: number;
}

/** Synthesises text (or [[phonemes]]) with espeak-ng; returns the WAV bytes, in memory. */
export async function speak(text: string, options: SpeakOptions = {}): Promise<Uint8Array> {
  const args = [
    '-v',
    options.voice ?? 'en-us',
    '-s',
    String(options.speed ?? 150),
    '-p',
    String(options.pitch ?? 50),
    '--stdout',
    text,
  ];
  const { stdout } = await run('espeak-ng', args, {
    encoding: 'buffer',
    maxBuffer: 10 * 1024 * 1024,
  });
  return fixStreamedHeader(new Uint8Array(stdout));
}

/** espeak's --stdout leaves the sizes unset; rewrite a clean header. */
function fixStreamedHeader(bytes: Uint8Array): Uint8Array {
  const audio = parseWav(bytes);
  return encodeWav(audio.samples, audio.sampleRate, audio.channels);
}

/**
 * Places a clip inside a 4-second recording like the coach makes (word after 0.6 s), with a little
 * noise from the given random source, optionally resampled by the caller's pipeline.
 */
export function asRecording(
  wav: Uint8Array,
  random: () => number,
  noiseLevel = 60,
  seconds = 4,
): Uint8Array {
  const audio = parseWav(wav);
  const total = Math.round(seconds * audio.sampleRate);
  const out = new Int16Array(
    Math.max(total, audio.samples.length + Math.round(0.6 * audio.sampleRate)),
  );
  out.set(audio.samples, Math.round(0.6 * audio.sampleRate));
  for (let i = 0; i < out.length; i += 1) {
    const noise = (random() + random() + random() - 1.5) * noiseLevel * 2;
    out[i] = Math.max(-32768, Math.min(32767, Math.round((out[i] as number) * 0.8 + noise)));
  }
  return encodeWav(out, audio.sampleRate);
}

/** A small deterministic random source (Park-Miller) for reproducible test audio. */
export function seededRandom(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}
