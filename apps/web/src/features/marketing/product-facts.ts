/**
 * Figures the marketing pages may state about Lexora: each one is checked against the product's
 * own data by product-facts.test.ts, so a number here cannot drift from what a learner finds.
 * (No figures about learners: we do not count them, so we do not claim any.)
 */
export const PRODUCT_FACTS = {
  /** Reading passages in the bank (packages/content/passages), A1 to C2. */
  passages: 338,
  /** Entries in our learner's dictionary (packages/dictionary), rounded down to the thousand. */
  dictionaryWordsAtLeast: 6000,
  /** CEFR levels the reading bank and the assessment cover. */
  levels: 6,
  /** Taboo, Word Guess, Word Association, the matching game and the two timed quizzes. */
  gamesAndQuizzes: 6,
} as const;

const thousands = (n: number) => n.toLocaleString('en-GB');

/** The figures as the stats bands show them: a value and what it counts. */
export const productFigures: [value: string, label: string][] = [
  [String(PRODUCT_FACTS.passages), 'reading passages we wrote, A1 to C2'],
  [`${thousands(PRODUCT_FACTS.dictionaryWordsAtLeast)}+`, 'words in our learner’s dictionary'],
  [String(PRODUCT_FACTS.gamesAndQuizzes), 'word games and timed quizzes'],
  [String(PRODUCT_FACTS.levels), 'CEFR levels, from A1 to C2'],
];

export const dictionaryBadge = `${thousands(PRODUCT_FACTS.dictionaryWordsAtLeast)}+ words explained at your level, A1 to C2`;
