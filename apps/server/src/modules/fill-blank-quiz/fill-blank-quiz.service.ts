import { randomInt, randomUUID } from 'node:crypto';
import type {
  FillBlankQuestionDto,
  FillBlankRequest,
  FillBlankResults,
  FillBlankResultsRequest,
} from '@lexora/contracts';
import { fillBlankResultsRequestSchema } from '@lexora/contracts';
// The rules alone: the engine (and WordNet) stay in the worker threads.
import { rankFor, scoreGame, scorePercent } from '@lexora/quiz/fill-blank/rules';
import { notFound } from '../../http/errors';
import type { Learner } from '../../http/learner';
import type { GamesService } from '../games/games.service';
import type { ProfileService } from '../profile/profile.service';
import { wordKeyOf } from '../words/word-filing';
import type { TaskRunner } from '../../workers/task-pool';
import type { FillBlankQuizRepository } from './fill-blank-quiz.repository';

/** The spec's rule: no question a learner saw in the last 7 days while others remain. */
export const SEEN_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createFillBlankQuizService(deps: {
  repo: FillBlankQuizRepository;
  games: GamesService;
  profiles: ProfileService;
  tasks: TaskRunner;
  now?: () => number;
}) {
  const { repo, games, profiles, tasks } = deps;
  const now = deps.now ?? Date.now;

  return {
    /** Call 10: ten questions at the level, steered by the interest, none seen in 7 days. */
    async questions(learner: Learner, request: FillBlankRequest): Promise<FillBlankQuestionDto[]> {
      await profiles.ensureProfile(learner);
      const seen = await repo.seenSince(learner.userId, new Date(now() - SEEN_DAYS * DAY_MS));
      const interest =
        request.preferences.toLowerCase() === 'any' ? undefined : request.preferences;
      const { level, questions: generated } = await tasks.run('quiz.fill-blank', {
        level: request.level,
        interest,
        seed: randomInt(2 ** 31),
        seen,
      });
      const gameId = randomUUID();
      await repo.insert({
        gameId,
        userId: learner.userId,
        level,
        questions: generated.map((q) => ({
          id: q.id,
          correctIndex: Number(q.correct_answer.slice(-1)) - 1,
          lemma: q.lemma,
          definition: q.definition,
        })),
        servedAt: new Date(now()),
      });
      return generated.map((q) => ({
        question: q.question,
        option1: q.option1,
        option2: q.option2,
        option3: q.option3,
        option4: q.option4,
        correct_answer: q.correct_answer as FillBlankQuestionDto['correct_answer'],
        explanation: q.explanation,
        id: q.id,
        gameId,
        level: q.level,
      }));
    },

    /**
     * Scores a finished game from the answers and times sent, against the questions served (a
     * score sent along is never read), awards it once and files the missed words.
     */
    async results(learner: Learner, input: FillBlankResultsRequest): Promise<FillBlankResults> {
      const request = fillBlankResultsRequestSchema.parse(input);
      const game = await repo.find(learner.userId, request.gameId);
      if (!game) throw notFound('That quiz game');
      const correctIndices = game.questions.map((q) => q.correctIndex);
      const scored = scoreGame(correctIndices, request.answers);
      const missed = game.questions
        .filter((_, i) => !scored.answers[i]!.correct)
        .map((q) => q.lemma);
      const correct = game.questions
        .filter((_, i) => scored.answers[i]!.correct)
        .map((q) => q.lemma);
      const served = new Map(
        game.questions.map((q) => [
          wordKeyOf(q.lemma),
          { word: q.lemma, definition: q.definition },
        ]),
      );
      const saved = await games.submitScored(
        learner,
        {
          gameId: game.gameId,
          game: 'fill-blank',
          score: scored.score,
          missedWords: missed,
          correctWords: correct,
        },
        served,
      );
      return {
        score: scored.score,
        percent: scorePercent(scored.score, correctIndices.length),
        rank: rankFor(scored.score, correctIndices.length),
        pointsAwarded: saved.pointsAwarded,
        firstTime: saved.firstTime,
        wordsAdded: saved.wordsAdded,
        answers: scored.answers.map((a, i) => ({
          correct: a.correct,
          timedOut: a.timedOut,
          points: a.points,
          correctIndex: correctIndices[i]!,
        })),
        challenge: saved.challenge,
      };
    },
  };
}

export type FillBlankQuizService = ReturnType<typeof createFillBlankQuizService>;
