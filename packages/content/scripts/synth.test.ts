import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOUND_FILES } from '@lexora/games';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, SOUND_RECIPES, encodeWav, renderSamples, renderWav } from './synth';

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/public');

function decode(bytes: Uint8Array): { sampleRate: number; samples: Int16Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Int16Array(view.getUint32(40, true) / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(44 + i * 2, true);
  return { sampleRate: view.getUint32(24, true), samples };
}

describe('wav encoder', () => {
  it('writes a valid 16-bit mono PCM header and clamps samples', () => {
    const bytes = encodeWav(new Float32Array([0, 0.5, -1, 2]));
    const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
    expect([ascii(0, 4), ascii(8, 12), ascii(12, 16), ascii(36, 40)]).toEqual([
      'RIFF',
      'WAVE',
      'fmt ',
      'data',
    ]);
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint16(34, true)).toBe(16);
    expect(Array.from(decode(bytes).samples)).toEqual([0, 16384, -32767, 32767]);
  });
});

describe('game sounds', () => {
  it('has one recipe per sound cue, matching the file names the games use', () => {
    expect(SOUND_RECIPES.map((r) => `/sounds/${r.name}.wav`).sort()).toEqual(
      Object.values(SOUND_FILES).sort(),
    );
  });

  it('renders audible, normalised, short sounds', () => {
    for (const recipe of SOUND_RECIPES) {
      const samples = renderSamples(recipe);
      expect(samples.length).toBe(Math.round(recipe.length * SAMPLE_RATE));
      const peak = samples.reduce((max, v) => Math.max(max, Math.abs(v)), 0);
      expect(peak, recipe.name).toBeCloseTo(0.8, 5);
      expect(renderWav(recipe).length, recipe.name).toBeLessThan(40 * 1024);
    }
  });

  it('the committed files are what the script generates (re-run make-sounds after changes)', () => {
    for (const recipe of SOUND_RECIPES) {
      const committed = decode(readFileSync(join(publicDir, 'sounds', `${recipe.name}.wav`)));
      const fresh = decode(renderWav(recipe));
      expect(committed.sampleRate).toBe(SAMPLE_RATE);
      expect(committed.samples.length, recipe.name).toBe(fresh.samples.length);
      // A couple of LSBs of slack, in case a runtime rounds Math.sin differently.
      const worst = fresh.samples.reduce(
        (max, v, i) => Math.max(max, Math.abs(v - (committed.samples[i] ?? 0))),
        0,
      );
      expect(worst, recipe.name).toBeLessThanOrEqual(2);
    }
  });
});
