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
import { newReviewState } from '@lexora/games';
import {
  connectionMessage as messageOf,
  scoreConnectionGame,
  toConnectionWire as toWire,
  type ConnectionQuestion,
} from '@lexora/quiz';
import type { Transaction } from '../../db/client';
import type { ServedConnectionQuestion } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Learner } from '../../http/learner';
import type { ProfileService } from '../profile/profile.service';
import type { ProgressService } from '../progress/progress.service';
import { cefrOfTitle, shouldFile, wordKeyOf, type FiledWord } from '../words/word-filing';
import type { WordsRepository } from '../words/words.repository';
import type { WordsService } from '../words/words.service';
import type { ConnectionTaskInput } from './connection-quiz.tasks';
import type { ConnectionQuizRepository } from './connection-quiz.repository';

/** The game's name in the difficult words ("marked with the game they came from"). */
export const CONNECTION_GAME_SOURCE = 'connection';
const REPEAT_WINDOW_MS = 7 * 24 * 3600 * 1000;
/** Network and rendering time the clock of the server may see beyond the answer times. */
const CLOCK_SLACK_MS = 5_000;

export function createConnectionQuizService(deps: {
  repo: ConnectionQuizRepository;
  wordsRepo: WordsRepository;
  words: WordsService;
  profiles: ProfileService;
  progress: ProgressService;
  transaction: Transaction;
  generate: (input: ConnectionTaskInput) => Promise<ConnectionQuestion[]>;
  fileWords: (entries: Array<{ word: string; definition: string }>) => Promise<FiledWord[]>;
  now?: () => number;
}) {
  const { repo, wordsRepo, words, profiles, progress, transaction } = deps;
  const now = deps.now ?? Date.now;

  /** Missed answers join the difficult words (known ones get an 'again' review instead). */
  async function fileMissed(
    userId: string,
    missed: FiledWord[],
    correct: string[],
    learnerLevelTitle: string,
  ): Promise<string[]> {
    const known = await wordsRepo.findByKeys(userId, [
      ...new Set([...missed.map((w) => w.wordKey), ...correct.map(wordKeyOf)]),
    ]);
    const knownByKey = new Map(known.map((row) => [row.wordKey, row]));
    const reviews = [
      ...correct.flatMap((w) => {
        const row = knownByKey.get(wordKeyOf(w));
        return row ? [{ wordId: row.id, correct: true }] : [];
      }),
      ...missed.flatMap((w) => {
        const row = knownByKey.get(w.wordKey);
        return row ? [{ wordId: row.id, correct: false }] : [];
      }),
    ];
    if (reviews.length > 0) await words.applyReviews(userId, reviews, CONNECTION_GAME_SOURCE);
    const at = new Date(now());
    const misses = await wordsRepo.recordMisses(
      userId,
      missed.map((w) => w.wordKey),
      at,
    );
    const added: string[] = [];
    // One key order in every transaction, so two games filing the same words cannot deadlock.
    for (const entry of [...missed].sort((a, b) => (a.wordKey < b.wordKey ? -1 : 1))) {
      if (knownByKey.has(entry.wordKey)) continue;
      const file = shouldFile({
        wordLevel: entry.level,
        learnerLevel: cefrOfTitle(learnerLevelTitle),
        misses: misses.get(entry.wordKey) ?? 1,
      });
      if (!file) continue;
      const row = await wordsRepo.insert({
        id: randomUUID(),
        userId,
        word: entry.word,
        wordKey: entry.wordKey,
        definition: entry.definition,
        category: entry.category,
        source: CONNECTION_GAME_SOURCE,
        review: newReviewState(now()),
      });
      if (row) added.push(row.word);
    }
    const practised = [...missed.map((w) => w.word), ...correct].filter(
      (w) => !knownByKey.has(wordKeyOf(w)),
    );
    await wordsRepo.addPractice(userId, practised, CONNECTION_GAME_SOURCE, at);
    return added;
  }

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
      const profile = await profiles.ensureProfile(learner);
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
      await words.seeded(learner.userId);
      const missedEntries = served
        .filter((_, i) => !score.answers[i]!.correct)
        .map((q) => ({ word: q.answer, definition: q.definition }));
      const correctWords = served.filter((_, i) => score.answers[i]!.correct).map((q) => q.answer);
      // Filed forms come from the worker pool, before the transaction holds a lock.
      const filed = missedEntries.length > 0 ? await deps.fileWords(missedEntries) : [];
      return transaction(async () => {
        const first = await repo.finish(
          learner.userId,
          game.gameId,
          {
            points: score.points,
            correct: score.correct,
            bestStreak: score.bestStreak,
            wordsAdded: [],
          },
          new Date(now()),
        );
        if (!first) {
          const row = await repo.find(learner.userId, game.gameId);
          return stored(row ?? game, false, 0);
        }
        let pointsAwarded = 0;
        if (score.points > 0) {
          const awarded = await progress.award(learner.userId, {
            reason: 'quiz-finished',
            amount: score.points,
            sourceId: `connection:${game.gameId}`,
          });
          if (awarded) pointsAwarded = score.points;
        }
        const wordsAdded = await fileMissed(learner.userId, filed, correctWords, profile.level);
        await repo.setWordsAdded(game.gameId, wordsAdded);
        return {
          points: score.points,
          correct: score.correct,
          total: score.total,
          percent: score.percent,
          bestStreak: score.bestStreak,
          message: score.message,
          pointsAwarded,
          firstTime: true,
          wordsAdded,
        };
      });
    },
  };
}

export type ConnectionQuizService = ReturnType<typeof createConnectionQuizService>;
