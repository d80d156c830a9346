import type { VocabularyAnalysis } from '@lexora/contracts';
import { introSlides } from './intro-slides';

export type AssessmentMode = 'intro' | 'input' | 'processing' | 'results';

export interface AssessmentState {
  mode: AssessmentMode;
  slide: number;
  text: string;
  /** The rules the text broke, shown under 'Please fix the following issues:'. */
  issues: string[];
  error: string | null;
  result: VocabularyAnalysis | null;
}

export type AssessmentAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'backToInstructions' }
  | { type: 'edit'; text: string }
  | { type: 'analyse' }
  | { type: 'analysed'; result: VocabularyAnalysis }
  | { type: 'rejected'; issues: string[] }
  | { type: 'failed'; error: string }
  | { type: 'startOver' }
  | { type: 'tryAgain' };

export const ANALYSIS_ERROR = 'An error occurred during analysis. Please try again.';
const LAST_SLIDE = introSlides.length - 1;

export const initialAssessment: AssessmentState = {
  mode: 'intro',
  slide: 0,
  text: '',
  issues: [],
  error: null,
  result: null,
};

const clampSlide = (index: number) => Math.min(LAST_SLIDE, Math.max(0, index));

/** Spec 000 section 4: intro -> input -> processing -> results, and back. */
export function assessmentReducer(
  state: AssessmentState,
  action: AssessmentAction,
): AssessmentState {
  switch (action.type) {
    case 'next':
      if (state.mode !== 'intro') return state;
      // The last slide's button is Start Assessment.
      if (state.slide === LAST_SLIDE) return { ...state, mode: 'input' };
      return { ...state, slide: clampSlide(state.slide + 1) };
    case 'back':
      return state.mode === 'intro' ? { ...state, slide: clampSlide(state.slide - 1) } : state;
    case 'backToInstructions':
      return { ...state, mode: 'intro', slide: LAST_SLIDE };
    case 'edit':
      // Editing clears the validation messages and the error.
      return { ...state, text: action.text, issues: [], error: null };
    case 'analyse':
      return { ...state, mode: 'processing', issues: [], error: null };
    case 'analysed':
      return { ...state, mode: 'results', result: action.result };
    case 'rejected':
      return { ...state, mode: 'input', issues: action.issues, error: null };
    case 'failed':
      return { ...state, mode: 'input', issues: [], error: action.error };
    case 'startOver':
      return { ...state, mode: 'intro', slide: 0, issues: [], error: null };
    case 'tryAgain':
      return { ...state, mode: 'input', issues: [], error: null };
  }
}

/** Analyse My Text needs at least 10 trimmed characters (spec 000 section 5, modal). */
export function canAnalyse(text: string, minimum: number): boolean {
  return text.trim().length >= minimum;
}
