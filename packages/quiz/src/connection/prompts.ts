import type { ConnectionKind } from './types';

/** What each kind of question asks (the clues follow in square brackets, as the spec sends them). */
export const PROMPTS: Record<ConnectionKind, string> = {
  category: 'Which group do all three clues belong to?',
  compound: 'Which word makes a new word or phrase with each clue?',
  synonym: 'Which word can mean the same as all three clues?',
};
