import { randomUUID } from 'node:crypto';
import type { Passage, PassageQuestion } from '@lexora/content/passages';
import {
  PRACTICE_SET_SIZE,
  READING_POINTS_PER_CORRECT,
  type PracticePassage,
  type ReadingOverview,
  type ReadingPractice,
  type ReadingPracticeQuery,
  type ReadingResults,
  type ReadingResultsRequest,
  type ReadingTopics,
} from '@lexora/contracts';
import {
  newReviewState,
  pickPracticePassages,
  readingLevelProgress,
  scoreReadingAnswers,
  sourceIds,
  topicsForChip,
  wordCategoryForTopic,
} from '@lexora/games';
import { AppError, notFound } from '../../http/errors';
import type { Learner } from '../../http/learner';
import { practiceShows } from '../levels/levels.rules';
import type { LevelsService } from '../levels/levels.service';
import type { ProfileRepository } from '../profile/profile.repository';
import type { ProfileService } from '../profile/profile.service';
import { toReadingRecord } from '../profile/profile.service';
import { ledgerRow } from '../progress/progress.service';
import { wordKeyOf, type WordsService } from '../words/words.service';
import type { ReadingRepository } from './reading.repository';

/** Submissions shown on the accuracy chart. */
export const HISTORY_LENGTH = 20;

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

/** What the browser may see of a passage: never the right answers or the explanations. */
export function toPracticePassage(passage: Passage): PracticePassage {
  return {
    id: passage.id,
    title: passage.title,
    text: passage.text,
    level: passage.level,
    topic: passage.topic,
    questions: passage.questions.map((q) => ({
      id: q.id,
      question: q.question,
      options: [...q.options],
      tags: [...q.tags],
    })),
  };
}

function indexBank(passages: readonly Passage[]) {
  const questions = new Map<string, { passage: Passage; question: PassageQuestion }>();
  for (const passage of passages) {
    for (const question of passage.questions) questions.set(question.id, { passage, question });
  }
  return questions;
}

