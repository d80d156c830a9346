// What the browser needs of 'Find the connection' (no word data): the wire conversion, the
// scoring rules and our fallback questions. The web app imports `@lexora/quiz/connection-rules`.
export * from './scoring';
export { fromWire, toWire, MISSING_CLUES, type ConnectionScreenQuestion } from './wire';
export { FALLBACK_CONNECTION_QUESTIONS } from './fallback';
export type { ConnectionKind, ConnectionQuestion } from './types';
