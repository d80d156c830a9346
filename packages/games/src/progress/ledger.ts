/**
 * The points ledger: every award is an immutable event. Totals, XP and badges are derived from
 * the list, never stored as counters.
 *
 * Idempotency: each event carries a `sourceId` naming the thing that earned it (a word, a game,
 * a day's challenge). The database enforces UNIQUE(source_id), so a retried or replayed request
 * inserts nothing the second time (INSERT ... ON CONFLICT DO NOTHING). The helpers here also
 * ignore repeated source ids (first one wins), so derived totals match the database even if a
 * caller passes duplicates. Source ids must therefore be globally unique; `sourceIds` builds
 * them with a learner-scoped or random (game id) part.
 */
export type Currency = 'points' | 'xp';

export const AWARD_REASONS = {
  'word-added': { currency: 'points', amount: 10 },
  'matching-completed': { currency: 'points', amount: 50 },
  'taboo-finished': { currency: 'points', amount: null },
  'word-guess-finished': { currency: 'points', amount: null },
  'association-finished': { currency: 'points', amount: null },
  'reading-practice': { currency: 'points', amount: null },
  'reading-assessment': { currency: 'points', amount: null },
  'quiz-finished': { currency: 'points', amount: null },
  // Issue 30: one points total everywhere, so Today's Challenge pays points like everything else.
  'daily-challenge': { currency: 'points', amount: 100 },
  'pronunciation-correct': { currency: 'points', amount: 2 },
  'assistant-question': { currency: 'points', amount: 2 },
} as const satisfies Record<string, { currency: Currency; amount: number | null }>;

export type AwardReason = keyof typeof AWARD_REASONS;

export interface AwardEvent {
  learnerId: string;
  reason: AwardReason;
  /** Positive whole number; the unit is the reason's currency. */
  amount: number;
  sourceId: string;
}

/** Unique source ids for each kind of award. Game ids are generated per game (e.g. a UUID). */
export const sourceIds = {
  wordAdded: (learnerId: string, wordId: string) => `word-added:${learnerId}:${wordId}`,
  gameFinished: (gameId: string) => `game:${gameId}`,
  matchingCompleted: (gameId: string) => `matching:${gameId}`,
  dailyChallenge: (learnerId: string, day: string) => `daily-challenge:${learnerId}:${day}`,
  /** One award per check request; the client sends a fresh id per recording it checks. */
  pronunciationCorrect: (learnerId: string, checkId: string) =>
    `pronunciation:${learnerId}:${checkId}`,
  /** One award per reading practice submission; a retry sends the same submission id. */
  readingPractice: (learnerId: string, submissionId: string) =>
    `reading:${learnerId}:${submissionId}`,
  /** One award per completed assessment round (a round is completed once). */
  readingAssessment: (roundId: string) => `assessment-round:${roundId}`,
  /** The word assistant's quick question: one award per learner and word sense, ever. */
  assistantQuestion: (learnerId: string, senseId: string) =>
    `assistant-question:${learnerId}:${senseId}`,
};

/** Why an event is invalid, or null when it can be recorded. */
export function validateAward(event: AwardEvent): string | null {
  if (!(event.reason in AWARD_REASONS)) return 'Unknown award reason';
  if (!Number.isInteger(event.amount) || event.amount <= 0)
    return 'Amount must be a positive whole number';
  const fixed = AWARD_REASONS[event.reason].amount;
  if (fixed !== null && event.amount !== fixed)
    return `Amount for ${event.reason} must be ${fixed}`;
  if (event.sourceId.trim() === '' || event.learnerId.trim() === '')
    return 'Learner and source id are required';
  return null;
}

/** First event per source id, in order. */
export function uniqueBySource(events: readonly AwardEvent[]): AwardEvent[] {
  const seen = new Set<string>();
  return events.filter((event) =>
    seen.has(event.sourceId) ? false : (seen.add(event.sourceId), true),
  );
}

export type BadgeId =
  | 'new_adventurer'
  | 'first_game'
  | 'first_reading'
  | 'word_collector'
  | 'match_maker'
  | 'daily_hero'
  | 'century'
  | 'thousand_club'
  | 'week_streak';

export interface LedgerStats {
  points: number;
  /** Experience: every point earned plus XP-only bonuses (Today's Challenge). */
  xp: number;
  countByReason: Readonly<Record<AwardReason, number>>;
  longestStreak: number;
}

/**
 * A badge is earned when its measure of the ledger reaches its target: nothing else decides it,
 * so the profile can say how far a learner is from each one (docs/profile-settings.md).
 */
