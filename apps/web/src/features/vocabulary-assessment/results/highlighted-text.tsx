import type { AnalysedToken } from '@lexora/contracts';
import { cefrLegendLabels, cefrLevels } from '@lexora/contracts/vocabulary-limits';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { levelStyles } from './level-styles';
import { textSegments, wordsByLevel } from './segments';

/**
 * The analysed text with every levelled word coloured by its level. One Tab stop; the arrow
 * keys move between words, and the hovered or focused word shows its level.
 */
export function HighlightedText({ text, tokens }: { text: string; tokens: AnalysedToken[] }) {
  const segments = useMemo(() => textSegments(text, tokens), [text, tokens]);
  const groups = useMemo(() => wordsByLevel(segments), [segments]);
  const wordCount = segments.filter((s) => s.kind === 'word').length;
  const [focusIndex, setFocusIndex] = useState(0);
  const [shown, setShown] = useState<number | null>(null);
  const container = useRef<HTMLParagraphElement>(null);
  const tooltipId = useId();

  const moveTo = (index: number) => {
    const next = Math.min(wordCount - 1, Math.max(0, index));
    setFocusIndex(next);
    container.current?.querySelector<HTMLElement>(`[data-word-index="${next}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowDown: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      ArrowUp: focusIndex - 1,
      Home: 0,
      End: wordCount - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <section aria-labelledby="highlighted-heading">
      <h3 id="highlighted-heading" className="text-base font-bold text-slate-900 dark:text-white">
        Your text by word level
      </h3>
      <p className="sr-only">Use the arrow keys to move from word to word and hear its level.</p>
      <p
        ref={container}
        onKeyDown={onKeyDown}
        data-testid="highlighted-text"
        className="mt-2 max-h-80 overflow-y-auto rounded-xl bg-slate-50 px-4 pt-7 pb-4 leading-8 whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700"
      >
        {segments.map((segment, i) => {
          if (segment.kind === 'plain') return <span key={i}>{segment.text}</span>;
          const active = shown === segment.index;
          return (
            <span
              key={i}
              data-word-index={segment.index}
              data-level={segment.level}
              tabIndex={segment.index === focusIndex ? 0 : -1}
              aria-describedby={active ? tooltipId : undefined}
              onFocus={() => {
                setFocusIndex(segment.index);
                setShown(segment.index);
              }}
              onBlur={() => setShown(null)}
              onMouseEnter={() => setShown(segment.index)}
              onMouseLeave={() => setShown((s) => (s === segment.index ? null : s))}
              className={`relative rounded px-0.5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-300 ${levelStyles[segment.level].highlight}`}
            >
              {segment.text}
              {active && (
                <span
                  id={tooltipId}
                  role="tooltip"
                  className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 -translate-x-1/2 rounded-md bg-slate-900 px-2 py-1 text-xs leading-4 font-semibold whitespace-nowrap text-white shadow dark:bg-white dark:text-slate-900"
                >
                  {segment.level} · {cefrLegendLabels[segment.level]}
                </span>
              )}
            </span>
          );
        })}
      </p>
      <details className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        <summary className="cursor-pointer font-semibold">Words by level</summary>
        <dl className="mt-2 space-y-1">
          {cefrLevels
            .filter((level) => groups.has(level))
            .map((level) => (
              <div key={level} className="flex gap-2">
                <dt className="w-28 shrink-0 font-semibold">
                  {level} {cefrLegendLabels[level]}
                </dt>
                <dd>{groups.get(level)!.join(', ')}</dd>
              </div>
            ))}
        </dl>
      </details>
    </section>
  );
}
