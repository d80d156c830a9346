import { describe, expect, it } from 'vitest';
import { CONSENT_TEXT } from './consent-text';
import {
  CAMERA_CONSTRAINTS,
  captureIntervalMs,
  FIRST_ROUND_INTERVAL_MS,
  isBlankFrame,
  LATER_ROUND_INTERVAL_MS,
} from './capture';

/** An RGBA frame of `pixels` pixels coloured by `colour(i)`. */
const frame = (pixels: number, colour: (i: number) => [number, number, number]) => {
  const data = new Uint8ClampedArray(pixels * 4);
  for (let i = 0; i < pixels; i++) data.set([...colour(i), 255], i * 4);
  return data;
};

describe('camera capture rules', () => {
  it('looks every 2 s in the first round and every 5 s later (spec 001 section 9)', () => {
    expect(captureIntervalMs(1)).toBe(2_000);
    expect(captureIntervalMs(2)).toBe(5_000);
    expect(captureIntervalMs(3)).toBe(5_000);
    expect([FIRST_ROUND_INTERVAL_MS, LATER_ROUND_INTERVAL_MS]).toEqual([2_000, 5_000]);
  });

  it('asks for 640x480, the front camera and no sound', () => {
    expect(CAMERA_CONSTRAINTS).toEqual({
      audio: false,
      video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
    });
  });

  it('calls a frame blank when it is empty or all one brightness', () => {
    expect(isBlankFrame(new Uint8ClampedArray(0))).toBe(true);
    expect(isBlankFrame(frame(768, () => [0, 0, 0]))).toBe(true);
    // Sensor noise on a covered lens: a spread of 1-2 levels.
    expect(isBlankFrame(frame(768, (i) => [i % 3, i % 3, i % 3]))).toBe(true);
    expect(isBlankFrame(frame(768, () => [200, 200, 200]))).toBe(true);
  });

  it('keeps a frame with something in it, even a dark one', () => {
    expect(isBlankFrame(frame(768, (i) => (i < 384 ? [10, 10, 10] : [30, 25, 20])))).toBe(false);
    expect(isBlankFrame(frame(768, (i) => [i % 256, 128, 64]))).toBe(false);
  });

  it('tells the learner, before any camera, what is read, what leaves the device and how to stop', () => {
    const text = CONSENT_TEXT.points.join(' ');
    expect(text).toContain('No picture leaves your device or is stored.');
    expect(text).toContain('every 2 seconds in the first round and every 5 seconds');
    expect(text).toContain('never changes your score or your level');
    expect(text).toContain('switch it off at any time');
    expect(text).toContain('cannot see confusion');
  });
});
