/**
 * A tiny additive synthesiser for the game sounds: sine notes with a short attack and an
 * exponential decay, optional pitch sweep and one soft overtone, mixed and encoded as 16-bit
 * mono PCM WAV. Pure and deterministic: the same recipe always gives the same bytes.
 */
export const SAMPLE_RATE = 16_000;

export interface Note {
  /** Hz at the start of the note. */
  frequency: number;
  /** Hz at the end (a linear sweep); defaults to `frequency`. */
  sweepTo?: number;
  /** Seconds from the start of the sound. */
  start: number;
  duration: number;
  /** Peak loudness before mixing, 0..1. */
  gain: number;
  /** How fast the note fades: higher is shorter (per second, exponential). */
  decay?: number;
}

export interface SoundRecipe {
  name: string;
  /** Total length in seconds (notes are cut at this point). */
  length: number;
  notes: readonly Note[];
}

const ATTACK_SECONDS = 0.005;
const RELEASE_SECONDS = 0.01;
const PEAK = 0.8;

export function renderSamples(recipe: SoundRecipe, sampleRate = SAMPLE_RATE): Float32Array {
  const total = Math.round(recipe.length * sampleRate);
  const out = new Float32Array(total);
  for (const note of recipe.notes) {
    const first = Math.round(note.start * sampleRate);
    const count = Math.min(total - first, Math.round(note.duration * sampleRate));
    const endFrequency = note.sweepTo ?? note.frequency;
    let phase = 0;
    for (let i = 0; i < count; i++) {
      const t = i / sampleRate;
      const frequency = note.frequency + ((endFrequency - note.frequency) * i) / Math.max(1, count);
      phase += (2 * Math.PI * frequency) / sampleRate;
      // Attack and release ramps avoid clicks at the note edges.
      const attack = Math.min(1, t / ATTACK_SECONDS);
      const release = Math.min(1, (count - i) / (RELEASE_SECONDS * sampleRate));
      const envelope = attack * release * Math.exp(-(note.decay ?? 6) * t);
      const tone = Math.sin(phase) + 0.25 * Math.sin(2 * phase);
      out[first + i] = (out[first + i] ?? 0) + note.gain * envelope * tone;
    }
  }
  const peak = out.reduce((max, v) => Math.max(max, Math.abs(v)), 0);
  if (peak > 0) for (let i = 0; i < total; i++) out[i] = ((out[i] ?? 0) / peak) * PEAK;
  return out;
}

/** 16-bit little-endian mono PCM in a RIFF/WAVE container. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  samples.forEach((sample, i) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    view.setInt16(44 + i * 2, Math.round(clamped * 32767), true);
  });
  return new Uint8Array(buffer);
}

const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
const E6 = 1318.51;
const G6 = 1567.98;
const G4 = 392.0;
const E4 = 329.63;
const C4 = 261.63;

/** The six game sounds; file names match SOUND_FILES in @lexora/games. */
export const SOUND_RECIPES: readonly SoundRecipe[] = [
  {
    name: 'countdown',
    length: 0.2,
    notes: [{ frequency: 880, start: 0, duration: 0.2, gain: 1, decay: 12 }],
  },
  {
    name: 'tick',
    length: 0.06,
    notes: [{ frequency: 1800, start: 0, duration: 0.06, gain: 1, decay: 60 }],
  },
  {
    name: 'correct',
    length: 0.5,
    notes: [
      { frequency: C6, start: 0, duration: 0.2, gain: 0.8, decay: 10 },
      { frequency: E6, start: 0.09, duration: 0.2, gain: 0.8, decay: 10 },
      { frequency: G6, start: 0.18, duration: 0.32, gain: 1, decay: 8 },
    ],
  },
  {
    name: 'skip',
    length: 0.28,
    notes: [{ frequency: 620, sweepTo: 260, start: 0, duration: 0.28, gain: 1, decay: 9 }],
  },
  {
    name: 'game-start',
    length: 0.7,
    notes: [C5, E5, G5, C6].map((frequency, i) => ({
      frequency,
      start: i * 0.11,
      duration: i === 3 ? 0.37 : 0.2,
      gain: i === 3 ? 1 : 0.8,
      decay: i === 3 ? 5 : 9,
    })),
  },
  {
    name: 'game-over',
    length: 1.1,
    notes: [G4, E4, C4].map((frequency, i) => ({
      frequency,
      start: i * 0.22,
      duration: i === 2 ? 0.66 : 0.3,
      gain: 1,
      decay: i === 2 ? 3.5 : 6,
    })),
  },
];

export function renderWav(recipe: SoundRecipe): Uint8Array {
  return encodeWav(renderSamples(recipe));
}
