export * from './levels';
export * from './counters';
export * from './validation';
export { tokenize, preloadTokenizer } from './tokenize';
export type { TextToken, TokenKind, TokenizedText } from './tokenize';
export type { LexicalSource, WordNetPos } from './lexical-source';
