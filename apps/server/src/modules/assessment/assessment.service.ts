import { randomInt, randomUUID } from 'node:crypto';
import {
  appendErrorPattern,
  emotionProfile,
  errorPatternEntry,
  FALLBACK_PASSAGE,
  FALLBACK_QUESTIONS,
  isEmotionType,
  practiseNext,
  priorFromLastEstimate,
  roundOutcome,
  savedEmotion,
  skillStats,
  type BankPassage,
  type Prior,
  type RoundAnswer,
  type TimedAnswer,
} from '@lexora/assessment';
import type { Passage } from '@lexora/content/passages';
import {
  MAX_EMOTION_ENTRIES_PER_ROUND,
  READING_POINTS_PER_CORRECT,
  ROUND_OF_PAGE,
  type AssessmentAnswersRequest,
  type AssessmentHistory,
  type AssessmentPage,
  type AssessmentRound,
  type LevelPredictionRequestBody,
  type LevelPredictionResult,
  type RoundResult,
} from '@lexora/contracts';
import { applyReadingOutcome, sourceIds } from '@lexora/games';
import type { Transaction } from '../../db/client';
import type { StoredAssessmentAnswer } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { Learner } from '../../http/learner';
import type { ProfileRepository } from '../profile/profile.repository';
import type { ProfileService } from '../profile/profile.service';
import { levelForFinalScore } from '../levels/levels.rules';
import type { LevelsService } from '../levels/levels.service';
import { ledgerRow } from '../progress/progress.service';
import type { ReadingRepository } from '../reading/reading.repository';
import { toPracticePassage } from '../reading/reading.service';
import type { TaskRunner } from '../../workers/task-pool';
import type { AssessmentRepository, AssessmentRoundRow } from './assessment.repository';

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);
const roundNotFound = () => notFound('That assessment round');

/** The spec's fallback questions as a bank passage, scored like any other (spec 001 section 5). */
export const FALLBACK_BANK_PASSAGE: Passage = {
  id: FALLBACK_PASSAGE.id,
  topic: 'nature',
  level: FALLBACK_PASSAGE.level,
  title: FALLBACK_PASSAGE.title,
  text: FALLBACK_PASSAGE.text,
  questions: FALLBACK_QUESTIONS.map((q, i) => ({
    id: FALLBACK_PASSAGE.questions[i]!.id,
    question: q.question,
    options: q.options,
    correctIndex: q.correctAnswer,
    explanation: q.explanation,
    tags: [...q.tags],
  })),
};

/** Where a round sends the learner when it goes on (round 1 -> /mcq3, round 2 -> /mcq4). */
const NEXT_PAGE: Readonly<Record<1 | 2, '/mcq3' | '/mcq4'>> = { 1: '/mcq3', 2: '/mcq4' };

