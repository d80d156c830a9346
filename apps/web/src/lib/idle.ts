import { startTransition, useEffect, useState } from 'react';

/** Longest wait for an idle moment: a page that never goes idle still gets the work done. */
const IDLE_TIMEOUT_MS = 2_000;
/** Longest wait for a page to show (one whose chunk failed never does). */
const PAGE_TIMEOUT_MS = 3_000;

let pageShown = false;
let pageMounted = false;
/** Parts of the first view still to come after the page itself (the dashboard's modal). */
let holds = 0;
const waitingForPage = new Set<() => void>();

function showPage(): void {
  if (pageShown || !pageMounted || holds > 0) return;
  pageShown = true;
  for (const start of waitingForPage) start();
  waitingForPage.clear();
}

/** A page has rendered (app/lazy-page.tsx tells, when a page component first mounts). */
export function notePageShown(): void {
  pageMounted = true;
  showPage();
}

/**
 * Keeps the first view unfinished until the returned release is called: for what a page shows a
 * task after its first frame (the modal that greets a learner not assessed yet), so that the work
 * put off until the first view is on screen does not start in between. Taken once the first view
 * is out, it does nothing; one never released holds the work back no longer than a page that
 * never shows (PAGE_TIMEOUT_MS).
 */
export function holdFirstView(): () => void {
  if (pageShown) return () => {};
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    showPage();
  };
}

function onIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

/**
 * `task` once the next frame is on screen: the frame after it starts only then (a timer set in the
 * first frame's callback may run before the frame is presented, and paint timing counts that).
 */
function afterNextPaint(task: () => void): () => void {
  if (typeof window.requestAnimationFrame !== 'function') return onIdle(task);
  let cancel = () => {};
  const first = window.requestAnimationFrame(() => {
    const second = window.requestAnimationFrame(() => (cancel = onIdle(task)));
    cancel = () => window.cancelAnimationFrame(second);
  });
  cancel = () => window.cancelAnimationFrame(first);
  return () => cancel();
}

/**
 * Runs `task` once the first page has rendered, painted, and the browser is idle, so work nobody
 * sees at first (a widget's chunk, a background check or sync) does not compete with the first
 * view for the network and the main thread (docs/performance.md, Lighthouse). Returns a cancel
 * function.
 */
export function whenIdle(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  let timer: number | undefined;
  const start = () => {
    if (cancelIdle) return;
    window.clearTimeout(timer);
    waitingForPage.delete(start);
    cancelIdle = afterNextPaint(task);
  };
  if (pageShown) start();
  else {
    waitingForPage.add(start);
    timer = window.setTimeout(start, PAGE_TIMEOUT_MS);
  }
  return () => {
    waitingForPage.delete(start);
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}

/**
 * False until `enabled` has been true through a render and `whenIdle` has run after it; then
 * true for good.
 */
export function useIdleAfter(enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || ready) return;
    // A transition: what it shows (a widget, the toaster) renders in slices that let input and
    // frames in between, not in one long task after the first view.
    return whenIdle(() => startTransition(() => setReady(true)));
  }, [enabled, ready]);
  return ready;
}