export interface BadgeDefinition {
  id: BadgeId;
  title: string;
  /** What the learner did, once it is earned. */
  description: string;
  /** How to earn it, while it is not. */
  toEarn: string;
  target: number;
  measure: (stats: LedgerStats) => number;
}

const games: AwardReason[] = [
  'taboo-finished',
  'word-guess-finished',
  'association-finished',
  'matching-completed',
  'quiz-finished',
];

export const BADGES: readonly BadgeDefinition[] = [
  {
    id: 'new_adventurer',
    title: 'New Adventurer',
    description: 'Joined Lexora.',
    toEarn: 'Join Lexora.',
    target: 1,
    measure: () => 1,
  },
  {
    id: 'first_game',
    title: 'First Game',
    description: 'Finished a game with points.',
    toEarn: 'Finish any game or quiz that pays points.',
    target: 1,
    measure: (s) => games.reduce((sum, reason) => sum + s.countByReason[reason], 0),
  },
  {
    id: 'first_reading',
    title: 'First Reading Assessment',
    description: 'Answered a question right in the reading assessment.',
    toEarn: 'Take the reading assessment and answer a question right.',
    target: 1,
    measure: (s) => s.countByReason['reading-assessment'],
  },
  {
    id: 'word_collector',
    title: 'Word Collector',
    description: 'Added 10 difficult words.',
    toEarn: 'Add 10 words to your difficult words.',
    target: 10,
    measure: (s) => s.countByReason['word-added'],
  },
  {
    id: 'match_maker',
    title: 'Match Maker',
    description: 'Completed 5 matching games.',
    toEarn: 'Complete 5 matching games on your dashboard.',
    target: 5,
    measure: (s) => s.countByReason['matching-completed'],
  },
  {
    id: 'daily_hero',
    title: 'Daily Hero',
    description: "Completed Today's Challenge on 7 days.",
    toEarn: "Complete Today's Challenge on 7 days.",
    target: 7,
    measure: (s) => s.countByReason['daily-challenge'],
  },
  {
    id: 'century',
    title: 'Century',
    description: 'Earned 100 points.',
    toEarn: 'Earn 100 points.',
    target: 100,
    measure: (s) => s.points,
  },
  {
    id: 'thousand_club',
    title: 'Thousand Club',
    description: 'Earned 1,000 points.',
    toEarn: 'Earn 1,000 points.',
    target: 1000,
    measure: (s) => s.points,
  },
  {
    id: 'week_streak',
    title: 'Week Streak',
    description: 'Kept a 7-day streak.',
    toEarn: 'Learn on 7 days in a row.',
    target: 7,
    measure: (s) => s.longestStreak,
  },
];

/** One badge as a learner sees it: earned or not, and how far they are (capped at the target). */
export interface BadgeProgress {
  id: BadgeId;
  title: string;
  description: string;
  toEarn: string;
  earned: boolean;
  current: number;
  target: number;
}

export function badgeProgress(stats: LedgerStats): BadgeProgress[] {
  return BADGES.map(({ measure, target, ...badge }) => {
    const reached = measure(stats);
    return { ...badge, earned: reached >= target, current: Math.min(reached, target), target };
  });
}

export interface LedgerTotals extends LedgerStats {
  badges: BadgeId[];
}

/**
 * Totals for one learner from their events. Events of other learners and repeated source ids
 * are ignored; `longestStreak` (from `computeStreak`) feeds the streak badge.
 */
export function deriveTotals(
  events: readonly AwardEvent[],
  learnerId: string,
  options: { longestStreak?: number } = {},
): LedgerTotals {
  const countByReason = Object.fromEntries(Object.keys(AWARD_REASONS).map((r) => [r, 0])) as Record<
    AwardReason,
    number
  >;
  let points = 0;
  let bonusXp = 0;
  for (const event of uniqueBySource(events.filter((e) => e.learnerId === learnerId))) {
    if (validateAward(event) !== null) continue;
    countByReason[event.reason] += 1;
    if (AWARD_REASONS[event.reason].currency === 'points') points += event.amount;
    else bonusXp += event.amount;
  }
  const stats: LedgerStats = {
    points,
    xp: points + bonusXp,
    countByReason,
    longestStreak: options.longestStreak ?? 0,
  };
  return {
    ...stats,
    badges: badgeProgress(stats)
      .filter((badge) => badge.earned)
      .map((badge) => badge.id),
  };
}
