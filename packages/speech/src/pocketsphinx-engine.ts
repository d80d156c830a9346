import type { CheckInput, SpeechEngine } from './engine';
import { WordInputError } from './errors';
import { espeakPhonemes, startEspeak } from './espeak';
import { distinctBritishForm } from './accents';
import { competitorWords } from './competitors';
import {
  buildCheckGrammar,
  DEFAULT_WEIGHTS,
  type CheckGrammar,
  type GrammarWeights,
} from './grammar';
import { HelperPool, type HelperPoolOptions } from './helper-pool';
import { lookupPhonemes, lookupPronunciations, normaliseWord } from './phonemes';
import { pronunciationIndex } from './reverse-lookup';
import { prepareRecording } from './signal';
import { interpretDecode, nothingHeard, type PronunciationResult } from './verdict';

export interface PocketsphinxEngineOptions extends HelperPoolOptions {
  weights?: GrammarWeights;
  /** Random source for the added noise (defaults to Math.random at this edge). */
  random?: () => number;
  /**
   * Decodes, resamples and cuts the recording (see prepareRecording). Default: in this thread;
   * the server passes one that runs in its worker pool, off the event loop.
   */
  prepare?: (wav: Uint8Array) => Promise<Int16Array | undefined>;
}

/** Check grammars kept per engine: a few thousand characters each; the coach has ~200 words. */
const GRAMMARS_KEPT = 500;

/** Expected phonemes from CMUdict, else from espeak-ng; WordInputError when neither knows it. */
export async function expectedPhonemes(word: string): Promise<string[]> {
  const key = normaliseWord(word);
  if (!key) throw new WordInputError('The expected word must be a single English word.');
  const phonemes = lookupPhonemes(key) ?? (await espeakPhonemes(key));
  if (!phonemes) throw new WordInputError(`We do not know how to pronounce "${word}".`);
  return phonemes;
}

/** The default engine: pocketsphinx helpers with one check grammar per expected word. */
export class PocketsphinxEngine implements SpeechEngine {
  readonly name = 'pocketsphinx';
  readonly pool: HelperPool;
  private readonly weights: GrammarWeights;
  private readonly prepare: (wav: Uint8Array) => Promise<Int16Array | undefined>;
  private readonly grammars = new Map<string, CheckGrammar>();

  constructor(options: PocketsphinxEngineOptions = {}) {
    this.pool = new HelperPool(options);
    this.weights = options.weights ?? DEFAULT_WEIGHTS;
    const random = options.random ?? Math.random;
    this.prepare = options.prepare ?? (async (wav) => prepareRecording(wav, random));
    // Now, while the server is small and idle: starting them later forks a large process.
    startEspeak();
  }

  async check(input: CheckInput): Promise<PronunciationResult> {
    // First, so that a bad file is reported before an unknown word (AudioInputError).
    const speech = await this.prepare(input.audio);
    const expectedWord = normaliseWord(input.expectedWord) ?? input.expectedWord;
    const expected = await expectedPhonemes(input.expectedWord);
    // The result shows the word as it was given when only its case differs ('February').
    const given = input.expectedWord.trim();
    const shown = given.toLowerCase() === expectedWord ? given : expectedWord;
    if (!speech) return nothingHeard(shown, expected);
    const grammar = await this.grammarFor(expectedWord, expected);
    const decoded = await this.pool.decode({
      words: grammar.words,
      fsg: grammar.fsg,
      audio: speech,
    });
    const words =
      decoded.segments.length > 0 ? decoded.segments.map(([word]) => word) : decoded.hyp.split(' ');
    return interpretDecode(shown, expected, grammar, words);
  }

  /**
   * The check grammar of a word (its forms, learner variants, competitor words and British form).
   * It depends only on the word and the weights, so it is built once and kept (bounded, least
   * recently used out); the same grammar text also lets each helper keep its search.
   */
  async grammarFor(word: string, expected: readonly string[]): Promise<CheckGrammar> {
    const key = `${word}|${expected.join(' ')}`;
    const kept = this.grammars.get(key);
    if (kept) {
      this.grammars.delete(key); // most recently used last
      this.grammars.set(key, kept);
      return kept;
    }
    const competitors = competitorWords(word, expected, {
      limit: this.weights.maxCompetitors,
      maxDistance: this.weights.competitorDistance,
      minCount: this.weights.competitorMinCount,
      learnerTypicalOnly: this.weights.competitorTypicalOnly > 0,
      insertions: this.weights.competitorInsertions > 0,
    });
    const alternates = this.weights.acceptAlternates > 0 ? lookupPronunciations(word).slice(1) : [];
    // Standard British English (the app's spelling) is correct too: espeak-ng's en-gb form.
    // Both voices at once: a new word costs one espeak-ng run's time, then espeak's cache.
    const voices =
      this.weights.acceptBritish > 0
        ? await Promise.all([espeakPhonemes(word, 'en-gb'), espeakPhonemes(word, 'en-us')])
        : undefined;
    const british = voices ? distinctBritishForm([expected, ...alternates], ...voices) : undefined;
    const grammar = buildCheckGrammar(expected, this.weights, competitors, alternates, british);
    // A failed espeak-ng run (a timeout on a busy machine) is not kept: the next check retries.
    if (!voices || voices.every(Boolean)) {
      if (this.grammars.size >= GRAMMARS_KEPT)
        this.grammars.delete(this.grammars.keys().next().value as string);
      this.grammars.set(key, grammar);
    }
    return grammar;
  }

  warmUp(): Promise<void> {
    pronunciationIndex(); // ~1 s to build; competitor searches need it on the first check
    return this.pool.warmUp();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
