import { randomInt, randomUUID } from 'node:crypto';
import { associationQuestions } from '@lexora/content';
import type { GameRound, GameRoundRequest, gameResultSchema } from '@lexora/contracts';
import { gameRoundRequestSchema } from '@lexora/contracts';
import {
  MATCHING_REPAY_AFTER_MS,
  PAID_ROUNDS_PER_HOUR,
  ROUNDS_ISSUED_PER_HOUR,
  matchingPoints,
  roundTimeProblem,
  scoreAssociationRound,
  shuffle,
  type AssociationQuestion,
  type RoundGame,
} from '@lexora/games';
import { AppError } from '../../http/errors';
import type { Learner } from '../../http/learner';
import { scoreProblem } from './game-limits';
import type { GameRoundRow, GamesRepository } from './games.repository';

type ParsedResult = ReturnType<typeof gameResultSchema.parse>;

/** What a result of a round comes to: nothing (a replay), or what to save and pay. */
export type CheckedRound =
  | { kind: 'replay' }
  | {
      kind: 'new';
      /** The result as accepted (Word Association's score and missed words are the server's). */
      result: ParsedResult;
      /** Marks the round finished with its points, inside the result's transaction. */
      finish: () => Promise<boolean>;
    };

const HOUR_MS = 3600 * 1000;
/** A round never finished is dropped after a day: nothing can pay it any more. */
const STALE_ROUND_MS = 24 * HOUR_MS;
const cryptoRandom = () => randomInt(2 ** 32) / 2 ** 32;
const associationById: ReadonlyMap<string, AssociationQuestion> = new Map(
  associationQuestions().map((q) => [q.id, q]),
);

/**
 * Rounds of the games played in the browser (ADR 0048): issued by the server, timed by its
 * clock, and the checks a result of one must pass before it is saved and paid.
 */
export function createGameRounds(deps: { repo: GamesRepository; clock: () => number }) {
  const { repo, clock } = deps;

  /**
   * The result as the server accepts it and the points it pays: Word Association scored from
   * its answers to the round's questions; Matching paid once a day per set of words.
   */
  async function scored(
    learner: Learner,
    round: GameRoundRow,
    result: ParsedResult,
  ): Promise<{ result: ParsedResult; points: number }> {
    if (result.game === 'association') {
      const score = scoreAssociationRound(round.questionIds, associationById, result.answers);
      if (!score.ok) throw new AppError('VALIDATION_FAILED', score.problem);
      // The right answers too, from the same answers: a round that wraps around can ask a
      // question twice, and a word answered right once is not filed as missed.
      const right = result.answers.flatMap((answer) => {
        const question = associationById.get(answer.questionId);
        return question && answer.choice === question.correctAnswer ? [answer.choice] : [];
      });
      return {
        result: {
          ...result,
          score: score.score,
          missedWords: [...new Set(score.missed)],
          correctWords: [...new Set(right)],
        },
        points: score.score,
      };
    }
    if (result.game === 'matching') {
      const since = new Date(clock() - MATCHING_REPAY_AFTER_MS);
      const paid = await repo.matchedWordsPaidSince(learner.userId, since);
      const points = matchingPoints([...new Set(result.matchedWordIds)], paid);
      return { result: { ...result, score: points }, points };
    }
    return { result, points: result.score };
  }

  return {
    /** POST /games/rounds: a round of a game played in the browser, on the server's clock. */
    async start(learner: Learner, input: GameRoundRequest): Promise<GameRound> {
      const request = gameRoundRequestSchema.parse(input);
      const at = clock();
      const issued = await repo.roundsIssuedSince(learner.userId, new Date(at - HOUR_MS));
      if (issued >= ROUNDS_ISSUED_PER_HOUR) {
        throw new AppError(
          'RATE_LIMITED',
          `You have started ${ROUNDS_ISSUED_PER_HOUR} games in the last hour. Please take a break and try again later.`,
          { retryAfterSeconds: 600 },
        );
      }
      await repo.deleteStaleRounds(learner.userId, new Date(at - STALE_ROUND_MS));
      const questionIds =
        request.game === 'association'
          ? shuffle(
              associationQuestions().filter((q) => q.difficulty === request.difficulty),
              cryptoRandom,
            ).map((q) => q.id)
          : [];
      const roundId = randomUUID();
      const startedAt = new Date(at);
      await repo.insertRound({
        id: roundId,
        userId: learner.userId,
        game: request.game,
        startedAt,
        questionIds,
      });
      return { roundId, game: request.game, startedAt: startedAt.toISOString(), questionIds };
    },

    /**
     * A result is accepted only for a round issued to this learner for this game, once, no
     * sooner than the round could be played, within the round's score and the learner's hourly
     * share; anything else is a 400 (429 past the share) with a message saying why.
     */
    async check(learner: Learner, parsed: ParsedResult): Promise<CheckedRound> {
      const round = await repo.findRound(parsed.gameId);
      if (!round || round.userId !== learner.userId) {
        throw new AppError(
          'VALIDATION_FAILED',
          'This result names no round of yours: ask for a round (POST /api/v1/games/rounds) when the game starts and send its id as the gameId.',
        );
      }
      if (round.game !== parsed.game) {
        throw new AppError(
          'VALIDATION_FAILED',
          `This round was issued for ${round.game}, not ${parsed.game}.`,
        );
      }
      if (round.finishedAt) return { kind: 'replay' };
      const problem = scoreProblem(parsed.game, parsed.score);
      if (problem) throw new AppError('VALIDATION_FAILED', problem);
      const { result, points } = await scored(learner, round, parsed);
      const at = clock();
      const tooEarly = roundTimeProblem({
        game: round.game as RoundGame,
        startedAt: round.startedAt.getTime(),
        now: at,
        points,
        pairs: new Set(result.matchedWordIds).size,
      });
      if (tooEarly) throw new AppError('VALIDATION_FAILED', tooEarly);
      if (points > 0) {
        const paid = await repo.roundsPaidSince(learner.userId, new Date(at - HOUR_MS));
        if (paid >= PAID_ROUNDS_PER_HOUR) {
          throw new AppError(
            'RATE_LIMITED',
            `You have finished ${PAID_ROUNDS_PER_HOUR} paying games in the last hour. Please take a break and try again later.`,
            { retryAfterSeconds: 600 },
          );
        }
      }
      const wordIds = result.game === 'matching' ? [...new Set(result.matchedWordIds)] : null;
      return {
        kind: 'new',
        result,
        finish: () => repo.finishRound(round.id, { points, wordIds }, new Date(at)),
      };
    },
  };
}
