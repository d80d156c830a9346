import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  EmotionHistoryEntryInput,
  Preferences,
  ReadingResults,
  RoundResult,
  TopicId,
} from '@lexora/contracts';
import type { ErrorPatternEntry } from '@lexora/assessment';
import type { ReviewState } from '@lexora/games';

// Tables owned by better-auth; column names follow its defaults.
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The learner profile, users/{uid} in spec 000 section 3. */
export const profile = pgTable('profile', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  validKey: text('valid_key').notNull().unique(),
  email: text('email').notNull(),
  level: text('level').notNull().default('level'),
  preferences: jsonb('preferences').$type<Preferences>().notNull(),
  vocabularyFeedback: text('vocabulary_feedback'),
  /** IANA time zone that decides where the learner's days (and so the streak) begin. */
  timeZone: text('time_zone').notNull().default('UTC'),
  isNew: boolean('is_new').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The reading record, userdata/{validKey} in spec 001 section 3. */
export const readingRecord = pgTable('reading_record', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  topics: jsonb('topics')
    .$type<TopicId[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  grade: text('grade'),
  age: integer('age'),
  level: integer('level').notNull().default(1),
  emotion: text('emotion'),
  totalPoints: doublePrecision('total_points').notNull().default(0),
  correctCount: integer('correct_count').notNull().default(0),
  incorrectCount: integer('incorrect_count').notNull().default(0),
  questionCount: integer('question_count').notNull().default(0),
  averageTime: doublePrecision('average_time').notNull().default(0),
  totalTime: doublePrecision('total_time').notNull().default(0),
  lastAttempt: timestamp('last_attempt', { withTimezone: true }),
});

/**
 * The passages served to a learner for reading practice (their seen list). A serving can be
 * answered once: `submissionId` is set by the submission that answered it, and serving the
 * passage again later clears it.
 */
export const readingServed = pgTable(
  'reading_served',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    passageId: text('passage_id').notNull(),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull().defaultNow(),
    submissionId: text('submission_id'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.passageId] })],
);

/**
 * A scored reading practice submission. The stored result answers a retry with the same
 * submission id, which pays nothing more; the rows also feed the accuracy chart.
 */
export const readingSubmission = pgTable(
  'reading_submission',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    submissionId: text('submission_id').notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    pointsAwarded: integer('points_awarded').notNull(),
    result: jsonb('result').$type<ReadingResults>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.submissionId] }),
    index('reading_submission_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The first time a learner answered each passage, in reading practice or in the assessment. Only
 * that answering earns points (issue 29): a passage read again once a topic's bank is used up, or
 * met in practice after the assessment, pays nothing. Both kinds of answering insert here in the
 * transaction that pays, and pay only when the row is new.
 */
export const readingPaid = pgTable(
  'reading_paid',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    passageId: text('passage_id').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.passageId] })],
);

/** One answer of an assessment round, scored on the server when it arrives. */
export interface StoredAssessmentAnswer {
  questionId: string;
  selectedOption: number;
  correct: boolean;
  timeSpent: number;
  answerChanges: number;
}

/**
 * A round of the reading assessment (issue 13): one passage of 3 questions. Rounds of one
 * assessment share `assessmentId` and the prior it started with; a round is open until
 * `completedAt` is set, and its stored `result` answers a second completion.
 */
