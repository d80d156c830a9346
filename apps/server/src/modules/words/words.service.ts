import { randomUUID } from 'node:crypto';
import {
  SAMPLE_DIFFICULT_WORDS,
  sampleDifficultWords,
  type SampleDifficultWord,
} from '@lexora/content';
import type {
  AddDifficultWord,
  AddDifficultWordResult,
  DailyChallenge,
  DifficultWord,
  DifficultWordList,
  WordReviews,
  WordReviewsResult,
} from '@lexora/contracts';
import {
  DAILY_CHALLENGE_XP,
  dailyChallengeProgress,
  dailyChallengeSourceId,
  gradeForOutcome,
  isDue,
  masteredReviewState,
  newReviewState,
  reviewWord,
  sortDueFirst,
  sourceIds,
  wordStatus,
  type ReviewState,
} from '@lexora/games';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Learner } from '../../http/learner';
import type { ProfileRow } from '../profile/profile.repository';
import type { ProfileService } from '../profile/profile.service';
import type { ProgressService } from '../progress/progress.service';
import { wordKeyOf } from './word-filing';
import type { DifficultWordRow, NewDifficultWord, WordsRepository } from './words.repository';

/** Practice older than two days can never fall on the learner's today, whatever their zone. */
const PRACTICE_WINDOW_MS = 50 * 3_600_000;

export { wordKeyOf };

export function toDifficultWord(row: DifficultWordRow, now: number): DifficultWord {
  const status = wordStatus(row.review);
  return {
    id: row.id,
    word: row.word,
    definition: row.definition,
    category: row.category as DifficultWord['category'],
    status,
    mastered: status === 'Mastered',
    source: row.source as DifficultWord['source'],
    dueAt: new Date(row.review.due).toISOString(),
    due: isDue(row.review, now),
    createdAt: row.createdAt.toISOString(),
  };
}

const MAX_REMEMBERED_LEARNERS = 100_000;

/** Whether a review state is still the one a sample word was seeded with (never reviewed). */
function seededState(review: ReviewState): boolean {
  if (review.lastReview === null) return review.reps === 0;
  const mastered = masteredReviewState(review.lastReview);
  return (Object.keys(mastered) as Array<keyof ReviewState>).every(
    (key) => mastered[key] === review[key],
  );
}

/**
 * The sample words a list should swap for the samples of the learner's level: those the learner
 * has never reviewed and that are not samples of that level. Sign-up stores the samples of a
 * learner not yet assessed (ADR 0046); once the assessment gives a level, the next read of the
 * list makes them that level's, and a list already at its level needs nothing (no write).
 */
export function samplesToSwap(
  rows: readonly DifficultWordRow[],
  wanted: readonly SampleDifficultWord[],
): { old: DifficultWordRow[]; missing: SampleDifficultWord[] } {
  const wantedKeys = new Set(wanted.map((sample) => wordKeyOf(sample.word)));
  const old = rows.filter(
    (row) => row.source === 'sample' && seededState(row.review) && !wantedKeys.has(row.wordKey),
  );
  if (old.length === 0) return { old, missing: [] };
  const kept = new Set(rows.filter((row) => !old.includes(row)).map((row) => row.wordKey));
  return { old, missing: wanted.filter((sample) => !kept.has(wordKeyOf(sample.word))) };
}

