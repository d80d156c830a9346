export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
  /** Space covered by the sticky top bar, which must not hide a highlighted section. */
  topInset: number;
}

/** Below this width the tour card sits at the bottom of the screen like a sheet. */
export const SHEET_BREAKPOINT = 640;
const GAP = 12;
const EDGE = 16;

/**
 * The page scroll position that brings a target into view: centred in the visible area under the
 * top bar (leaving `reserveBelow` pixels free for the tour card when target and card both fit),
 * otherwise with its top just under the bar.
 */
export function scrollTopFor(
  target: Box,
  scrollY: number,
  viewport: Viewport,
  reserveBelow = 0,
): number {
  const visible = viewport.height - viewport.topInset;
  const reserve = target.height + 2 * GAP + reserveBelow <= visible ? reserveBelow : 0;
  const room = visible - reserve;
  const absoluteTop = target.top + scrollY;
  const top =
    target.height + 2 * GAP <= room
      ? absoluteTop - viewport.topInset - (room - target.height) / 2
      : absoluteTop - viewport.topInset - GAP;
  return Math.max(0, Math.round(top));
}

/** The highlighted cut-out: the target plus padding, clipped to the visible area. */
export function spotlightBox(target: Box, viewport: Viewport, padding = 8): Box | null {
  const top = Math.max(viewport.topInset, target.top - padding);
  const left = Math.max(0, target.left - padding);
  const bottom = Math.min(viewport.height, target.top + target.height + padding);
  const right = Math.min(viewport.width, target.left + target.width + padding);
  if (bottom <= top || right <= left) return null;
  return { top, left, width: right - left, height: bottom - top };
}

/**
 * Where the tour card goes: below the highlight when there is room, else above it, else beside it,
 * else over the bottom of the highlight. Narrow screens and targetless steps use fixed spots.
 */
export function cardPosition(
  spotlight: Box | null,
  card: { width: number; height: number },
  viewport: Viewport,
): { top: number; left: number } {
  const clampLeft = (left: number) =>
    Math.min(Math.max(EDGE, left), Math.max(EDGE, viewport.width - card.width - EDGE));
  const centredLeft = clampLeft((viewport.width - card.width) / 2);
  const bottomSpot = Math.max(EDGE, viewport.height - card.height - EDGE);
  if (viewport.width < SHEET_BREAKPOINT) return { top: bottomSpot, left: centredLeft };
  if (!spotlight) {
    return { top: Math.max(EDGE, (viewport.height - card.height) / 2), left: centredLeft };
  }
  const left = clampLeft(spotlight.left + spotlight.width / 2 - card.width / 2);
  const below = spotlight.top + spotlight.height + GAP;
  if (below + card.height + EDGE <= viewport.height) return { top: below, left };
  const above = spotlight.top - GAP - card.height;
  if (above >= viewport.topInset + EDGE) return { top: above, left };
  const besideTop = Math.min(Math.max(viewport.topInset + EDGE, spotlight.top), bottomSpot);
  const right = spotlight.left + spotlight.width + GAP;
  if (right + card.width + EDGE <= viewport.width) return { top: besideTop, left: right };
  const leftOf = spotlight.left - GAP - card.width;
  if (leftOf >= EDGE) return { top: besideTop, left: leftOf };
  return { top: bottomSpot, left };
}
