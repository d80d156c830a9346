import { randomInt, randomUUID } from 'node:crypto';
import {
  CONNECTION_SECONDS_PER_QUESTION,
  CONNECTION_QUESTIONS_PER_GAME,
  connectionQuizRequestSchema,
  connectionResultRequestSchema,
  type ConnectionQuiz,
  type ConnectionQuizRequest,
  type ConnectionResult,
  type ConnectionResultRequest,
} from '@lexora/contracts';
import { learnerLevel } from '@lexora/explain';
import {
  connectionMessage as messageOf,
  scoreConnectionGame,
  toConnectionWire as toWire,
  type ConnectionQuestion,
} from '@lexora/quiz';
import type { ServedConnectionQuestion } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Learner } from '../../http/learner';
import type { GamesService } from '../games/games.service';
import type { ProfileService } from '../profile/profile.service';
import { wordKeyOf } from '../words/word-filing';
import type { ConnectionTaskInput } from './connection-quiz.tasks';
import type { ConnectionQuizRepository } from './connection-quiz.repository';

const REPEAT_WINDOW_MS = 7 * 24 * 3600 * 1000;
/** Network and rendering time the clock of the server may see beyond the answer times. */
const CLOCK_SLACK_MS = 5_000;

export function createConnectionQuizService(deps: {
  repo: ConnectionQuizRepository;
  games: GamesService;
  profiles: ProfileService;
  generate: (input: ConnectionTaskInput) => Promise<ConnectionQuestion[]>;
  now?: () => number;
}) {
  const { repo, games, profiles } = deps;
  const now = deps.now ?? Date.now;

  return {
    /** POST /relatedmcq: 10 questions at the learner's level, none seen in the last 7 days. */
    async questions(learner: Learner, input: ConnectionQuizRequest): Promise<ConnectionQuiz> {
      const request = connectionQuizRequestSchema.parse(input);
      const profile = await profiles.ensureProfile(learner);
      const level = learnerLevel(request.level ?? profile.level);
      const interests = profile.preferences.contextInterests;
      const interest =
        request.preferences ??
        (interests.length > 0 ? interests[randomInt(interests.length)]! : 'any');
      const since = new Date(now() - REPEAT_WINDOW_MS);
      const exclude = await repo.servedSince(learner.userId, since);
      const questions = await deps.generate({
        level,
        interest,
        seed: randomInt(2 ** 31),
        exclude,
      });
      if (questions.length !== CONNECTION_QUESTIONS_PER_GAME) {
        throw new AppError('INTERNAL', 'Could not build a quiz at this level.');
      }
      const wire = questions.map(toWire);
      const gameId = randomUUID();
      const served: ServedConnectionQuestion[] = questions.map((q, i) => ({
        id: q.id,
        correctAnswer: wire[i]!.correct_answer,
        answer: q.answer,
        definition: q.answerDefinition,
      }));
      await repo.insert({ gameId, userId: learner.userId, level, questions: served });
      return { gameId, questions: wire };
    },

    /** POST /relatedmcq/results: scored here from the choices and times; points once per game. */
    async results(learner: Learner, input: ConnectionResultRequest): Promise<ConnectionResult> {
      const request = connectionResultRequestSchema.parse(input);
      const game = await repo.find(learner.userId, request.gameId);
      if (!game) throw new AppError('NOT_FOUND', 'There is no such game.');
      const served = game.questions;
      const score = scoreConnectionGame(
        request.answers,
        served.map((q) => q.correctAnswer),
        CONNECTION_SECONDS_PER_QUESTION,
      );
      const stored = (row: typeof game, firstTime: boolean, pointsAwarded: number) => ({
        points: row.points ?? 0,
        correct: row.correct ?? 0,
        total: served.length,
        percent: Math.round(((row.correct ?? 0) / served.length) * 100),
        bestStreak: row.bestStreak ?? 0,
        message: messageOf(Math.round(((row.correct ?? 0) / served.length) * 100)),
        pointsAwarded,
        firstTime,
        wordsAdded: row.wordsAdded ?? [],
      });
      if (game.finishedAt) {
        return stored(game, false, 0);
      }
      // Answer times cannot add up to more than the time the game has existed.
      const claimed = request.answers.reduce(
        (sum, a) => sum + Math.min(a.elapsedMs, CONNECTION_SECONDS_PER_QUESTION * 1000),
        0,
      );
      if (claimed > now() - game.createdAt.getTime() + CLOCK_SLACK_MS) {
        throw new AppError('VALIDATION_FAILED', 'These answer times are longer than the game.');
      }
      const missed = served.filter((_, i) => !score.answers[i]!.correct).map((q) => q.answer);
      const correct = served.filter((_, i) => score.answers[i]!.correct).map((q) => q.answer);
      // The games' one way of saving a scored game: the result, its once-only points and the
      // missed words, with this game's own row finished in the same transaction.
      const saved = await games.submitScored(
        learner,
        {
          gameId: game.gameId,
          game: 'connection',
          score: score.points,
          missedWords: missed,
          correctWords: correct,
        },
        new Map(
          served.map((q) => [wordKeyOf(q.answer), { word: q.answer, definition: q.definition }]),
        ),
        ({ wordsAdded }) =>
          repo.finish(
            learner.userId,
            game.gameId,
            {
              points: score.points,
              correct: score.correct,
              bestStreak: score.bestStreak,
              wordsAdded,
            },
            new Date(now()),
          ),
      );
      if (!saved.firstTime) {
        const row = await repo.find(learner.userId, game.gameId);
        return stored(row ?? game, false, 0);
      }
      return {
        points: score.points,
        correct: score.correct,
        total: score.total,
        percent: score.percent,
        bestStreak: score.bestStreak,
        message: score.message,
        pointsAwarded: saved.pointsAwarded,
        firstTime: true,
        wordsAdded: saved.wordsAdded,
      };
    },
  };
}

export type ConnectionQuizService = ReturnType<typeof createConnectionQuizService>;
