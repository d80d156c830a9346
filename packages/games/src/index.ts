export * from './random';
export * from './clock';
export * from './taboo';
export * from './word-match-text';
export * from './word-guess-rules';
export * from './word-guess';
export * from './word-association';
export * from './matching';
