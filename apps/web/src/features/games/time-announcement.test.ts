import { describe, expect, it } from 'vitest';
import {
  nextAnnouncement,
  timeAnnouncement,
  type GameAnnouncementInput,
} from './time-announcement';

describe('timeAnnouncement', () => {
  it('speaks at each 10 s mark and in the last five seconds only', () => {
    const spoken = Array.from({ length: 61 }, (_, i) => 60 - i).filter(
      (s) => timeAnnouncement(s) !== null,
    );
    expect(spoken).toEqual([60, 50, 40, 30, 20, 10, 5, 4, 3, 2, 1]);
    expect(timeAnnouncement(3)).toBe('3 seconds left');
    expect(timeAnnouncement(0)).toBeNull();
  });

  it('says "1 second left", not "1 seconds left" (issue 30)', () => {
    expect(timeAnnouncement(1)).toBe('1 second left');
    expect(timeAnnouncement(2)).toBe('2 seconds left');
  });
});

describe('nextAnnouncement (issue 30)', () => {
  /** Plays a list of game states through the rule, as the hook does render by render. */
  const run = (states: GameAnnouncementInput[]) => {
    let previous: GameAnnouncementInput | null = null;
    let message = '';
    const said: string[] = [];
    for (const state of states) {
      message = nextAnnouncement(previous, state, message);
      said.push(message);
      previous = state;
    }
    return said;
  };
  const playing = (score: number, timeLeft: number) => ({ score, timeLeft, active: true });

  it('announces score changes and timer marks while the game runs', () => {
    expect(run([playing(0, 60), playing(0, 59), playing(1, 59), playing(1, 50)])).toEqual([
      '60 seconds left',
      '60 seconds left',
      'Score 1',
      '50 seconds left',
    ]);
  });

  it('falls silent at game over: the region is emptied and says nothing more', () => {
    const said = run([
      playing(4, 2),
      playing(4, 1),
      { score: 4, timeLeft: 0, active: false },
      { score: 4, timeLeft: 0, active: false },
    ]);
    expect(said).toEqual(['2 seconds left', '1 second left', '', '']);
  });

  it('never announces the old score after Play Again', () => {
    const said = run([
      playing(7, 1),
      { score: 7, timeLeft: 0, active: false },
      // Play Again: the countdown (score back to 0), then the new game's clock.
      { score: 0, timeLeft: 60, active: false },
      playing(0, 60),
      playing(0, 59),
    ]);
    expect(said.slice(1)).toEqual(['', '', '60 seconds left', '60 seconds left']);
    expect(said.slice(1).join(' ')).not.toMatch(/Score 7/);
  });
});
