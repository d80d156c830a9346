import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addDither,
  buildSequenceGrammar,
  lookupPhonemes,
  parseWav,
  PocketsphinxEngine,
  resample,
  toInt16,
  toMono,
} from '@lexora/speech';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Real learners' speech (speechocean762, 16 kHz) beside the clone, in ../shared/data; read in
 * place, never copied into the repository.
 */
export const LEARNER_SPEECH_DIR = path.join(root, '../shared/data/speech/speechocean762');

const hasLearnerSpeech = () => existsSync(path.join(LEARNER_SPEECH_DIR, 'utterances.jsonl'));

/**
 * Tests of learners' speech are left out when the data is not beside the clone, unless
 * LEXORA_REQUIRE_SHARED_DATA is set (CI): then they run and fail on the missing files.
 */
export const skipWithoutLearnerSpeech = () =>
  !hasLearnerSpeech() && !process.env.LEXORA_REQUIRE_SHARED_DATA;

interface Utterance {
  id: string;
  wav: string;
  words: Array<{ text: string; phones: string[] }>;
}

/**
 * One word cut out of a learner's recorded sentence, as 16 kHz samples: the sentence is aligned
 * to its known text with pocketsphinx (a grammar of exactly these words in this order), and the
 * word is cut with 30 ms either side.
 */
export async function learnerWord(id: string, word: string): Promise<Float32Array> {
  const rows = readFileSync(path.join(LEARNER_SPEECH_DIR, 'utterances.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Utterance);
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`No utterance ${id}`);
  const index = row.words.findIndex((w) => w.text.toLowerCase() === word);
  if (index < 0) throw new Error(`No "${word}" in utterance ${id}`);
  const audio = parseWav(new Uint8Array(readFileSync(path.join(LEARNER_SPEECH_DIR, row.wav))));
  const samples = toInt16(resample(toMono(audio.samples, audio.channels), audio.sampleRate, 16000));
  const sequence = buildSequenceGrammar(row.words.map((w) => lookupPhonemes(w.text) ?? w.phones));
  let seed = 17;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const engine = new PocketsphinxEngine({ size: 1, random });
  try {
    const decoded = await engine.pool.decode({
      words: sequence.words,
      fsg: sequence.fsg,
      audio: addDither(samples, random),
    });
    const spans = decoded.segments.filter(([name]) => sequence.names.includes(name));
    const span = spans[index];
    if (spans.length !== row.words.length || !span) throw new Error(`${id} did not align`);
    const margin = 30 * 16;
    const start = Math.max(0, span[1] * 160 - margin);
    const end = Math.min(samples.length, (span[2] + 1) * 160 + margin);
    return Float32Array.from(samples.subarray(start, end));
  } finally {
    await engine.close();
  }
}
