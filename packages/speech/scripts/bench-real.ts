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

interface Utterance {
  id: string;
  wav: string;
  text: string;
  words: Array<{ text: string; phones: string[] }>;
  speaker: string;
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
): Promise<RealResults> {
  const rows = readFileSync(join(dataDir, 'utterances.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Utterance)
    .slice(0, limit);
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
      const [, startFrame, endFrame] = spans[index] as [string, number, number];
      const cut = samples.subarray(
        Math.max(0, startFrame * 160 - 480),
        Math.min(samples.length, (endFrame + 1) * 160 + 480),
      );
      const clip = asFourSeconds(cut, random);
      const expected = word.text.toLowerCase();
      const phonemes = prons[index] as string[];
      const started = performance.now();
      const own = await engine.check({ audio: clip, expectedWord: expected });
      results.latenciesMs.push(performance.now() - started);
      results.words += 1;
      if (own.result === 'correct') results.accepted += 1;
      else if (results.examples.length < 12)
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
