import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { safeStorage } from '../../lib/storage';
import {
  initialTourState,
  shouldAutoOpen,
  TOUR_OPEN_DELAY_MS,
  tourReducer,
  tourStorageKey,
  type TourStep,
} from './tour-state';

// The card and its dialog library load when the tour first opens, not with the page.
const TourCard = lazy(() => import('./tour-card').then((m) => ({ default: m.TourCard })));

export interface GuidedTourProps {
  /** Names the tour for the screen reader and for remembering it (`lexora.tour.<name>`). */
  name: string;
  label: string;
  steps: TourStep[];
  /** Open by itself 1000 ms after the page loads, unless finished or dismissed before. */
  autoOpen?: boolean;
  /** Remember the outcome so the tour does not reopen on later visits. */
  remember?: boolean;
  /** Each new positive value opens the tour from its first step (e.g. a Watch Demo button). */
  startRequest?: number;
}

/** One modal guided tour for every page: steps are data, the highlighted section follows them. */
export function GuidedTour({
  name,
  label,
  steps,
  autoOpen = true,
  remember = true,
  startRequest = 0,
}: GuidedTourProps) {
  const [state, dispatch] = useReducer(tourReducer, steps.length, initialTourState);
  const open = state.status === 'open';
  // Mounted from the first opening on, so closing still returns focus.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const storageKey = tourStorageKey(name);

  const start = useCallback(() => {
    returnFocusTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dispatch({ type: 'open' });
  }, []);

  useEffect(() => {
    if (!autoOpen || !shouldAutoOpen(safeStorage.get(storageKey))) return;
    const timer = window.setTimeout(start, TOUR_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoOpen, storageKey, start]);

  useEffect(() => {
    if (startRequest > 0) start();
  }, [startRequest, start]);

  useEffect(() => {
    if (remember && state.outcome) safeStorage.set(storageKey, state.outcome);
  }, [remember, state.outcome, storageKey]);
  if (!used || !steps[state.index]) return null;
  return (
    <Suspense fallback={null}>
      <TourCard
        name={name}
        label={label}
        steps={steps}
        state={state}
        dispatch={dispatch}
        returnFocusTo={returnFocusTo}
      />
    </Suspense>
  );
}
