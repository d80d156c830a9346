import {
  MAX_TIME_PER_QUESTION_MS,
  type PracticePassage,
  type ReadingAnswer,
} from '@lexora/contracts';

/** One practice set on screen: which paragraph, the chosen options and the time on each passage. */
export interface PracticeState {
  passages: PracticePassage[];
  index: number;
  /** Chosen option per question id. */
  selected: Readonly<Record<string, number>>;
  /** Milliseconds spent on each passage in earlier visits. */
  spent: readonly number[];
  /** When the current passage was shown. */
  shownAt: number;
}

export function startPractice(passages: PracticePassage[], now: number): PracticeState {
  return { passages, index: 0, selected: {}, spent: passages.map(() => 0), shownAt: now };
}

/** Closes the current visit: its time goes to the passage on screen. */
function closeVisit(state: PracticeState, now: number): readonly number[] {
  const elapsed = Math.max(0, now - state.shownAt);
  return state.spent.map((ms, i) => (i === state.index ? ms + elapsed : ms));
}

/** Previous / Next: stays within the set. */
export function goToParagraph(state: PracticeState, index: number, now: number): PracticeState {
  const target = Math.min(state.passages.length - 1, Math.max(0, index));
  if (target === state.index) return state;
  return { ...state, index: target, spent: closeVisit(state, now), shownAt: now };
}

export function chooseOption(
  state: PracticeState,
  questionId: string,
  option: number,
): PracticeState {
  return { ...state, selected: { ...state.selected, [questionId]: option } };
}

export function unansweredCount(state: PracticeState): number {
  return state.passages
    .flatMap((p) => p.questions)
    .filter((q) => state.selected[q.id] === undefined).length;
}

export const isLastParagraph = (state: PracticeState) => state.index === state.passages.length - 1;

/**
 * The answers to send. A passage's time (reading it and answering) is shared evenly by its
 * questions, so the record's average is time per question, as the spec defines it.
 */
export function practiceAnswers(state: PracticeState, now: number): ReadingAnswer[] {
  const spent = closeVisit(state, now);
  return state.passages.flatMap((passage, i) => {
    const each = Math.round((spent[i] ?? 0) / Math.max(1, passage.questions.length));
    return passage.questions.flatMap((q) => {
      const selectedOption = state.selected[q.id];
      if (selectedOption === undefined) return [];
      return [
        {
          questionId: q.id,
          selectedOption,
          timeSpent: Math.min(MAX_TIME_PER_QUESTION_MS, each),
        },
      ];
    });
  });
}
