import { checkLevel } from './simplify';
import type { ExplainEngine } from './engine';
import type { WordExplanation } from './types';

/** What an optional language model is asked to rephrase. */
export interface RephraseRequest {
  word: string;
  partOfSpeech: string;
  learnerLevel: string;
  interest: string | null;
  definition: string;
  examples: string[];
}

/** A remote rephraser (e.g. an OpenAI-compatible chat completions endpoint). */
export interface RephraseProvider {
  rephrase(request: RephraseRequest, signal: AbortSignal): Promise<string>;
}

export type FallbackReason =
  'off' | 'error' | 'timeout' | 'empty' | 'too-long' | 'missing-word' | 'above-level';

export interface RephraseOutcome {
  /** The text to show: the model's when accepted, else the engine's own. */
  text: string;
  source: 'llm' | 'built-in';
  /** Why the engine's own text is shown (absent when the model's text was accepted). */
  reason?: FallbackReason;
  /** Words above the learner's level in the model's text (when it was checked). */
  aboveLevelWords: string[];
}

/** The parts of an explanation a rephrasing is asked about and checked against. */
export type Rephrasable = Pick<
  WordExplanation,
  | 'word'
  | 'partOfSpeech'
  | 'learnerLevel'
  | 'definition'
  | 'examples'
  | 'aboveLevelWords'
  | 'personalized_explanation'
> & { sense: { interest: string | null } };

export const REPHRASE_TIMEOUT_MS = 2000;
export const MAX_REPHRASE_CHARACTERS = 700;

export function rephraseRequestFor(explanation: Rephrasable): RephraseRequest {
  return {
    word: explanation.word,
    partOfSpeech: explanation.partOfSpeech,
    learnerLevel: explanation.learnerLevel,
    interest: explanation.sense.interest,
    definition: explanation.definition,
    examples: explanation.examples,
  };
}

/**
 * The same level re-check as the engine's own text: the model's text is accepted only when it
 * is not empty, not too long, uses the word, and adds no word above the learner's level that
 * the engine's text did not already have.
 */
export function acceptRephrasing(
  candidate: string,
  explanation: Rephrasable,
  engine: ExplainEngine,
): { accepted: boolean; reason?: FallbackReason; aboveLevelWords: string[] } {
  const text = candidate.trim();
  if (text.length === 0) return { accepted: false, reason: 'empty', aboveLevelWords: [] };
  if (text.length > MAX_REPHRASE_CHARACTERS) {
    return { accepted: false, reason: 'too-long', aboveLevelWords: [] };
  }
  const word = explanation.word.toLowerCase();
  if (!text.toLowerCase().includes(word.split(' ')[0] ?? word)) {
    return { accepted: false, reason: 'missing-word', aboveLevelWords: [] };
  }
  const { above } = checkLevel(text, {
    words: engine.words,
    level: explanation.learnerLevel,
    keep: new Set([word, ...word.split(' ')]),
  });
  const allowed = new Set(explanation.aboveLevelWords);
  const added = above.filter((w) => !allowed.has(w));
  return added.length > 0
    ? { accepted: false, reason: 'above-level', aboveLevelWords: above }
    : { accepted: true, aboveLevelWords: above };
}

export type RephrasingVerdict = ReturnType<typeof acceptRephrasing>;
/** Judges a model's text; the server runs it in a worker thread, where the engine lives. */
export type RephrasingJudge = (
  candidate: string,
  explanation: Rephrasable,
) => RephrasingVerdict | Promise<RephrasingVerdict>;

/** The judge of `acceptRephrasing` with an engine at hand. */
export const judgeWith =
  (engine: ExplainEngine): RephrasingJudge =>
  (candidate, explanation) =>
    acceptRephrasing(candidate, explanation, engine);

/**
 * Asks the provider (if any) to rephrase the explanation, waiting at most `timeoutMs`; any
 * failure, a slow answer or a text that fails the level re-check gives the built-in text.
 */
export async function rephraseExplanation(
  explanation: Rephrasable,
  provider: RephraseProvider | null,
  judge: RephrasingJudge,
  timeoutMs = REPHRASE_TIMEOUT_MS,
): Promise<RephraseOutcome> {
  const builtIn = (reason: FallbackReason, aboveLevelWords: string[] = []): RephraseOutcome => ({
    text: explanation.personalized_explanation,
    source: 'built-in',
    reason,
    aboveLevelWords,
  });
  if (!provider) return builtIn('off');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const timeout = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(new Error('timeout')));
    });
    const text = await Promise.race([
      provider.rephrase(rephraseRequestFor(explanation), controller.signal),
      timeout,
    ]);
    clearTimeout(timer);
    const verdict = await judge(text, explanation);
    if (!verdict.accepted) return builtIn(verdict.reason ?? 'error', verdict.aboveLevelWords);
    return { text: text.trim(), source: 'llm', aboveLevelWords: verdict.aboveLevelWords };
  } catch {
    return builtIn(timedOut ? 'timeout' : 'error');
  } finally {
    clearTimeout(timer);
  }
}
