import { randomUUID } from 'node:crypto';
import {
  coachAccuracy,
  MAX_RECORDING_BYTES,
  PRONUNCIATION_POINTS,
  type PracticeWordsRequest,
  type PronunciationCheckResult,
  type PronunciationStats,
} from '@lexora/contracts';
import { sourceIds } from '@lexora/games';
import {
  AudioInputError,
  fallbackWords,
  normaliseWord,
  SpeechBusyError,
  SpeechUnavailableError,
  toSpecResponse,
  WordInputError,
  type SpeechEngine,
} from '@lexora/speech';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Learner } from '../../http/learner';
import type { LearnerLimits } from '../../limits/learner-limits';
import type { TaskRunner } from '../../workers/task-pool';
import type { ProgressService } from '../progress/progress.service';
import type { PronunciationRepository } from './pronunciation.repository';
import { createGate } from '../../limits/gate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RECENT_LIMIT = 50;

export interface CheckRequest {
  audio: unknown;
  expectedWord: unknown;
  checkId: unknown;
}

const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

/** Validates the multipart fields; the engine validates the WAV itself. */
async function readCheckRequest(input: CheckRequest) {
  if (typeof input.expectedWord !== 'string' || input.expectedWord.trim() === '')
    throw badRequest('Please send the word to check in the expected_word field.');
  const expectedWord = normaliseWord(input.expectedWord);
  if (!expectedWord)
    throw badRequest('The expected word must be a single English word (letters only).');
  if (!(input.audio instanceof Blob))
    throw badRequest('Please attach the recording as a WAV file in the audio field.');
  if (input.audio.size === 0) throw badRequest('The recording is empty.');
  if (input.audio.size > MAX_RECORDING_BYTES)
    throw badRequest('The recording is larger than 2 MB. Please record at most 10 seconds.');
  let checkId: string = randomUUID();
  if (input.checkId !== undefined && input.checkId !== '') {
    if (typeof input.checkId !== 'string' || !UUID.test(input.checkId))
      throw badRequest('The check_id must be a UUID.');
    checkId = input.checkId.toLowerCase();
  }
  const audio = new Uint8Array(await input.audio.arrayBuffer());
  // The engine normalises the word itself and shows it as the learner gave it (February).
  return { expectedWord, givenWord: input.expectedWord.trim(), audio, checkId };
}

/** Engine failures in the API's terms: bad input is 400, a busy or failed recogniser 503. */
function toAppError(error: unknown): unknown {
  if (error instanceof AudioInputError || error instanceof WordInputError)
    return badRequest(error.message);
  if (error instanceof SpeechBusyError)
    return new AppError('SERVICE_BUSY', error.message, { retryAfterSeconds: 1 });
  if (error instanceof SpeechUnavailableError)
    return new AppError('SERVICE_BUSY', error.message, { retryAfterSeconds: 2 });
  return error;
}

/**
 * Visitors without an account share one recogniser at a time, with two more in line: however
 * many addresses they come from, signed-in learners keep the other helpers (issue 26).
 */
export const ANONYMOUS_CHECKS = { running: 1, waiting: 2 };

export function createPronunciationService(deps: {
  engine: SpeechEngine;
  repo: PronunciationRepository;
  progress: ProgressService;
  transaction: Transaction;
  /** Practice words are picked in the worker pool (the CEFR word model lives there). */
  tasks: TaskRunner;
  limits: LearnerLimits;
}) {
  const { engine, repo, progress, tasks, limits, transaction } = deps;
  const anonymousChecks = createGate(ANONYMOUS_CHECKS);

  return {
    /**
     * Checks one recording. Open to guests (bounded by the recogniser's queue); a signed-in
     * learner's check is limited per learner, counted and paid.
     */
    /** `address`: the visitor's, which counts their checks when they are not signed in. */
    async check(
      learner: Learner | null,
      input: CheckRequest,
      address = 'unknown',
    ): Promise<PronunciationCheckResult> {
      const { expectedWord, givenWord, audio, checkId } = await readCheckRequest(input);
      if (learner) await limits.take('pronunciation-check', learner.userId);
      else await limits.take('anonymous-check', address);
      let result;
      try {
        // The recording stays in memory: it is handed to the engine and then dropped.
        const recognise = () => engine.check({ audio, expectedWord: givenWord });
        result = await (learner ? recognise() : anonymousChecks.run(recognise));
      } catch (error) {
        throw toAppError(error);
      }
      const { userId } = learner ?? {};
      // The attempt and its points are stored together (the recogniser ran before, outside).
      const pointsAwarded = !userId
        ? 0
        : await transaction(async () => {
            await repo.insertAttempt({
              userId,
              checkId,
              word: expectedWord,
              result: result.result,
              missedPhonemes: result.missedPhonemes,
            });
            if (result.result !== 'correct') return 0;
            const paid = await progress.award(userId, {
              reason: 'pronunciation-correct',
              amount: PRONUNCIATION_POINTS,
              sourceId: sourceIds.pronunciationCorrect(userId, checkId),
            });
            return paid ? PRONUNCIATION_POINTS : 0;
          });
      return { ...toSpecResponse(result), points_awarded: pointsAwarded, check_id: checkId };
    },

    /** Exactly five words per sound; the built-in words whenever anything goes wrong. */
    async practiceWords(request: PracticeWordsRequest): Promise<Record<string, string[]>> {
      try {
        return await tasks.run('speech.practiceWords', request);
      } catch {
        // Also when the pool is busy: the coach keeps going with the built-in words.
        const exclude = request.exclude ?? [];
        return Object.fromEntries(request.phonemes.map((p) => [p, fallbackWords(p, exclude)]));
      }
    },

    async stats(learner: Learner): Promise<PronunciationStats> {
      const { correct, practice } = await repo.counts(learner.userId);
      const recent = await repo.recent(learner.userId, RECENT_LIMIT);
      return {
        correct,
        practice,
        accuracy: coachAccuracy(correct, practice),
        correctWords: recent.filter((r) => r.result === 'correct').map((r) => r.word),
        practiceEntries: recent
          .filter((r) => r.result !== 'correct')
          .map((r) => ({
            word: r.word,
            result: r.result as PronunciationStats['practiceEntries'][number]['result'],
            missedPhonemes: r.missedPhonemes,
            checkedAt: r.createdAt.toISOString(),
          })),
      };
    },
  };
}

export type PronunciationService = ReturnType<typeof createPronunciationService>;
