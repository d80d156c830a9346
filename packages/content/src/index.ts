export * from './levels';
export * from './taboo-cards';
export * from './word-guess-words';
export * from './association-questions';
export * from './difficult-words';
export * from './contexts';
export * from './chat-suggestions';
export * from './decks';
