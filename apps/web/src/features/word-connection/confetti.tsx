import { useEffect, useRef } from 'react';

const COLOURS = ['#6366f1', '#f59e0b', '#10b981', '#ef4444', '#0ea5e9', '#ec4899'];
const PIECES = 36;

/**
 * A short burst of paper pieces over the card (spec: confetti for 2 s on a correct answer).
 * Nothing is drawn when the learner asked for reduced motion.
 */
export function Confetti({ burst, durationMs }: { burst: number; durationMs: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current;
    if (!root || burst === 0) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const animations = [...root.children].map((piece, i) => {
      const angle = (i / PIECES) * Math.PI * 2;
      const distance = 120 + ((i * 37) % 90);
      const x = Math.cos(angle) * distance;
      const y = Math.sin(angle) * distance * 0.6 + 160;
      return (piece as HTMLElement).animate(
        [
          { transform: 'translate(0, 0) rotate(0deg)', opacity: 1 },
          { transform: `translate(${x}px, ${y}px) rotate(${(i * 47) % 360}deg)`, opacity: 0 },
        ],
        { duration: durationMs, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)', fill: 'forwards' },
      );
    });
    return () => animations.forEach((a) => a.cancel());
  }, [burst, durationMs]);
  return (
    <div
      ref={box}
      aria-hidden
      data-testid="confetti"
      data-burst={burst}
      className="pointer-events-none absolute left-1/2 top-1/3 h-0 w-0"
    >
      {Array.from({ length: PIECES }, (_, i) => (
        <span
          key={i}
          className="absolute block h-2.5 w-1.5 rounded-sm opacity-0"
          style={{ backgroundColor: COLOURS[i % COLOURS.length] }}
        />
      ))}
    </div>
  );
}
