import { useEffect, useRef } from 'react';

/** Ticks are cheap: the reducers keep absolute deadlines, so 4 ticks a second stay accurate. */
export const GAME_TICK_MS = 250;

/**
 * Calls `onTick(Date.now())` about four times a second while `running` is true. The callback
 * may change between renders without restarting the interval.
 */
export function useGameClock(onTick: (now: number) => void, running: boolean): void {
  const latest = useRef(onTick);
  useEffect(() => {
    latest.current = onTick;
  });
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => latest.current(Date.now()), GAME_TICK_MS);
    return () => window.clearInterval(id);
  }, [running]);
}