export function createAssessmentService(deps: {
  repo: AssessmentRepository;
  profileRepo: Pick<ProfileRepository, 'findReadingRecord' | 'update'>;
  profiles: ProfileService;
  reading: Pick<ReadingRepository, 'listServed'>;
  /** The passage bank (loadPassages() in production). */
  passages: readonly Passage[];
  transaction: Transaction;
  /** The worker pool: the passage choice and the scoring run there (503 when it is full). */
  tasks: TaskRunner;
  /** The reading level each completed round moves (ADR 0053). */
  levels: LevelsService;
  now?: () => number;
}) {
  const { repo, profileRepo, profiles, passages, transaction, tasks, levels } = deps;
  const now = deps.now ?? Date.now;
  // What the choice needs of each passage, copied to the worker with every choice.
  const selectionBank: BankPassage[] = passages.map((p) => ({
    id: p.id,
    topic: p.topic,
    level: p.level,
    questions: p.questions.map((q) => ({ id: q.id, tags: q.tags })),
  }));
  const byId = new Map<string, Passage>([
    ...passages.map((p) => [p.id, p] as const),
    [FALLBACK_BANK_PASSAGE.id, FALLBACK_BANK_PASSAGE],
  ]);

  function passageOf(row: AssessmentRoundRow): Passage {
    const passage = byId.get(row.passageId);
    if (!passage) throw new Error(`Assessment passage ${row.passageId} is not in the bank`);
    return passage;
  }

  /** A round's answers as the scoring sees them; each round is its own passage item. */
  function scored(row: AssessmentRoundRow, answers = row.answers): TimedAnswer[] {
    const passage = passageOf(row);
    return answers.map((a) => ({
      passageId: row.id,
      level: passage.level,
      tags: passage.questions.find((q) => q.id === a.questionId)?.tags ?? [],
      correct: a.correct,
      timeSpentMs: a.timeSpent,
    }));
  }

  const priorOf = (row: AssessmentRoundRow): Prior => ({ mean: row.priorMean, sd: row.priorSd });

  /** Completed earlier rounds of the same assessment. */
  const earlierRounds = (rounds: AssessmentRoundRow[], row: AssessmentRoundRow) =>
    rounds.filter((r) => r.assessmentId === row.assessmentId && r.completedAt && r.id !== row.id);

  /** Skill counts over every completed round of the learner (and `extra`). */
  const learnerStats = (rounds: AssessmentRoundRow[], extra: TimedAnswer[] = []) =>
    skillStats([...rounds.filter((r) => r.completedAt).flatMap((r) => scored(r)), ...extra]);

  /** Every answer of the round's assessment so far, the round's own included. */
  const assessmentAnswers = (row: AssessmentRoundRow, rounds: AssessmentRoundRow[]) => [
    ...earlierRounds(rounds, row).flatMap((r) => scored(r)),
    ...scored(row),
  ];

  /** The estimate a round shows: every answer of its assessment so far, in the pool. */
  const estimateOf = (row: AssessmentRoundRow, rounds: AssessmentRoundRow[]) =>
    tasks.run('assessment.estimate', {
      answers: assessmentAnswers(row, rounds),
      prior: priorOf(row),
    });

  /**
   * The answers of an open round with `input` added (each scored against the bank), or the
   * sentence saying why they cannot be: an unknown question, or an answered one changed.
   */
  function withAnswers(
    row: AssessmentRoundRow,
    input: AssessmentAnswersRequest,
  ): StoredAssessmentAnswer[] {
    const passage = passageOf(row);
    const answers: StoredAssessmentAnswer[] = [...row.answers];
    for (const answer of input.answers ?? []) {
      const index = passage.questions.findIndex((q) => q.id === answer.questionId);
      const question = passage.questions[index];
      if (!question) {
        throw invalid(
          `There is no question "${answer.questionId}" in this round: answer the questions you were given.`,
        );
      }
      const earlier = answers.find((a) => a.questionId === answer.questionId);
      if (earlier) {
        if (earlier.selectedOption !== answer.selectedOption) {
          throw invalid(`You have already answered question ${index + 1}.`);
        }
        continue;
      }
      answers.push({
        questionId: answer.questionId,
        selectedOption: answer.selectedOption,
        correct: answer.selectedOption === question.correctIndex,
        timeSpent: answer.timeSpent,
        answerChanges: answer.answerChanges ?? 0,
      });
    }
    return answers;
  }

  function view(
    row: AssessmentRoundRow,
    estimate: { ability: number; standardError: number },
  ): AssessmentRound {
    const passage = passageOf(row);
    const { questions, ...shown } = toPracticePassage(passage);
    return {
      id: row.id,
      page: row.page as AssessmentPage,
      round: row.round,
      passage: {
        id: shown.id,
        title: shown.title,
        text: shown.text,
        level: shown.level,
        topic: shown.topic,
      },
      questions,
      answered: row.answers.map((a) => ({
        questionId: a.questionId,
        selectedOption: a.selectedOption,
      })),
      estimate: { ability: estimate.ability, standardError: estimate.standardError },
      result: row.result ?? null,
    };
  }

  async function ownRecord(learner: Learner) {
    await profiles.ensureProfile(learner);
    const record = await profileRepo.findReadingRecord(learner.userId);
    if (!record) throw notFound('That reading record');
    return record;
  }

  return {
    /**
     * Resumes the learner's open round of this page, or starts one: rounds 2 and 3 continue the
     * assessment whose last round sent the learner here, anything else starts a new assessment
     * with a prior centred on the learner's last estimate. The passage is picked for the
     * assessment's estimate so far, on the learner's topics (SAD -> the second topic), unseen,
     * with a question on the weakest skill; the spec's fallback when the bank has none left.
     */
    async start(learner: Learner, page: AssessmentPage): Promise<AssessmentRound> {
      const record = await ownRecord(learner);
      const rounds = await repo.listRounds(learner.userId);
      const open = rounds.find((r) => !r.completedAt && r.page === page);
      if (open) return view(open, await estimateOf(open, rounds));

      const round = ROUND_OF_PAGE[page];
      const latest = rounds[0];
      const continues =
        latest?.completedAt && latest.result?.next === `/${page}` ? latest : undefined;
      let assessmentId: string;
      let prior: Prior;
      if (continues) {
        assessmentId = continues.assessmentId;
        prior = priorOf(continues);
      } else {
        assessmentId = randomUUID();
        const last = rounds.find((r) => r.result)?.result;
        prior = priorFromLastEstimate(
          last ? { ability: last.ability, standardError: last.standard_error } : null,
        );
      }
      const sameAssessment = rounds.filter((r) => r.assessmentId === assessmentId && r.completedAt);
      const served = await deps.reading.listServed(learner.userId);
      const seen = new Set([...rounds.map((r) => r.passageId), ...served.map((s) => s.passageId)]);
      const { passageId, estimate } = await tasks.run('assessment.select', {
        bank: selectionBank,
        round,
        prior,
        answers: sameAssessment.flatMap((r) => scored(r)),
        learnerAnswers: rounds.filter((r) => r.completedAt).flatMap((r) => scored(r)),
        topics: record.topics,
        emotion: isEmotionType(record.emotion) ? record.emotion : null,
        seen: [...seen],
        seed: randomInt(2 ** 31),
      });
      const passage = (passageId && byId.get(passageId)) || FALLBACK_BANK_PASSAGE;
      const row = await repo.insertRound({
        id: randomUUID(),
        userId: learner.userId,
        assessmentId,
        page,
        round,
        passageId: passage.id,
        priorMean: prior.mean,
        priorSd: prior.sd,
        createdAt: new Date(now()),
      });
      // Nothing answered yet: the estimate the choice aimed at is the one the round shows.
      return view(row, estimate);
    },

    /**
     * Stores answers (scored here, against the bank) and emotion summaries of an open round.
     * Sending an answer again with the same option changes nothing; a different option for an
     * answered question is refused, so a reload cannot re-take a question.
     */
    async answer(
      learner: Learner,
      id: string,
      input: AssessmentAnswersRequest,
    ): Promise<AssessmentRound> {
      await profiles.ensureProfile(learner);
      const rounds = await repo.listRounds(learner.userId);
      const listed = rounds.find((r) => r.id === id);
      if (!listed) throw roundNotFound();
      if (listed.completedAt) throw invalid('This round is already complete.');
      // Estimated in the pool before anything is stored, so a full pool (503) stores nothing and
      // the learner's retry sends the same answer again.
      const expected = withAnswers(listed, input);
      const early = await estimateOf({ ...listed, answers: expected }, rounds);
      const stored = await transaction(async () => {
        const row = await repo.lockRound(learner.userId, id);
        if (!row) throw roundNotFound();
        if (row.completedAt) throw invalid('This round is already complete.');
        const answers = withAnswers(row, input);
        const emotionHistory = [...row.emotionHistory, ...(input.emotionHistory ?? [])];
        if (emotionHistory.length > MAX_EMOTION_ENTRIES_PER_ROUND) {
          throw invalid('This round already holds as many emotion entries as it can.');
        }
        await repo.updateRound(id, { answers, emotionHistory });
        return { ...row, answers, emotionHistory };
      });
      // Answers are only ever added, so as many as expected means the same ones; more (another
      // tab answered meanwhile) are estimated again.
      const estimate =
        stored.answers.length === expected.length ? early : await estimateOf(stored, rounds);
      return view(stored, estimate);
    },

    /**
     * Scores the round with every answer of its assessment, then in one transaction: the record's
     * totals (and the level in rounds 2 and 3), the saved emotion, the error pattern entry,
     * isNew false when the learner leaves for /paragraph, 10 points per right answer through the
     * ledger, and the stored result. A second completion returns that result and writes nothing.
     */
    async complete(learner: Learner, id: string): Promise<RoundResult> {
      await ownRecord(learner);
      const rounds = await repo.listRounds(learner.userId);
      const score = (row: AssessmentRoundRow) =>
        tasks.run('assessment.score', {
          answers: assessmentAnswers(row, rounds),
          prior: priorOf(row),
        });
      // Scored in the pool before the transaction holds its locks. A round whose questions are
      // all answered keeps its answers, so the score stays right for the locked row.
      const listed = rounds.find((r) => r.id === id);
      const early =
        listed && !listed.completedAt && listed.answers.length >= passageOf(listed).questions.length
          ? { answered: listed.answers.length, prediction: await score(listed) }
          : undefined;
      return transaction(async () => {
        const row = await repo.lockRound(learner.userId, id);
        if (!row) throw roundNotFound();
        if (row.completedAt && row.result) return row.result;
        const passage = passageOf(row);
        if (row.answers.length < passage.questions.length) {
          throw invalid(
            `Please answer all ${passage.questions.length} questions before completing the round.`,
          );
        }
        const record = await repo.lockReadingRecord(learner.userId);
        if (!record) throw notFound('That reading record');
        const errors = await repo.lockErrorPattern(learner.userId);

        const thisRound = scored(row);
        // Answered meanwhile (another tab): scored now, while the locks are held.
        const prediction =
          early?.answered === row.answers.length ? early.prediction : await score(row);
        const round = row.round as 1 | 2 | 3;
        const { continues, markNotNew } = roundOutcome(round, prediction);
        const at = now();

        const roundAnswers: RoundAnswer[] = row.answers.map((a) => {
          const question = passage.questions.find((q) => q.id === a.questionId)!;
          return {
            questionId: a.questionId,
            tags: question.tags,
            correct: a.correct,
            selectedAnswer: question.options[a.selectedOption] ?? '',
            correctAnswer: question.options[question.correctIndex] ?? '',
            timeSpentMs: a.timeSpent,
            ...(question.word ? { word: question.word } : {}),
          };
        });
        const entry = errorPatternEntry(roundAnswers, at);
        const stats = learnerStats(
          rounds.filter((r) => r.id !== row.id),
          thisRound,
        );
        const patterns = appendErrorPattern(
          errors ? { analysis: errors.analysis, entries: errors.entries } : null,
          entry,
          stats,
        );

        const history = row.emotionHistory;
        const emotion = history.length ? savedEmotion(history) : null;
        const correct = row.answers.filter((a) => a.correct).length;
        const total = row.answers.length;
        // A passage pays on the learner's first answering only, here or in reading practice: the
        // fallback (or a passage met again) earns nothing the second time.
        const firstTime = await repo.claimFirstAnswer(learner.userId, row.passageId, new Date(at));
        const pointsAwarded = firstTime ? correct * READING_POINTS_PER_CORRECT : 0;
        const time = row.answers.reduce((sum, a) => sum + a.timeSpent, 0);

        const result: RoundResult = {
          final_score: prediction.final_score,
          advance: prediction.advance,
          ability: prediction.ability,
          standard_error: prediction.standard_error,
          band: prediction.band,
          next: continues ? NEXT_PAGE[round as 1 | 2] : '/paragraph',
          correct,
          total,
          pointsAwarded,
          errorSummary: entry.summary,
          practiseNext: practiseNext(stats),
          emotionProfile: history.length ? emotionProfile(history) : null,
          savedEmotion: emotion,
          completedAt: new Date(at).toISOString(),
        };

        const tally = applyReadingOutcome(record, {
          correct,
          incorrect: total - correct,
          time,
          points: pointsAwarded,
        });
        await repo.updateReadingRecord(learner.userId, {
          ...tally,
          // Spec 001 section 7: rounds 2 and 3 write the level; round 1 leaves it.
          level: round >= 2 ? tally.level : record.level,
          lastAttempt: new Date(at),
          ...(emotion ? { emotion } : {}),
        });
        await repo.saveErrorPattern(learner.userId, patterns.analysis, patterns.entries);
        if (markNotNew) await profileRepo.update(learner.userId, { isNew: false });
        if (pointsAwarded > 0) {
          await repo.insertAward(
            ledgerRow(learner.userId, {
              reason: 'reading-assessment',
              amount: pointsAwarded,
              sourceId: sourceIds.readingAssessment(row.id),
            }),
          );
        }
        // ADR 0053: a finished assessment (its last round: it sends the learner back to reading)
        // is one piece of evidence of reading. It places a learner without a reading level and
        // moves anyone else's one step at most.
        if (!continues) {
          await levels.move(
            learner.userId,
            'reading',
            await levels.readingLevel(learner.userId),
            levelForFinalScore(prediction.final_score),
            'assessment',
          );
        }
        await repo.updateRound(row.id, { result, completedAt: new Date(at) });
        return result;
      });
    },

    async history(learner: Learner): Promise<AssessmentHistory> {
      await ownRecord(learner);
      const rounds = await repo.listRounds(learner.userId);
      const errors = await repo.findErrorPattern(learner.userId);
      return {
        rounds: rounds
          .filter((r) => r.completedAt && r.result)
          .sort((a, b) => b.completedAt!.getTime() - a.completedAt!.getTime())
          .map((r) => ({
            id: r.id,
            page: r.page as AssessmentPage,
            round: r.round,
            passageTitle: passageOf(r).title,
            completedAt: r.result!.completedAt,
            final_score: r.result!.final_score,
            ability: r.result!.ability,
            standard_error: r.result!.standard_error,
            band: r.result!.band,
            correct: r.result!.correct,
            total: r.result!.total,
          })),
        errorPatterns: {
          analysis: errors?.analysis ?? '',
          entries: errors?.entries ?? [],
        },
        practiseNext: practiseNext(learnerStats(rounds)),
      };
    },

    /** The spec's call 3 for other clients: scores answers without storing anything. */
    async levelPrediction(input: LevelPredictionRequestBody): Promise<LevelPredictionResult> {
      const answer = await tasks.run('assessment.predict', input);
      if ('refused' in answer) throw invalid(answer.refused);
      return answer.result;
    },
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;
