import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { safeStorage } from '../../lib/storage';

export const AVATAR_SIZE = 56;
const MARGIN = 8;
export const AVATAR_POSITION_KEY = 'lexora.assistant.position';
/** Distance from the bottom-right corner, so the default place survives any window size. */
export interface AvatarPosition {
  right: number;
  bottom: number;
}
export const DEFAULT_POSITION: AvatarPosition = { right: 20, bottom: 20 };
const KEY_STEP = 16;
const DRAG_THRESHOLD = 5;

/** Keeps the whole avatar inside a viewport of this size. */
export function clampPosition(
  position: AvatarPosition,
  viewport: { width: number; height: number },
): AvatarPosition {
  const limit = (value: number, size: number) =>
    Math.round(Math.min(Math.max(value, MARGIN), Math.max(MARGIN, size - AVATAR_SIZE - MARGIN)));
  return {
    right: limit(position.right, viewport.width),
    bottom: limit(position.bottom, viewport.height),
  };
}

export function parsePosition(raw: string | null): AvatarPosition {
  try {
    const value = JSON.parse(raw ?? '') as Partial<AvatarPosition>;
    if (Number.isFinite(value.right) && Number.isFinite(value.bottom)) {
      return { right: Number(value.right), bottom: Number(value.bottom) };
    }
  } catch {
    // not stored yet, or unreadable: the default place
  }
  return DEFAULT_POSITION;
}

/** Arrow keys move by 16 px (64 with Shift); Home puts the avatar back in its corner. */
export function movedByKey(
  position: AvatarPosition,
  key: string,
  shift: boolean,
): AvatarPosition | null {
  const step = shift ? KEY_STEP * 4 : KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { ...position, right: position.right + step };
    case 'ArrowRight':
      return { ...position, right: position.right - step };
    case 'ArrowUp':
      return { ...position, bottom: position.bottom + step };
    case 'ArrowDown':
      return { ...position, bottom: position.bottom - step };
    case 'Home':
      return DEFAULT_POSITION;
    default:
      return null;
  }
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The avatar's place: dragged with a pointer or moved with the keyboard, remembered on this
 * device. A press that moves less than 5 px is a click (it opens the chat).
 */
export function useAvatarPosition(onClick: () => void) {
  const [position, setPosition] = useState<AvatarPosition>(() =>
    clampPosition(parsePosition(safeStorage.get(AVATAR_POSITION_KEY)), viewport()),
  );
  const drag = useRef<{ x: number; y: number; start: AvatarPosition; moved: boolean } | null>(null);

  const place = useCallback((next: AvatarPosition) => {
    const clamped = clampPosition(next, viewport());
    setPosition(clamped);
    safeStorage.set(AVATAR_POSITION_KEY, JSON.stringify(clamped));
  }, []);

  useEffect(() => {
    const onResize = () => setPosition((current) => clampPosition(current, viewport()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { x: event.clientX, y: event.clientY, start: position, moved: false };
    },
    onPointerMove(event: PointerEvent<HTMLButtonElement>) {
      const current = drag.current;
      if (!current) return;
      const dx = event.clientX - current.x;
      const dy = event.clientY - current.y;
      if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      current.moved = true;
      setPosition(
        clampPosition(
          { right: current.start.right - dx, bottom: current.start.bottom - dy },
          viewport(),
        ),
      );
    },
    onPointerUp(event: PointerEvent<HTMLButtonElement>) {
      const current = drag.current;
      drag.current = null;
      if (!current) return;
      if (current.moved) {
        place({
          right: current.start.right - (event.clientX - current.x),
          bottom: current.start.bottom - (event.clientY - current.y),
        });
      } else {
        onClick();
      }
    },
    onPointerCancel() {
      drag.current = null;
    },
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
      const next = movedByKey(position, event.key, event.shiftKey);
      if (!next) return;
      event.preventDefault();
      place(next);
    },
    // Enter and Space arrive as clicks with detail 0; pointer clicks are handled on pointerup.
    onClick(event: MouseEvent<HTMLButtonElement>) {
      if (event.detail === 0) onClick();
    },
  };

  return { position, handlers };
}