export function createReadingService(deps: {
  repo: ReadingRepository;
  /** The reading record row is created with the profile and read through its repository. */
  records: Pick<ProfileRepository, 'findReadingRecord' | 'updateReadingRecord'>;
  profiles: ProfileService;
  words: WordsService;
  levels: LevelsService;
  /** The passage bank (loadPassages() in production). */
  passages: readonly Passage[];
  now?: () => number;
  random?: () => number;
}) {
  const { repo, records, profiles, words, levels, passages } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const questionsById = indexBank(passages);

  async function ownRecord(learner: Learner) {
    const profile = await profiles.ensureProfile(learner);
    const row = await records.findReadingRecord(learner.userId);
    if (!row) throw notFound('That reading record');
    return { profile, row };
  }

  /** The answers' questions, grouped by passage; each passage answered in full, once. */
  function resolveAnswers(answers: ReadingResultsRequest['answers']) {
    const seen = new Set<string>();
    const byPassage = new Map<string, Passage>();
    const resolved = answers.map((answer) => {
      const found = questionsById.get(answer.questionId);
      if (!found) {
        throw invalid(
          `There is no question "${answer.questionId}": answer the questions of the passages you were given.`,
        );
      }
      if (seen.has(answer.questionId)) {
        throw invalid(`The question "${answer.questionId}" is answered more than once.`);
      }
      seen.add(answer.questionId);
      byPassage.set(found.passage.id, found.passage);
      return { ...answer, ...found };
    });
    for (const passage of byPassage.values()) {
      const answered = passage.questions.filter((q) => seen.has(q.id)).length;
      if (answered !== passage.questions.length) {
        throw invalid(
          `Please answer all ${passage.questions.length} questions of "${passage.title}".`,
        );
      }
    }
    return { resolved, passages: [...byPassage.values()] };
  }

  /** When the learner last met each passage: served for practice or given in an assessment round. */
  async function seenAt(userId: string): Promise<Map<string, number>> {
    const latest = new Map<string, number>();
    const meet = (id: string, at: Date) =>
      latest.set(id, Math.max(latest.get(id) ?? 0, at.getTime()));
    for (const s of await repo.listServed(userId)) meet(s.passageId, s.servedAt);
    for (const a of await repo.listAssessed(userId)) meet(a.passageId, a.at);
    return latest;
  }

  const takenMessage = (title: string) =>
    `"${title}" has already been answered. Try another reading for new passages.`;

  return {
    async overview(learner: Learner): Promise<ReadingOverview> {
      const { profile, row } = await ownRecord(learner);
      const history = await repo.history(learner.userId, HISTORY_LENGTH);
      return {
        record: toReadingRecord(profile.validKey, row),
        progress: readingLevelProgress(row.totalPoints, row.level),
        history: history.map((h) => ({ at: h.at.toISOString(), score: h.score, total: h.total })),
      };
    },

    async setTopics(learner: Learner, input: ReadingTopics): Promise<ReadingTopics> {
      await ownRecord(learner);
      const row = await records.updateReadingRecord(learner.userId, { topics: input.topics });
      if (!row) throw notFound('That reading record');
      return { topics: row.topics };
    },

    /**
     * A practice set at the learner's reading level (ADR 0053: from the reading assessment and
     * practice only; A1 until there is one) on the asked topic, the
     * chip's topics, or the learner's own topics (all when none). Passages the learner met in
     * practice or in the assessment come back only once the unmet ones nearby are used up. The
     * passages are marked served, so their answers can be scored once.
     */
    async practice(learner: Learner, query: ReadingPracticeQuery): Promise<ReadingPractice> {
      const { row } = await ownRecord(learner);
      const topics = query.topic
        ? [query.topic]
        : query.chip
          ? topicsForChip(query.chip)
          : row.topics;
      const level = (await levels.readingLevel(learner.userId)) ?? 'A1';
      const picked = pickPracticePassages({
        passages,
        topics,
        level,
        seenAt: await seenAt(learner.userId),
        count: PRACTICE_SET_SIZE,
        random,
      });
      await repo.markServed(
        learner.userId,
        picked.map((p) => p.id),
        new Date(now()),
      );
      return { passages: picked.map(toPracticePassage) };
    },

    /**
     * Scores answers on the server, 10 points per right answer into the ledger for each passage
     * the learner answers for the first time (a passage met before, in practice or in the
     * assessment, earns nothing again), updates the record and files missed vocabulary words.
     * The same submissionId again gets the stored result and pays nothing more, so it says
     * `pointsAwarded: 0` (as the games do).
     */
    async submit(learner: Learner, input: ReadingResultsRequest): Promise<ReadingResults> {
      await ownRecord(learner);
      const stored = await repo.findSubmission(learner.userId, input.submissionId);
      if (stored) return { ...stored.result, pointsAwarded: 0 };

      const { resolved, passages: answered } = resolveAnswers(input.answers);
      const served = new Map((await repo.listServed(learner.userId)).map((s) => [s.passageId, s]));
      for (const passage of answered) {
        const serving = served.get(passage.id);
        if (!serving) {
          throw invalid(
            `"${passage.title}" was not given to you for practice: answer the passages you were given.`,
          );
        }
        // Claimed by this very submission id: a retry racing the first, answered from the store.
        const takenByAnother =
          serving.submissionId !== null && serving.submissionId !== input.submissionId;
        if (takenByAnother) throw invalid(takenMessage(passage.title));
      }

      const scored = scoreReadingAnswers(resolved);
      // What each passage earns on its first answering; the repository pays only those.
      const points = Object.fromEntries(
        answered.map((p) => {
          const right = scored.results.filter(
            (r) => r.isCorrect && p.questions.some((q) => q.id === r.questionId),
          ).length;
          return [p.id, right * READING_POINTS_PER_CORRECT];
        }),
      );
      const at = now();
      // Seeded first, so a missed word never stops a new learner from getting the sample words.
      await words.ensureSeeded(learner.userId);
      const outcome = await repo.storeSubmission({
        userId: learner.userId,
        submissionId: input.submissionId,
        passageIds: answered.map((p) => p.id),
        result: {
          score: scored.score,
          total: scored.total,
          pointsAwarded: 0, // the repository fills in what the first answerings earn
          results: scored.results,
          wordsAdded: [],
          levelChange: null,
        },
        outcome: {
          correct: scored.score,
          incorrect: scored.total - scored.score,
          time: scored.time,
        },
        points,
        award: (amount) =>
          ledgerRow(learner.userId, {
            reason: 'reading-practice',
            amount,
            sourceId: sourceIds.readingPractice(learner.userId, input.submissionId),
          }),
        words: scored.missedWords.map((missed) => ({
          id: randomUUID(),
          userId: learner.userId,
          word: missed.word,
          wordKey: wordKeyOf(missed.word),
          definition: missed.definition,
          category: wordCategoryForTopic(questionsById.get(missed.questionId)!.passage.topic),
          source: 'reading',
          review: newReviewState(at),
        })),
        at: new Date(at),
      });
      if (outcome.kind === 'passages-taken') {
        throw invalid(takenMessage(answered.map((p) => p.title).join('", "')));
      }
      if (outcome.kind === 'replayed') {
        return { ...outcome.result, pointsAwarded: 0, levelChange: null };
      }
      // ADR 0053: the set is evidence of reading, and moves the reading level one step at most.
      const current = await levels.readingLevel(learner.userId);
      const shown = practiceShows(
        current,
        resolved.map((a) => ({
          passageLevel: a.passage.level,
          correct: scored.results.find((r) => r.questionId === a.questionId)?.isCorrect ?? false,
        })),
      );
      const levelChange = shown
        ? await levels.move(learner.userId, 'reading', current, shown, 'practice')
        : null;
      return { ...outcome.result, levelChange };
    },
  };
}

export type ReadingService = ReturnType<typeof createReadingService>;
