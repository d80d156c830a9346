import { describe, expect, it } from 'vitest';
import { cardPosition, scrollTopFor, spotlightBox, type Viewport } from './tour-geometry';

const desktop: Viewport = { width: 1280, height: 800, topInset: 64 };
const phone: Viewport = { width: 360, height: 740, topInset: 64 };
const card = { width: 384, height: 220 };

describe('scrolling a target into view', () => {
  it('centres a target that fits under the top bar', () => {
    // visible area 736 px tall; a 200 px target 1000 px down the page
    const top = scrollTopFor({ top: 1000, left: 0, width: 500, height: 200 }, 0, desktop);
    expect(top).toBe(1000 - 64 - (736 - 200) / 2);
  });

  it('puts the top of a tall target just under the top bar', () => {
    const top = scrollTopFor({ top: 300, left: 0, width: 500, height: 2000 }, 500, desktop);
    expect(top).toBe(800 - 64 - 12);
  });

  it('leaves room below a target for the tour card when both fit', () => {
    const target = { top: 1000, left: 0, width: 300, height: 390 };
    const top = scrollTopFor(target, 0, desktop, 260);
    // room = 736 - 260 = 476; the target is centred in it, the card fits underneath
    expect(top).toBe(1000 - 64 - (476 - 390) / 2);
    expect(1000 - top + 390 + 260).toBeLessThanOrEqual(800);
  });

  it('ignores the reserve when target and card cannot both fit', () => {
    const target = { top: 1000, left: 0, width: 300, height: 600 };
    expect(scrollTopFor(target, 0, desktop, 260)).toBe(scrollTopFor(target, 0, desktop));
  });

  it('never scrolls above the page', () => {
    expect(scrollTopFor({ top: 70, left: 0, width: 10, height: 10 }, 0, desktop)).toBe(0);
  });
});

describe('the highlighted cut-out', () => {
  it('pads the target', () => {
    expect(spotlightBox({ top: 100, left: 100, width: 200, height: 50 }, desktop)).toEqual({
      top: 92,
      left: 92,
      width: 216,
      height: 66,
    });
  });

  it('is clipped to the visible area below the top bar', () => {
    const box = spotlightBox({ top: 0, left: -20, width: 1400, height: 2000 }, desktop);
    expect(box).toEqual({ top: 64, left: 0, width: 1280, height: 736 });
  });

  it('is absent when the target is scrolled out of sight', () => {
    expect(spotlightBox({ top: 900, left: 0, width: 100, height: 100 }, desktop)).toBeNull();
  });
});

describe('placing the tour card', () => {
  it('goes below the highlight when there is room', () => {
    const pos = cardPosition({ top: 100, left: 400, width: 400, height: 200 }, card, desktop);
    expect(pos).toEqual({ top: 312, left: 408 });
  });

  it('goes above the highlight when there is no room below', () => {
    const pos = cardPosition({ top: 400, left: 400, width: 400, height: 300 }, card, desktop);
    expect(pos.top).toBe(400 - 12 - 220);
  });

  it('goes beside a tall narrow highlight, right first, then left', () => {
    const tall = { top: 100, left: 80, width: 280, height: 600 };
    expect(cardPosition(tall, card, desktop)).toEqual({ top: 100, left: 80 + 280 + 12 });
    const atRight = { top: 100, left: 900, width: 360, height: 600 };
    expect(cardPosition(atRight, card, desktop)).toEqual({ top: 100, left: 900 - 12 - 384 });
  });

  it('sits at the bottom of a highlight that fills the screen', () => {
    const pos = cardPosition({ top: 64, left: 0, width: 1280, height: 736 }, card, desktop);
    expect(pos).toEqual({ top: 800 - 220 - 16, left: (1280 - 384) / 2 });
  });

  it('stays inside the screen horizontally', () => {
    const pos = cardPosition({ top: 100, left: 1200, width: 80, height: 40 }, card, desktop);
    expect(pos.left).toBe(1280 - 384 - 16);
  });

  it('becomes a bottom sheet on a phone', () => {
    const narrow = { width: 328, height: 260 };
    const pos = cardPosition({ top: 100, left: 0, width: 360, height: 100 }, narrow, phone);
    expect(pos).toEqual({ top: 740 - 260 - 16, left: 16 });
  });

  it('is centred for a step without a target', () => {
    expect(cardPosition(null, card, desktop)).toEqual({ top: 290, left: 448 });
  });
});
