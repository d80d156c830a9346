/**
 * Is a loud stretch speech, or a beep, a hum or a hiss? Speech changes its spectrum every few
 * tens of milliseconds (a vowel, then a consonant, then another vowel); a tone, a chord or steady
 * noise keeps the same spectral shape while it lasts. We measure how much the shape moves: the
 * loud part's energy in 20 mel bands (100-7000 Hz) per 30 ms, in dB relative to the mean over the
 * bands (so the word's loudness envelope does not count), and the spread of each band over time.
 * Measured (docs/pronunciation.md): beeps, chords, hums, square and sawtooth waves 0-2.0 dB;
 * white, pink and brown noise 1.2-1.4 dB; every coach word said by espeak-ng 5.1 dB or more;
 * words of 4+ letters cut out of learners' sentences (speechocean762): 8 of 373 below 2.5 dB.
 */

const FRAME = 160; // 10 ms at 16 kHz, as in findSpeech
const SIZE = 512; // 32 ms analysis window
const BANDS = 20;
const FLOOR_DB = 40; // bands more than this below the frame's strongest count as this far below
const SMOOTHING = 3; // frames per spectral shape
/** Below this spread (dB) a sound is not speech. */
export const MIN_SPEECH_VARIABILITY_DB = 2.5;

const melOf = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOf = (mel: number) => 700 * (10 ** (mel / 2595) - 1);
/** FFT bin where each band starts (BANDS + 1 edges) at 16 kHz. */
const EDGES = Array.from({ length: BANDS + 1 }, (_, i) => {
  const mel = melOf(100) + (i * (melOf(7000) - melOf(100))) / BANDS;
  return Math.round((hzOf(mel) / 16000) * SIZE);
});
const WINDOW = Float64Array.from(
  { length: SIZE },
  (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (SIZE - 1)),
);
const COS = Float64Array.from({ length: SIZE / 2 }, (_, k) => Math.cos((-2 * Math.PI * k) / SIZE));
const SIN = Float64Array.from({ length: SIZE / 2 }, (_, k) => Math.sin((-2 * Math.PI * k) / SIZE));

/** In-place radix-2 FFT of SIZE points. */
function fft(re: Float64Array, im: Float64Array): void {
  for (let i = 1, j = 0; i < SIZE; i += 1) {
    let bit = SIZE >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] as number, re[i] as number];
      [im[i], im[j]] = [im[j] as number, im[i] as number];
    }
  }
  for (let length = 2; length <= SIZE; length <<= 1) {
    const half = length >> 1;
    const step = SIZE / length;
    for (let start = 0; start < SIZE; start += length) {
      for (let k = 0; k < half; k += 1) {
        const a = start + k;
        const b = a + half;
        const wr = COS[k * step] as number;
        const wi = SIN[k * step] as number;
        const tr = (re[b] as number) * wr - (im[b] as number) * wi;
        const ti = (re[b] as number) * wi + (im[b] as number) * wr;
        re[b] = (re[a] as number) - tr;
        im[b] = (im[a] as number) - ti;
        re[a] = (re[a] as number) + tr;
        im[a] = (im[a] as number) + ti;
      }
    }
  }
}

/** One frame's power in each band. */
function bandPowers(samples: Int16Array, centre: number): Float64Array {
  const re = new Float64Array(SIZE);
  const im = new Float64Array(SIZE);
  const first = centre - SIZE / 2;
  for (let i = 0; i < SIZE; i += 1)
    re[i] = ((samples[first + i] ?? 0) as number) * (WINDOW[i] as number);
  fft(re, im);
  const powers = new Float64Array(BANDS);
  for (let band = 0; band < BANDS; band += 1) {
    const end = Math.max(EDGES[band + 1] as number, (EDGES[band] as number) + 1);
    for (let k = EDGES[band] as number; k < end; k += 1)
      powers[band] = (powers[band] as number) + (re[k] as number) ** 2 + (im[k] as number) ** 2;
  }
  return powers;
}

/** Band levels in dB relative to their mean (the spectral shape) of summed band powers. */
function shapeOf(powers: readonly Float64Array[]): Float64Array {
  const levels = new Float64Array(BANDS);
  for (let band = 0; band < BANDS; band += 1) {
    let power = 0;
    for (const frame of powers) power += frame[band] as number;
    levels[band] = 10 * Math.log10(power + 1);
  }
  const top = Math.max(...levels);
  let mean = 0;
  for (let band = 0; band < BANDS; band += 1) {
    levels[band] = Math.max(levels[band] as number, top - FLOOR_DB);
    mean += (levels[band] as number) / BANDS;
  }
  return levels.map((level) => level - mean);
}

/**
 * How much the spectral shape moves (dB, mean over bands of each band's standard deviation) over
 * the frames whose energy is above `threshold` together with their two neighbours on each side
 * (so the analysis window never straddles a sound's start or end), each shape taken over three
 * such frames (30 ms: steady noise then varies less from frame to frame). 16 kHz samples.
 * Infinity when there are too few frames to tell: the recogniser decides then.
 */
export function spectralVariability(
  samples: Int16Array,
  frameEnergies: Float64Array,
  threshold: number,
): number {
  const powers: Float64Array[] = [];
  for (let f = 2; f < frameEnergies.length - 2; f += 1) {
    let inside = true;
    for (let g = f - 2; g <= f + 2; g += 1)
      if (!((frameEnergies[g] as number) > threshold)) inside = false;
    if (inside) powers.push(bandPowers(samples, f * FRAME + FRAME / 2));
  }
  const shapes: Float64Array[] = [];
  for (let i = 0; i + SMOOTHING <= powers.length; i += 1)
    shapes.push(shapeOf(powers.slice(i, i + SMOOTHING)));
  if (shapes.length < 2) return Infinity;
  let total = 0;
  for (let band = 0; band < BANDS; band += 1) {
    let sum = 0;
    for (const shape of shapes) sum += shape[band] as number;
    const mean = sum / shapes.length;
    let squares = 0;
    for (const shape of shapes) squares += ((shape[band] as number) - mean) ** 2;
    total += Math.sqrt(squares / shapes.length);
  }
  return total / BANDS;
}