export function createWordsService(deps: {
  repo: WordsRepository;
  profiles: ProfileService;
  progress: ProgressService;
  transaction: Transaction;
  now?: () => number;
}) {
  const { repo, profiles, progress, transaction } = deps;
  const now = deps.now ?? Date.now;

  /**
   * Learners whose list this process has seeded or found seeded. Seeding happens once per learner
   * and never again, so a learner found here needs no write transaction on each read of the list.
   */
  const seededLearners = new Set<string>();

  const sampleRow = (
    userId: string,
    sample: SampleDifficultWord,
    at: number,
  ): NewDifficultWord => ({
    id: randomUUID(),
    userId,
    word: sample.word,
    wordKey: wordKeyOf(sample.word),
    definition: sample.definition,
    category: sample.category,
    source: 'sample',
    review: sample.mastered ? masteredReviewState(at) : newReviewState(at),
  });

  /** Stores the samples of a learner not yet assessed (at sign-up, ADR 0046), once. */
  async function ensureSeeded(userId: string): Promise<void> {
    if (seededLearners.has(userId)) return;
    const at = now();
    await repo.seedOnce(
      userId,
      SAMPLE_DIFFICULT_WORDS.map((sample) => sampleRow(userId, sample, at)),
    );
    if (seededLearners.size >= MAX_REMEMBERED_LEARNERS) seededLearners.clear();
    seededLearners.add(userId);
  }

  /** The learner's list, its untouched sample words those of the learner's level. */
  async function seeded(row: ProfileRow): Promise<DifficultWordRow[]> {
    await ensureSeeded(row.userId);
    const rows = await repo.list(row.userId);
    const swap = samplesToSwap(rows, sampleDifficultWords(row.level));
    if (swap.old.length === 0) return rows;
    const at = now();
    await repo.replaceSamples(
      row.userId,
      swap.old.map((old) => old.id),
      swap.missing.map((sample) => sampleRow(row.userId, sample, at)),
    );
    return repo.list(row.userId);
  }

  const sorted = (rows: DifficultWordRow[], at: number) =>
    sortDueFirst(rows, (row) => row.review, at).map((row) => toDifficultWord(row, at));

  /** Progress toward Today's Challenge; awards the +100 points (once a day) when it is complete. */
  async function challengeFor(row: ProfileRow): Promise<DailyChallenge> {
    const at = now();
    const practice = await repo.practiceSince(row.userId, new Date(at - PRACTICE_WINDOW_MS));
    const progressToday = dailyChallengeProgress({
      practice: practice.map((p) => ({ word: p.word, at: p.at.getTime() })),
      timeZone: row.timeZone,
      now: at,
      dailyGoal: row.preferences.dailyGoal,
    });
    const paid =
      progressToday.complete &&
      (await progress.award(row.userId, {
        reason: 'daily-challenge',
        amount: DAILY_CHALLENGE_XP,
        sourceId: dailyChallengeSourceId(row.userId, progressToday.day),
      }));
    return {
      ...progressToday,
      points: DAILY_CHALLENGE_XP,
      pointsAwarded: paid ? DAILY_CHALLENGE_XP : 0,
    };
  }

  /** Applies right/wrong outcomes to the learner's own words and records them as practice. */
  async function applyReviews(
    userId: string,
    reviews: { wordId: string; correct: boolean }[],
    source: string,
  ): Promise<DifficultWordRow[]> {
    const rows = await repo.findByIds(
      userId,
      reviews.map((r) => r.wordId),
    );
    const at = now();
    const byId = new Map(rows.map((row) => [row.id, row]));
    // One row order in every transaction, so two concurrent reviews cannot deadlock.
    for (const review of [...reviews].sort((a, b) => (a.wordId < b.wordId ? -1 : 1))) {
      const row = byId.get(review.wordId);
      if (!row) continue;
      row.review = reviewWord(row.review, gradeForOutcome(review.correct), at);
      await repo.updateReview(userId, row.id, row.review);
    }
    await repo.addPractice(
      userId,
      [...byId.values()].map((row) => row.word),
      source,
      new Date(at),
    );
    return [...byId.values()];
  }

  return {
    challengeFor,
    applyReviews,
    ensureSeeded,

    async list(learner: Learner, validKey: string): Promise<DifficultWordList> {
      const profile = await profiles.ownProfile(learner, validKey);
      const words = sorted(await seeded(profile), now());
      return { words, toMaster: words.filter((w) => !w.mastered).length };
    },

    async add(
      learner: Learner,
      validKey: string,
      input: { word: string; definition: string; category: AddDifficultWord['category'] },
    ): Promise<AddDifficultWordResult> {
      await profiles.ownProfile(learner, validKey);
      await ensureSeeded(learner.userId);
      const at = now();
      const id = randomUUID();
      // The word and its +10 are stored together: a retry after a failure pays correctly.
      return transaction(async () => {
        const row = await repo.insert({
          id,
          userId: learner.userId,
          word: input.word,
          wordKey: wordKeyOf(input.word),
          definition: input.definition,
          category: input.category ?? 'academic',
          source: 'manual',
          review: newReviewState(at),
        });
        if (!row) {
          throw new AppError('CONFLICT', `"${input.word}" is already in your difficult words.`);
        }
        await progress.award(learner.userId, {
          reason: 'word-added',
          amount: 10,
          sourceId: sourceIds.wordAdded(learner.userId, id),
        });
        return { word: toDifficultWord(row, at), pointsAwarded: 10 };
      });
    },

    async review(
      learner: Learner,
      validKey: string,
      input: WordReviews,
    ): Promise<WordReviewsResult> {
      const profile = await profiles.ownProfile(learner, validKey);
      const known = await repo.findByIds(
        learner.userId,
        input.reviews.map((r) => r.wordId),
      );
      if (known.length !== new Set(input.reviews.map((r) => r.wordId)).size) {
        throw new AppError('NOT_FOUND', 'That word is not in your difficult words.');
      }
      return transaction(async () => {
        await applyReviews(learner.userId, input.reviews, 'review');
        const words = sorted(await repo.list(learner.userId), now());
        return { words, challenge: await challengeFor(profile) };
      });
    },

    async challenge(learner: Learner, validKey: string): Promise<DailyChallenge> {
      return challengeFor(await profiles.ownProfile(learner, validKey));
    },
  };
}

export type WordsService = ReturnType<typeof createWordsService>;
