import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import { buttonClasses } from '../button';
import { cardPosition } from './tour-geometry';
import { isLastStep, type TourEvent, type TourState, type TourStep } from './tour-state';
import { useSpotlight } from './use-spotlight';

/** The modal card of GuidedTour (its own chunk): the highlighted section and the step's text. */
export function TourCard({
  name,
  label,
  steps,
  state,
  dispatch,
  returnFocusTo,
}: {
  name: string;
  label: string;
  steps: TourStep[];
  state: TourState;
  dispatch: Dispatch<TourEvent>;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const open = state.status === 'open';
  const step = steps[state.index];
  const [card, setCard] = useState<HTMLDivElement | null>(null);
  const [cardSize, setCardSize] = useState({ width: 384, height: 240 });
  const { spotlight, viewport } = useSpotlight(open, step?.target, cardSize.height);
  const primaryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!card) return;
    const observer = new ResizeObserver(() =>
      setCardSize({ width: card.offsetWidth, height: card.offsetHeight }),
    );
    observer.observe(card);
    return () => observer.disconnect();
  }, [card]);

  if (!step) return null;
  const last = isLastStep(state);
  const position = cardPosition(spotlight, cardSize, viewport);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && dispatch({ type: 'close' })}>
      <Dialog.Portal>
        {spotlight ? (
          <div
            aria-hidden
            data-testid="tour-spotlight"
            className="pointer-events-none fixed z-[60] rounded-2xl shadow-[0_0_0_9999px_rgba(2,6,23,0.62)] ring-4 dark:shadow-[0_0_0_9999px_rgba(0,0,0,0.78)] ring-amber-400 motion-safe:transition-all motion-safe:duration-300"
            style={spotlight}
          />
        ) : (
          <div
            aria-hidden
            className="pointer-events-none fixed inset-0 z-[60] bg-slate-950/60 dark:bg-black/75"
          />
        )}
        <Dialog.Content
          ref={setCard}
          aria-modal="true"
          data-tour-name={name}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            primaryRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const previous = returnFocusTo.current;
            if (previous && previous !== document.body && previous.isConnected) previous.focus();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          style={position}
          className="fixed z-[70] w-[min(26rem,calc(100vw-2rem))] rounded-2xl bg-white p-5 text-slate-900 shadow-2xl ring-1 ring-slate-200 focus:outline-none motion-safe:transition-[top,left] motion-safe:duration-300 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="text-xs font-bold tracking-wider text-indigo-700 uppercase dark:text-indigo-300">
              {label} · Step {state.index + 1} of {state.total}
            </p>
            <Dialog.Close
              aria-label="Close tour"
              className="-mt-1 -mr-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <svg
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                aria-hidden
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Title className="mt-1 text-lg font-extrabold text-slate-900 dark:text-white">
            {step.title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
            {step.text}
          </Dialog.Description>
          <ol aria-hidden className="mt-4 flex items-center gap-1.5">
            {steps.map((s, i) => (
              <li
                key={s.title}
                data-active={i === state.index}
                className={`h-2 rounded-full motion-safe:transition-all ${
                  i === state.index
                    ? 'w-6 bg-indigo-600 dark:bg-indigo-400'
                    : i < state.index
                      ? 'w-2 bg-indigo-300 dark:bg-indigo-700'
                      : 'w-2 bg-slate-300 dark:bg-slate-600'
                }`}
              />
            ))}
          </ol>
          <div className="mt-5 flex items-center justify-between gap-2">
            {last ? (
              <span />
            ) : (
              <button
                type="button"
                onClick={() => dispatch({ type: 'skip' })}
                className={buttonClasses('ghost', 'sm')}
              >
                Skip
              </button>
            )}
            <div className="flex items-center gap-2">
              {state.index > 0 && (
                <button
                  type="button"
                  onClick={() => dispatch({ type: 'back' })}
                  className={buttonClasses('secondary', 'sm')}
                >
                  Back
                </button>
              )}
              <button
                ref={primaryRef}
                type="button"
                onClick={() => dispatch({ type: last ? 'finish' : 'next' })}
                className={buttonClasses('primary', 'sm', 'min-w-20')}
              >
                {last ? 'Finish' : 'Next'}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
