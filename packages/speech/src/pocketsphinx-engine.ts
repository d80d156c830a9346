import type { CheckInput, SpeechEngine } from './engine';
import { WordInputError } from './errors';
import { espeakPhonemes } from './espeak';
import { distinctBritishForm } from './accents';
import { competitorWords } from './competitors';
import { buildCheckGrammar, DEFAULT_WEIGHTS, type GrammarWeights } from './grammar';
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

  constructor(options: PocketsphinxEngineOptions = {}) {
    this.pool = new HelperPool(options);
    this.weights = options.weights ?? DEFAULT_WEIGHTS;
    const random = options.random ?? Math.random;
    this.prepare = options.prepare ?? (async (wav) => prepareRecording(wav, random));
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
    const competitors = competitorWords(expectedWord, expected, {
      limit: this.weights.maxCompetitors,
      maxDistance: this.weights.competitorDistance,
      minCount: this.weights.competitorMinCount,
      learnerTypicalOnly: this.weights.competitorTypicalOnly > 0,
      insertions: this.weights.competitorInsertions > 0,
    });
    const alternates =
      this.weights.acceptAlternates > 0 ? lookupPronunciations(expectedWord).slice(1) : [];
    // Standard British English (the app's spelling) is correct too: espeak-ng's en-gb form.
    const british =
      this.weights.acceptBritish > 0
        ? distinctBritishForm(
            [expected, ...alternates],
            // Both voices at once: a new word costs one espeak-ng run's time, then the cache.
            ...(await Promise.all([
              espeakPhonemes(expectedWord, 'en-gb'),
              espeakPhonemes(expectedWord, 'en-us'),
            ])),
          )
        : undefined;
    const grammar = buildCheckGrammar(expected, this.weights, competitors, alternates, british);
    const decoded = await this.pool.decode({
      words: grammar.words,
      fsg: grammar.fsg,
      audio: speech,
    });
    const words =
      decoded.segments.length > 0 ? decoded.segments.map(([word]) => word) : decoded.hyp.split(' ');
    return interpretDecode(shown, expected, grammar, words);
  }

  warmUp(): Promise<void> {
    pronunciationIndex(); // ~1 s to build; competitor searches need it on the first check
    return this.pool.warmUp();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
