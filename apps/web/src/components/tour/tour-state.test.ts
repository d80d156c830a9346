import { describe, expect, it } from 'vitest';
import {
  initialTourState,
  isLastStep,
  shouldAutoOpen,
  tourReducer,
  tourStorageKey,
  type TourEvent,
  type TourState,
} from './tour-state';

const run = (state: TourState, ...events: TourEvent['type'][]) =>
  events.reduce((s, type) => tourReducer(s, { type } as TourEvent), state);

describe('tour step machine', () => {
  it('waits until opened, then starts on the first step', () => {
    const waiting = initialTourState(5);
    expect(waiting).toMatchObject({ status: 'waiting', index: 0, outcome: null });
    expect(run(waiting, 'next')).toEqual(waiting);
    expect(run(waiting, 'open')).toMatchObject({ status: 'open', index: 0 });
  });

  it('walks Next to the last step and Finish ends it as finished', () => {
    const atLast = run(initialTourState(3), 'open', 'next', 'next');
    expect(atLast).toMatchObject({ status: 'open', index: 2 });
    expect(isLastStep(atLast)).toBe(true);
    expect(run(atLast, 'finish')).toMatchObject({ status: 'ended', outcome: 'finished' });
  });

  it('treats Next on the last step as Finish and never runs past the end', () => {
    const ended = run(initialTourState(2), 'open', 'next', 'next', 'next');
    expect(ended).toMatchObject({ status: 'ended', outcome: 'finished', index: 1 });
  });

  it('goes back but not before the first step', () => {
    expect(run(initialTourState(3), 'open', 'next', 'back')).toMatchObject({ index: 0 });
    expect(run(initialTourState(3), 'open', 'back')).toMatchObject({ index: 0 });
  });

  it('records skip and close as different outcomes', () => {
    expect(run(initialTourState(5), 'open', 'next', 'skip')).toMatchObject({
      status: 'ended',
      outcome: 'skipped',
    });
    expect(run(initialTourState(5), 'open', 'close')).toMatchObject({ outcome: 'closed' });
  });

  it('reopens from the first step (Watch Demo again) and ignores empty tours', () => {
    const again = run(initialTourState(4), 'open', 'next', 'next', 'skip', 'open');
    expect(again).toMatchObject({ status: 'open', index: 0, outcome: null });
    expect(run(initialTourState(0), 'open').status).toBe('waiting');
  });
});

describe('remembering a tour', () => {
  it('keys each tour by name', () => {
    expect(tourStorageKey('landing')).toBe('lexora.tour.landing');
    expect(tourStorageKey('pricing')).not.toBe(tourStorageKey('landing'));
  });

  it('opens by itself only when never finished, skipped or closed', () => {
    expect(shouldAutoOpen(null)).toBe(true);
    expect(shouldAutoOpen('garbage')).toBe(true);
    for (const outcome of ['finished', 'skipped', 'closed']) {
      expect(shouldAutoOpen(outcome)).toBe(false);
    }
  });
});
