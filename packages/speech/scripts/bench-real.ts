import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseOf } from '../src/arpabet';
import { phonemeDistance } from '../src/alignment';
import { learnerVariants } from '../src/confusions';
import { buildSequenceGrammar } from '../src/grammar';
import type { PocketsphinxEngine } from '../src/pocketsphinx-engine';
import { lookupPhonemes } from '../src/phonemes';
import { wordForPhones } from '../src/reverse-lookup';
import { addDither, toInt16, toMono, resample } from '../src/signal';
import { encodeWav, parseWav } from '../src/wav';
import { wordCount } from '../src/word-frequency';

export interface Utterance {
  id: string;
  wav: string;
  text: string;
  words: Array<{ text: string; phones: string[] }>;
  speaker: string;
}

export function readUtterances(dataDir: string): Utterance[] {
  return readFileSync(join(dataDir, 'utterances.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Utterance);
}

export interface RealResults {
  utterances: number;
  aligned: number;
  words: number;
  accepted: number;
  nearChecked: number;
  nearRejected: number;
  unrelatedChecked: number;
  unrelatedRejected: number;
  latenciesMs: number[];
  examples: string[];
  /** Rejected own words by verdict (mispronounced = a learner variant won). */
  rejectedBy: Record<string, number>;
}

const UNRELATED_POOL = [
  'elephant',
  'yesterday',
  'umbrella',
  'computer',
  'chocolate',
  'morning',
  'window',
  'bicycle',
  'potato',
  'orange',
];

/** A common real word one learner-typical sound away (three -> tree), else undefined. */
export function nearNeighbour(word: string, phonemes: readonly string[]): string | undefined {
  let best: { word: string; count: number } | undefined;
  for (const variant of learnerVariants(phonemes)) {
    const other = wordForPhones(variant.phones);
    if (!other || other === word) continue;
    const count = wordCount(other);
    if (count > 0 && (!best || count > best.count)) best = { word: other, count };
  }
  return best?.word;
}

export function unrelatedWord(phonemes: readonly string[]): string {
  let best = UNRELATED_POOL[0] as string;
  let bestDistance = -1;
  for (const candidate of UNRELATED_POOL) {
    const distance = phonemeDistance(phonemes, lookupPhonemes(candidate) ?? []);
    if (distance > bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** Every other speaker in sorted id order (half 0 or 1); undefined keeps everyone. */
export function inSpeakerHalf(
  rows: ReadonlyArray<{ speaker: string }>,
  speaker: string,
  half: number | undefined,
): boolean {
  if (half === undefined) return true;
  const speakers = [...new Set(rows.map((r) => r.speaker))].sort();
  return speakers.indexOf(speaker) % 2 === half;
}

export interface CutOptions {
  /** Kept around the aligned word, in ms. */
  marginMs: number;
  /** Whether a margin may reach into the neighbouring words' aligned frames. */
  intoNeighbours: boolean;
}

export const DEFAULT_CUT: CutOptions = { marginMs: 30, intoNeighbours: true };

/**
 * Sample range of word `index` from the alignment's word segments (10 ms frames): its frames plus
 * a margin, which with `intoNeighbours: false` stops where the previous word ends and the next
 * one starts, so that a cut holds this word and the pauses around it but no other word.
 */
export function cutBounds(
  spans: ReadonlyArray<readonly [string, number, number]>,
  index: number,
  totalSamples: number,
  cut: CutOptions,
): [number, number] {
  const [, startFrame, endFrame] = spans[index] as readonly [string, number, number];
  const margin = Math.round(cut.marginMs * 16);
  let start = Math.max(0, startFrame * 160 - margin);
  let end = Math.min(totalSamples, (endFrame + 1) * 160 + margin);
  if (!cut.intoNeighbours) {
    const previous = spans[index - 1];
    const next = spans[index + 1];
    if (previous) start = Math.max(start, (previous[2] + 1) * 160);
    if (next) end = Math.min(end, next[1] * 160);
  }
  return [start, end];
}

/** Puts a cut word into a 4-second 16 kHz recording with a quiet noise floor. */
function asFourSeconds(word: Int16Array, random: () => number): Uint8Array {
  const out = new Int16Array(4 * 16000);
  out.set(word.subarray(0, out.length - 9600), 9600);
  return encodeWav(addDither(out, random, 24), 16000);
}

export async function benchReal(
  engine: PocketsphinxEngine,
  dataDir: string,
  random: () => number,
  limit: number,
  speakerHalf?: number,
  cut: CutOptions = DEFAULT_CUT,
): Promise<RealResults> {
  const all = readUtterances(dataDir);
  const rows = all.filter((row) => inSpeakerHalf(all, row.speaker, speakerHalf)).slice(0, limit);
  const results: RealResults = {
    utterances: rows.length,
    aligned: 0,
    words: 0,
    accepted: 0,
    nearChecked: 0,
    nearRejected: 0,
    unrelatedChecked: 0,
    unrelatedRejected: 0,
    latenciesMs: [],
    examples: [],
    rejectedBy: {},
  };
  for (const row of rows) {
    const audio = parseWav(new Uint8Array(readFileSync(join(dataDir, row.wav))));
    const samples = toInt16(
      resample(toMono(audio.samples, audio.channels), audio.sampleRate, 16000),
    );
    const prons = row.words.map((w) => lookupPhonemes(w.text) ?? w.phones);
    // Forced alignment of the known text: a grammar that only allows these words in this order.
    const sequence = buildSequenceGrammar(prons);
    const decoded = await engine.pool.decode({
      words: sequence.words,
      fsg: sequence.fsg,
      audio: addDither(samples, random),
    });
    const spans = decoded.segments.filter(([w]) => sequence.names.includes(w));
    if (spans.length !== row.words.length) continue;
    results.aligned += 1;
    for (const [index, word] of row.words.entries()) {
      const [start, end] = cutBounds(spans, index, samples.length, cut);
      const clip = asFourSeconds(samples.subarray(start, end), random);
      const expected = word.text.toLowerCase();
      const phonemes = prons[index] as string[];
      const started = performance.now();
      const own = await engine.check({ audio: clip, expectedWord: expected });
      results.latenciesMs.push(performance.now() - started);
      results.words += 1;
      if (own.result === 'correct') results.accepted += 1;
      else results.rejectedBy[own.result] = (results.rejectedBy[own.result] ?? 0) + 1;
      if (own.result !== 'correct' && results.examples.length < 12)
        results.examples.push(
          `${expected}: ${own.result} ${own.transcribedPhonemes.map(baseOf).join(' ')}`,
        );
      const near = nearNeighbour(expected, phonemes);
      if (near) {
        results.nearChecked += 1;
        if ((await engine.check({ audio: clip, expectedWord: near })).result !== 'correct')
          results.nearRejected += 1;
      }
      results.unrelatedChecked += 1;
      if (
        (await engine.check({ audio: clip, expectedWord: unrelatedWord(phonemes) })).result !==
        'correct'
      )
        results.unrelatedRejected += 1;
    }
  }
  return results;
}
