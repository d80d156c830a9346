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
export { toWire, fromWire, MISSING_CLUES, type ConnectionScreenQuestion } from './wire';
export * from './scoring';
