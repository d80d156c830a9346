export type { ConnectionKind, ConnectionQuestion } from './types';
export { buildConnectionBank, type BankItem, type BankClue } from './bank';
export {
  createConnectionEngine,
  connectionId,
  type ConnectionEngine,
  type ConnectionRequest,
} from './engine';
export { createFitsTest, compoundForms, type FitsTest } from './relations';
export { FALLBACK_CONNECTION_QUESTIONS } from './fallback';
export { PROMPTS as CONNECTION_PROMPTS } from './prompts';
// Named for their quiz: the package entry exports the fill-blank quiz's rules beside these.
export {
  toWire as toConnectionWire,
  fromWire as fromConnectionWire,
  MISSING_CLUES,
  type ConnectionScreenQuestion,
} from './wire';
export {
  CONNECTION_BASE_POINTS,
  CONNECTION_POINTS_PER_SECOND,
  TIMER_WARNING_SECONDS,
  TIMER_DANGER_SECONDS,
  CONFETTI_MS,
  secondsLeft,
  timerTone,
  pointsFor as connectionPointsFor,
  connectionMessage,
  scoreConnectionGame,
  type ConnectionAnswer,
  type ScoredAnswer as ConnectionScoredAnswer,
  type ConnectionScore,
} from './scoring';
