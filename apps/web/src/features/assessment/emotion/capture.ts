/** Spec 001 sections 4 and 9: every 2 s in the first round, every 5 s in the later ones. */
export const FIRST_ROUND_INTERVAL_MS = 2_000;
export const LATER_ROUND_INTERVAL_MS = 5_000;

export function captureIntervalMs(round: number): number {
  return round <= 1 ? FIRST_ROUND_INTERVAL_MS : LATER_ROUND_INTERVAL_MS;
}

/** 640x480 ideal, the front camera, no sound (spec 001 section 9). */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
};

/** Brightness spread (0-255) under which a frame counts as blank: a covered lens, a black feed. */
export const BLANK_FRAME_SPREAD = 4;

/**
 * A blank frame: no pixels, or all pixels of (nearly) one brightness. `rgba` is a small copy of
 * the frame (ImageData.data); it is only looked at here, on the device.
 */
export function isBlankFrame(rgba: ArrayLike<number>): boolean {
  if (rgba.length < 4) return true;
  let min = 255;
  let max = 0;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const luma = 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
    if (luma < min) min = luma;
    if (luma > max) max = luma;
  }
  return max - min < BLANK_FRAME_SPREAD;
}

/** Why a capture made no entry; kept internally (spec: status texts are not shown). */
export type SkipReason = 'not-ready' | 'blank-frame' | 'no-face' | 'blank-reading';
