import { z } from 'zod';
import { someChange, text } from './text';
import { dailyChallengeSchema } from './words';

export const gameKinds = [
  'taboo',
  'word-guess',
  'association',
  'matching',
  'fill-blank',
  'connection',
] as const;
/** Games the server scores itself from the answers (their results have their own endpoint). */
export const serverScoredGames: readonly GameKind[] = ['fill-blank', 'connection'];
export const gameKindSchema = z.enum(gameKinds);
export type GameKind = z.infer<typeof gameKindSchema>;

/**
 * Games whose rounds the server issues (POST /games/rounds) and whose results name one
 * (ADR 0048): a result is paid once, for a round of the learner's, after the round could be played.
 */
export const roundGames = ['taboo', 'word-guess', 'association', 'matching'] as const;
export const roundGameSchema = z.enum(roundGames);

export const gameRoundRequestSchema = z
  .object({
    game: roundGameSchema,
    /** Word Association only: the difficulty whose questions the round asks. */
    difficulty: z.enum(['Easy', 'Medium', 'Hard']).optional(),
  })
  .strict()
  .refine((r) => r.game !== 'association' || r.difficulty !== undefined, {
    message: 'A Word Association round needs a difficulty.',
    path: ['difficulty'],
  });
export type GameRoundRequest = z.infer<typeof gameRoundRequestSchema>;

export const gameRoundSchema = z.object({
  /** The round's id: the gameId of its result. */
  roundId: z.uuid(),
  game: roundGameSchema,
  /** When the server issued the round (ISO 8601); its clock decides when a result may come. */
  startedAt: z.string(),
  /** Word Association: the ids of the questions to ask, in order (empty for the other games). */
  questionIds: z.array(z.string()),
});
export type GameRound = z.infer<typeof gameRoundSchema>;

const wordText = text().trim().min(1).max(60);

/**
 * A finished game. The server checks the score against the game's limits, awards points once
 * per gameId and files missed words as difficult words (marked with the game). For Taboo, Word
 * Guess, Word Association and Matching the gameId is the id of a round the server issued.
 */
export const gameResultSchema = z
  .object({
    gameId: z.uuid('gameId must be a UUID.'),
    game: gameKindSchema,
    score: z.number().int().min(0),
    missedWords: z.array(wordText).max(60).default([]),
    /** Words answered right (practice for Today's Challenge). */
    correctWords: z.array(wordText).max(120).default([]),
    /** Matching only: ids of the learner's words that were matched. */
    matchedWordIds: z.array(text().min(1).max(80)).max(4).default([]),
    /**
     * Word Association only: every answer in order (question id and option chosen). The server
     * scores the round from these; the score and missed words sent are not used.
     */
    answers: z
      .array(
        z.object({ questionId: text().min(1).max(80), choice: text().min(1).max(80) }).strict(),
      )
      .max(120)
      .default([]),
  })
  .strict();
export type GameResult = z.input<typeof gameResultSchema>;

export const gameResultResponseSchema = z.object({
  pointsAwarded: z.number().int(),
  /** False when this gameId was already recorded (a retry): nothing changed. */
  firstTime: z.boolean(),
  wordsAdded: z.array(z.string()),
  challenge: dailyChallengeSchema,
});
export type GameResultResponse = z.infer<typeof gameResultResponseSchema>;

/** A Taboo card made from one of the learner's own words (/taboo-vocabulary). */
export const tabooCardSchema = z.object({
  word: z.string(),
  /** The learner's definition with the forbidden words hidden. */
  meaning: z.string(),
  tabooWords: z.array(z.string()),
});
export const tabooCardListSchema = z.object({ cards: z.array(tabooCardSchema) });
export type TabooCardList = z.infer<typeof tabooCardListSchema>;

export const preferencesUpdateSchema = someChange(
  z
    .object({
      contextInterests: z
        .array(text().trim().min(1, 'A context cannot be empty.').max(40))
        .max(20, 'Please choose at most 20 contexts.')
        .refine(
          (list) => new Set(list.map((c) => c.toLowerCase())).size === list.length,
          'Each context can be chosen once.',
        ),
      dailyGoal: z.number().int().min(1).max(100),
      /** Set from the word assistant's settings panel. */
      learningStyle: z.enum(['visual', 'verbal', 'interactive']),
    })
    .partial()
    .strict(),
);
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
