// The vocabulary contract's constants and counters without zod: the assessment dialog shows them
// on the dashboard's first load, which should not have to load zod (docs/performance.md).

export const cefrLevels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof cefrLevels)[number];

/** The legend under the highlighted text (spec 000 section 2). */
/**
 * The plain name of each CEFR level, the same on every page (ADR 0053): a level is shown as its
 * code and this name ("B1 Intermediate"), for words, texts and learners alike.
 */
export const cefrLevelNames: Record<CefrLevel, string> = {
  A1: 'Beginner',
  A2: 'Elementary',
  B1: 'Intermediate',
  B2: 'Upper Intermediate',
  C1: 'Advanced',
  C2: 'Proficient',
};
export const cefrLegendLabels = cefrLevelNames;

/** Spec 000 section 5: the longest text the predictor accepts. */
export const MAX_TEXT_CHARACTERS = 5000;
/** The modal enables Analyze from this many trimmed characters (spec 000 section 5). */
export const MIN_MODAL_CHARACTERS = 10;
export const MAX_TEXTS_PER_PREDICTION = 10;
export const TEXT_TOO_LONG_MESSAGE = 'Text is too long. Please keep it under 5000 characters.';
export const EMPTY_TEXT_MESSAGE = 'Please write some text to analyse.';

export interface TextCounters {
  characters: number;
  words: number;
  sentences: number;
}

/**
 * The live counters of the input screen (spec 000 section 5: words are word-character runs,
 * sentences are split on . ! ?). The same rule as @lexora/cefr's counters, kept here so the
 * browser does not load the analyser.
 */
export function textCounters(text: string): TextCounters {
  return {
    characters: text.length,
    words: (text.match(/\w+/g) ?? []).length,
    sentences: text.split(/[.!?]/).filter((piece) => piece.trim().length > 0).length,
  };
}
