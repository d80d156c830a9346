import {
  acceptRephrasing,
  parseQuestionId,
  type ExplainEngine,
  type ExplainResult,
  type LearningStyle,
  type RephrasingVerdict,
  type Rephrasable,
} from '@lexora/explain';
import { loadExplainEngine } from '@lexora/explain/load';
import { categoryOfDomains } from '@lexora/content';
import type {
  QuickAnswerResponse,
  UnknownWordResponse,
  WordExplanationResponse,
} from '@lexora/contracts';
import { loadLexicon } from '@lexora/lexicon';
import { wordCategoryOf } from '../words/word-category';

let engine: ExplainEngine | undefined;
/**
 * One engine per worker thread, loaded on its first explanation: our dictionary and the WordNet
 * fallback (about 0.5 s over the analyser's lexicon).
 */
const explainEngine = () => (engine ??= loadExplainEngine());

export interface ExplainTaskInput {
  word: string;
  level: string;
  interest: string | null;
  style: LearningStyle;
}

export type ExplainTaskOutput =
  | { kind: 'explanation'; body: WordExplanationResponse }
  | { kind: 'unknown'; body: UnknownWordResponse }
  /** Only filler words ("what is the meaning"): nothing to look up. */
  | { kind: 'invalid' };

function withExtras(
  result: ExplainResult,
  level: string,
  interest: string | null | undefined,
): ExplainTaskOutput {
  if (result.kind === 'unknown') {
    const suggestions = explainEngine().suggestions(level, Math.random, interest);
    return { kind: 'unknown', body: { ...result, suggestions } };
  }
  // A word of our dictionary takes the category of the sense explained, from its domains, as a
  // missed game word is filed; only a word the dictionary lacks is placed by WordNet.
  const category =
    result.source === 'lexora'
      ? categoryOfDomains(result.sense.domain.split(', ').filter(Boolean))
      : wordCategoryOf(result.word, loadLexicon().wordnet, result.definition);
  return { kind: 'explanation', body: { ...result, category } };
}

/** The word assistant's CPU work (dictionary lookup, sense choice, level re-check), run in the pool. */
export const wordAssistantTasks = {
  'assistant.explain': (input: ExplainTaskInput): ExplainTaskOutput => {
    const current = explainEngine();
    // The chat input rules again with the dictionary: "ice cream" stays whole, fillers go.
    const parsed = current.parseInput(input.word, input.interest);
    if (parsed.kind === 'invalid' || parsed.kind === 'empty') return { kind: 'invalid' };
    const word = parsed.kind === 'word' ? parsed.word : 'help';
    const result = current.explain({
      word,
      level: input.level,
      interest: input.interest,
      style: input.style,
      random: Math.random,
    });
    return withExtras(result, input.level, input.interest);
  },
  /** The level re-check of a language model's rephrasing (the engine's words live here). */
  'assistant.judge-rephrasing': (input: {
    candidate: string;
    explanation: Rephrasable;
  }): RephrasingVerdict => acceptRephrasing(input.candidate, input.explanation, explainEngine()),
  'assistant.random': (level: string): string => explainEngine().randomWord(level, Math.random),
  /** The check and the sense the question is about (points are paid once per sense). */
  'assistant.check': (input: {
    questionId: string;
    choice: number;
  }): (Omit<QuickAnswerResponse, 'pointsAwarded'> & { senseId: string }) | null => {
    const parsed = parseQuestionId(input.questionId);
    const check = parsed && explainEngine().checkAnswer(input.questionId, input.choice);
    return parsed && check ? { ...check, senseId: parsed.senseId } : null;
  },
};

/** Loads the engine at thread start (the server warms its threads; tests load it on first use). */
export function warmWordAssistantTasks(): void {
  explainEngine();
}
