export { createExplainEngine, unknownWordMessage } from './engine';
export type { ExplainEngine } from './engine';
export type * from './types';
export { parseChatInput, FILLER_WORDS, INVALID_WORD_MESSAGE, inputTokens } from './chat-input';
export type { ChatInput } from './chat-input';
export { learnerLevel, DEFAULT_LEARNER_LEVEL } from './learner-level';
export { checkLevel, simplifyText, fixArticles } from './simplify';
export type { LevelContext, CheckedText } from './simplify';
export { chooseSense, INTEREST_THRESHOLD } from './sense-choice';
export { FUNCTION_WORDS } from './function-words';
export type { FunctionWord } from './function-words';
export { DEFINING_WORDS, DEFINING_PHRASES } from './defining-words';
export { contextSentence, formsOf, usesWord, settingFor } from './examples';
export { parseQuestionId } from './question';
export type { QuickQuestion } from './question';
export {
  acceptRephrasing,
  judgeWith,
  rephraseExplanation,
  rephraseRequestFor,
  REPHRASE_TIMEOUT_MS,
} from './rephrase';
export type {
  RephraseProvider,
  RephraseRequest,
  RephraseOutcome,
  Rephrasable,
  RephrasingJudge,
  RephrasingVerdict,
  FallbackReason,
} from './rephrase';
export {
  createOpenAiCompatibleProvider,
  rephraseConfigFrom,
  rephrasePrompt,
} from './openai-provider';
export type { OpenAiCompatibleConfig } from './openai-provider';
