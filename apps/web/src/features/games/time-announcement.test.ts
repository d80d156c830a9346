import { describe, expect, it } from 'vitest';
import { timeAnnouncement } from './time-announcement';

describe('timeAnnouncement', () => {
  it('speaks at each 10 s mark and in the last five seconds only', () => {
    const spoken = Array.from({ length: 61 }, (_, i) => 60 - i).filter(
      (s) => timeAnnouncement(s) !== null,
    );
    expect(spoken).toEqual([60, 50, 40, 30, 20, 10, 5, 4, 3, 2, 1]);
    expect(timeAnnouncement(3)).toBe('3 seconds left');
    expect(timeAnnouncement(0)).toBeNull();
  });
});
