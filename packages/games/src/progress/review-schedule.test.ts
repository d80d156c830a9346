import { describe, expect, it } from 'vitest';
import {
  MASTERED_STABILITY_DAYS,
  isDue,
  masteredReviewState,
  newReviewState,
  reviewWord,
  sortDueFirst,
  wordStatus,
  type ReviewState,
} from './review-schedule';

const T0 = Date.parse('2025-01-01T00:00:00Z');
const DAY = 86_400_000;

/** Reviews with `good` every time the word falls due. */
function goodOnDueDates(times: number): ReviewState[] {
  const states: ReviewState[] = [];
  let state = newReviewState(T0);
  for (let i = 0; i < times; i++) {
    state = reviewWord(state, 'good', state.due);
    states.push(state);
  }
  return states;
}

describe('FSRS review schedule', () => {
  it('starts a new word as Learning and due at once', () => {
    const state = newReviewState(T0);
    expect(wordStatus(state)).toBe('Learning');
    expect(isDue(state, T0)).toBe(true);
    expect(state.phase).toBe('New');
  });

  it('becomes Mastered exactly when stability passes the threshold', () => {
    const states = goodOnDueDates(6);
    for (const state of states) {
      expect(wordStatus(state)).toBe(
        state.stability >= MASTERED_STABILITY_DAYS ? 'Mastered' : 'Learning',
      );
    }
    const firstMastered = states.findIndex((s) => wordStatus(s) === 'Mastered');
    // Default parameters: four good reviews on the due dates (about two weeks).
    expect(firstMastered).toBe(3);
    expect((states[2] as ReviewState).stability).toBeLessThan(MASTERED_STABILITY_DAYS);
    // Intervals grow with each success.
    const intervals = states.slice(1).map((s) => s.scheduledDays);
    expect([...intervals].sort((a, b) => a - b)).toEqual(intervals);
  });

  it('drops a lapsed word back to Learning and schedules it soon', () => {
    const mastered = goodOnDueDates(4)[3] as ReviewState;
    const lapsed = reviewWord(mastered, 'again', mastered.due);
    expect(wordStatus(lapsed)).toBe('Learning');
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.due - mastered.due).toBeLessThan(DAY);
  });

  it('seeds the mastered sample word past the threshold and not yet due', () => {
    const state = masteredReviewState(T0);
    expect(wordStatus(state)).toBe('Mastered');
    expect(isDue(state, T0 + 10 * DAY)).toBe(false);
    expect(wordStatus(reviewWord(state, 'good', state.due))).toBe('Mastered');
  });

  it('survives a JSON round trip (what the database stores)', () => {
    const state = goodOnDueDates(2)[1] as ReviewState;
    const copy = JSON.parse(JSON.stringify(state)) as ReviewState;
    expect(reviewWord(copy, 'good', state.due)).toEqual(reviewWord(state, 'good', state.due));
  });

  it('orders due words first, the most overdue first, then by next due date', () => {
    const now = T0 + 10 * DAY;
    const words = [
      { w: 'later', s: { ...newReviewState(T0), due: now + 5 * DAY } },
      { w: 'new', s: null },
      { w: 'overdue', s: { ...newReviewState(T0), due: now - 3 * DAY } },
      { w: 'soon', s: { ...newReviewState(T0), due: now + DAY } },
    ];
    expect(sortDueFirst(words, (x) => x.s, now).map((x) => x.w)).toEqual([
      'overdue',
      'new',
      'soon',
      'later',
    ]);
  });
});
