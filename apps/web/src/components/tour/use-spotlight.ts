import { useLayoutEffect, useRef, useState } from 'react';
import { scrollTopFor, spotlightBox, type Box, type Viewport } from './tour-geometry';

function currentViewport(): Viewport {
  // The sticky top bar covers the top of the page; highlighted sections must clear it.
  const header = document.querySelector('header');
  const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
  return {
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
    topInset: Math.max(0, Math.round(headerBottom)),
  };
}

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Scrolls the step's target into view and follows it while the page scrolls or resizes,
 * returning the cut-out box to highlight (null for a targetless step) and the viewport.
 */
export function useSpotlight(
  active: boolean,
  selector: string | undefined,
  cardHeight: number,
): { spotlight: Box | null; viewport: Viewport } {
  // Read at scroll time only: a card that changes size must not scroll the page again.
  const cardHeightRef = useRef(cardHeight);
  cardHeightRef.current = cardHeight;
  const [layout, setLayout] = useState<{ spotlight: Box | null; viewport: Viewport }>(() => ({
    spotlight: null,
    viewport: { width: 1280, height: 800, topInset: 0 },
  }));

  useLayoutEffect(() => {
    if (!active) return;
    const target = selector ? document.querySelector(selector) : null;
    const measure = () => {
      const viewport = currentViewport();
      const rect = target?.getBoundingClientRect();
      setLayout({ viewport, spotlight: rect ? spotlightBox(rect, viewport) : null });
    };
    if (target) {
      const rect = target.getBoundingClientRect();
      window.scrollTo({
        top: scrollTopFor(rect, window.scrollY, currentViewport(), cardHeightRef.current + 24),
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    }
    measure();
    let frame = 0;
    const onChange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, [active, selector]);

  return layout;
}
