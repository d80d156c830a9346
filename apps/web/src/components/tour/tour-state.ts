/** One step of a guided tour: what to say and which element to light up. */
export interface TourStep {
  /** CSS selector of the element to highlight; without one the step is a centred card. */
  target?: string;
  title: string;
  text: string;
}

/** How a tour ended; remembered so the tour does not reopen on later visits. */
export type TourOutcome = 'finished' | 'skipped' | 'closed';

export interface TourState {
  status: 'waiting' | 'open' | 'ended';
  index: number;
  total: number;
  outcome: TourOutcome | null;
}

export type TourEvent =
  | { type: 'open' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'skip' }
  | { type: 'close' }
  | { type: 'finish' };

export const TOUR_OPEN_DELAY_MS = 1000;

export const tourStorageKey = (name: string) => `lexora.tour.${name}`;

const outcomes: readonly string[] = ['finished', 'skipped', 'closed'];

/** A tour opens by itself only if the learner has never finished, skipped or closed it. */
export function shouldAutoOpen(remembered: string | null): boolean {
  return remembered === null || !outcomes.includes(remembered);
}

export function initialTourState(total: number): TourState {
  return { status: 'waiting', index: 0, total, outcome: null };
}

export const isLastStep = (state: TourState) => state.index >= state.total - 1;

const end = (state: TourState, outcome: TourOutcome): TourState => ({
  ...state,
  status: 'ended',
  outcome,
});

/** The tour's step machine: waiting -> open (step 0..n-1) -> ended with an outcome. */
export function tourReducer(state: TourState, event: TourEvent): TourState {
  if (event.type === 'open') {
    return state.total > 0 ? { ...state, status: 'open', index: 0, outcome: null } : state;
  }
  if (state.status !== 'open') return state;
  switch (event.type) {
    case 'next':
      // Next on the last step is the same as Finish, so a double click cannot overrun.
      return isLastStep(state) ? end(state, 'finished') : { ...state, index: state.index + 1 };
    case 'back':
      return { ...state, index: Math.max(0, state.index - 1) };
    case 'finish':
      return end(state, 'finished');
    case 'skip':
      return end(state, 'skipped');
    case 'close':
      return end(state, 'closed');
  }
}
