import {
  createEmptyCard,
  fsrs,
  generatorParameters,
  Rating,
  State,
  type Card,
  type Grade,
} from 'ts-fsrs';

/**
 * Spaced review of difficult words with FSRS (ts-fsrs). The state is plain JSON (epoch ms
 * instead of Dates) so the server can store it in a row as it is.
 *
 * Mastered rule: a word is Mastered once its FSRS stability reaches 21 days, i.e. FSRS expects
 * the learner to still recall it with 90 % probability three weeks after the last review
 * (21 days is also the classic "mature card" interval). With the default parameters this takes
 * four successful reviews spread over about two weeks; a lapse drops stability below the
 * threshold again, so the word returns to Learning.
 */
export const MASTERED_STABILITY_DAYS = 21;

export type ReviewPhase = 'New' | 'Learning' | 'Review' | 'Relearning';
export type ReviewGrade = 'again' | 'hard' | 'good' | 'easy';
export type WordStatus = 'Mastered' | 'Learning';

export interface ReviewState {
  /** Next review (epoch ms). */
  due: number;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  phase: ReviewPhase;
  lastReview: number | null;
}

// Fuzz off: the same history always gives the same schedule (tests, replays, two devices).
const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

const phases: Record<State, ReviewPhase> = {
  [State.New]: 'New',
  [State.Learning]: 'Learning',
  [State.Review]: 'Review',
  [State.Relearning]: 'Relearning',
};
const grades: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

function fromCard(card: Card): ReviewState {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    phase: phases[card.state],
    lastReview: card.last_review ? card.last_review.getTime() : null,
  };
}

function toCard(state: ReviewState, now: number): Card {
  const lastReview = state.lastReview ?? undefined;
  return {
    due: new Date(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days:
      lastReview === undefined ? 0 : Math.max(0, Math.floor((now - lastReview) / 86_400_000)),
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: State[state.phase],
    last_review: lastReview === undefined ? undefined : new Date(lastReview),
  };
}

/** A word that has never been reviewed: due at once, Learning. */
export function newReviewState(now: number): ReviewState {
  return fromCard(createEmptyCard(new Date(now)));
}

/**
 * The state for a word that starts out mastered (the sample word every learner is seeded with):
 * a review card just past the threshold, due when its stability runs out.
 */
export function masteredReviewState(now: number): ReviewState {
  const stabilityDays = MASTERED_STABILITY_DAYS + 9;
  return {
    due: now + stabilityDays * 86_400_000,
    stability: stabilityDays,
    difficulty: 5,
    scheduledDays: stabilityDays,
    learningSteps: 0,
    reps: 4,
    lapses: 0,
    phase: 'Review',
    lastReview: now,
  };
}

/** A game answer becomes a review: right -> good, missed -> again. */
export function gradeForOutcome(correct: boolean): ReviewGrade {
  return correct ? 'good' : 'again';
}

export function reviewWord(state: ReviewState, grade: ReviewGrade, now: number): ReviewState {
  return fromCard(scheduler.next(toCard(state, now), new Date(now), grades[grade]).card);
}

export function wordStatus(state: ReviewState): WordStatus {
  return state.stability >= MASTERED_STABILITY_DAYS ? 'Mastered' : 'Learning';
}

export function isDue(state: ReviewState, now: number): boolean {
  return state.due <= now;
}

/**
 * Due words first (the longest overdue first), then the others by how soon they fall due.
 * Items without a review state count as new, so due now. Stable for equal due times.
 */
export function sortDueFirst<T>(
  items: readonly T[],
  stateOf: (item: T) => ReviewState | null,
  now: number,
): T[] {
  const dueOf = (item: T) => stateOf(item)?.due ?? now;
  return items
    .map((item, index) => ({ item, index, due: dueOf(item) }))
    .sort((a, b) => a.due - b.due || a.index - b.index)
    .map(({ item }) => item);
}
