export * from './levels';
export * from './taboo-cards';
export * from './word-guess-words';
export * from './association-questions';
export * from './difficult-words';
export * from './sample-words';
export * from './contexts';
export * from './chat-suggestions';
export * from './decks';
export * from './coach-words';
export * from './phoneme-tips';
export * from './taboo-from-words';
export * from './word-forms';
// Pure scoring of questions by non-reader strategies (no files, no answers): safe for any client.
export * from './passages/solvers';