export const assessmentRound = pgTable(
  'assessment_round',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    assessmentId: text('assessment_id').notNull(),
    page: text('page').notNull(),
    round: integer('round').notNull(),
    passageId: text('passage_id').notNull(),
    priorMean: doublePrecision('prior_mean').notNull(),
    priorSd: doublePrecision('prior_sd').notNull(),
    answers: jsonb('answers')
      .$type<StoredAssessmentAnswer[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    emotionHistory: jsonb('emotion_history')
      .$type<EmotionHistoryEntryInput[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    result: jsonb('result').$type<RoundResult>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('assessment_round_user_idx').on(t.userId, t.createdAt)],
);

/** The error pattern record, errorPatterns/{validKey} in spec 001 section 3. */
export const errorPattern = pgTable('error_pattern', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  analysis: text('analysis').notNull(),
  entries: jsonb('entries')
    .$type<ErrorPatternEntryRow[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});

export type ErrorPatternEntryRow = ErrorPatternEntry;

/**
 * The points ledger: one row per award. Points, XP, badges and the streak are derived from it.
 * The unique source id makes a retried or replayed award a no-op.
 */
export const awardEvent = pgTable(
  'award_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    amount: integer('amount').notNull(),
    sourceId: text('source_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('award_event_source_idx').on(t.sourceId),
    index('award_event_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One pronunciation check of a signed-in learner (coach stats, spec 001 section 3). The recording
 * itself is never stored. (user_id, check_id) is unique, so a replayed check is counted once.
 */
export const pronunciationAttempt = pgTable(
  'pronunciation_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    checkId: text('check_id').notNull(),
    word: text('word').notNull(),
    result: text('result').notNull(),
    missedPhonemes: jsonb('missed_phonemes')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pronunciation_attempt_check_idx').on(t.userId, t.checkId),
    index('pronunciation_attempt_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A stored vocabulary analysis: saving the level reads it, never numbers from the browser. */
export const vocabularyAnalysis = pgTable(
  'vocabulary_analysis',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** CEFR label of the dominant level, A1..C2. */
    level: text('level').notNull(),
    feedback: text('feedback').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vocabulary_analysis_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Difficult words: one list per learner, shared by both dashboards. `wordKey` is the trimmed,
 * lower-cased word, so "Revenue" and " revenue " are the same entry. `review` is the FSRS state.
 */
export const difficultWord = pgTable(
  'difficult_word',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    wordKey: text('word_key').notNull(),
    definition: text('definition').notNull(),
    category: text('category').notNull(),
    source: text('source').notNull(),
    review: jsonb('review').$type<ReviewState>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('difficult_word_user_word_idx').on(t.userId, t.wordKey)],
);

/** One row per learner whose list has been seeded with the sample words (seeding happens once). */
export const wordListSeed = pgTable('word_list_seed', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A practised word (game answer, matching pair, review): Today's Challenge counts these. */
export const practiceRecord = pgTable(
  'practice_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    source: text('source').notNull(),
    practisedAt: timestamp('practised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('practice_record_user_idx').on(t.userId, t.practisedAt)],
);

/**
 * How often a learner has missed a word in games (by its filed form): a word below the learner's
 * level joins the difficult words only once it has been missed twice.
 */
export const missedWord = pgTable(
  'missed_word',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    wordKey: text('word_key').notNull(),
    misses: integer('misses').notNull().default(0),
    lastMissedAt: timestamp('last_missed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('missed_word_user_word_idx').on(t.userId, t.wordKey)],
);

/** Finished games, one row per game id: a replayed result finds its row and changes nothing. */
export const gameResult = pgTable(
  'game_result',
  {
    gameId: text('game_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    score: integer('score').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_result_user_idx').on(t.userId, t.finishedAt)],
);

/**
 * A round of Taboo, Word Guess, Word Association or Matching the server issued (ADR 0048): its
 * result must name it (game_id = id), comes no sooner than the round could be played and is
 * paid once. Word Association keeps the questions it asks; Matching the words a paid game matched.
 */
export const gameRound = pgTable(
  'game_round',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    questionIds: jsonb('question_ids').$type<string[]>().notNull().default([]),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    points: integer('points'),
    wordIds: jsonb('word_ids').$type<string[]>(),
  },
  (t) => [
    index('game_round_user_started_idx').on(t.userId, t.startedAt),
    index('game_round_user_finished_idx').on(t.userId, t.finishedAt),
  ],
);

/**
 * Attempt counters of the sign-in and sign-up limits, shared by every server on the database.
 * `key` is a hash of what is counted (an address, an account, a device), never the value itself.
 */
export const rateLimit = pgTable(
  'rate_limit',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_reset_idx').on(t.resetAt)],
);

/** What the server keeps of a served fill-blank question: enough to score and file it. */
export interface ServedFillBlankQuestion {
  id: string;
  correctIndex: number;
  lemma: string;
  definition: string;
}

/**
 * A fill-blank quiz game as served (issue 15): the answers are scored against it, and its
 * question ids are the learner's seen questions for the 7-day rule.
 */
export const fillBlankGame = pgTable(
  'fill_blank_game',
  {
    gameId: text('game_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    level: text('level').notNull(),
    questions: jsonb('questions').$type<ServedFillBlankQuestion[]>().notNull(),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fill_blank_game_user_idx').on(t.userId, t.servedAt)],
);

/**
 * 'Find the connection' games: the questions served (with their answers, which never leave the
 * server) and, once finished, the score the server computed. Recent rows say which connections
 * a learner saw in the last 7 days; `finished_at` makes the result count once.
 */
export const connectionGame = pgTable(
  'connection_game',
  {
    gameId: text('game_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    level: text('level').notNull(),
    questions: jsonb('questions').$type<ServedConnectionQuestion[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    points: integer('points'),
    correct: integer('correct'),
    bestStreak: integer('best_streak'),
    wordsAdded: jsonb('words_added').$type<string[]>(),
  },
  (t) => [index('connection_game_user_idx').on(t.userId, t.createdAt)],
);

/** What the server keeps of each question it served (the answer by option field and as a word). */
export interface ServedConnectionQuestion {
  id: string;
  correctAnswer: 'option1' | 'option2' | 'option3' | 'option4';
  answer: string;
  definition: string;
}

/**
 * Every change of a learner's vocabulary or reading level, with the evidence that moved it
 * (ADR 0053). The latest reading row is the learner's reading level; the vocabulary level is also
 * kept in `profile.level` (the spec's field), and its rows say why it changed.
 */
export const levelChange = pgTable(
  'level_change',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'vocabulary' or 'reading'. */
    kind: text('kind').notNull(),
    /** CEFR A1-C2; null when the level was not measured before. */
    fromLevel: text('from_level'),
    toLevel: text('to_level').notNull(),
    /** 'analyser', 'assessment' or 'practice'. */
    evidence: text('evidence').notNull(),
    /** The level the evidence itself showed (the move is at most one level toward it). */
    shownLevel: text('shown_level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('level_change_user_idx').on(t.userId, t.kind, t.createdAt)],
);

/**
 * A learner who chose to appear in the weekly league of /community (ADR 0054). No row: not in it
 * (the default). Leaving deletes the row; the points stay in the ledger, where they always were.
 */
export const communityMember = pgTable(
  'community_member',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The public name the learner chose; never their account name or e-mail. */
    displayName: text('display_name').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One learner per name, however it is capitalised, so nobody can pass for another member.
  (t) => [uniqueIndex('community_member_display_name_idx').on(sql`lower(${t.displayName})`)],
);
