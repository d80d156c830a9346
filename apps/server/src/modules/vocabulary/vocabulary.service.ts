import { randomUUID } from 'node:crypto';
import type { AnalysisOutcome, AnalysisResult } from '@lexora/cefr';
import {
  cefrLevelSchema,
  cefrLevelTitles,
  EMPTY_TEXT_MESSAGE,
  type Prediction,
  type SavedVocabularyLevel,
  type VocabularyAnalysis,
} from '@lexora/contracts';
import { AppError, notFound } from '../../http/errors';
import type { Learner } from '../../http/learner';
import type { LearnerLimits } from '../../limits/learner-limits';
import type { TaskRunner } from '../../workers/task-pool';
import type { ProfileService } from '../profile/profile.service';
import type { VocabularyRepository } from './vocabulary.repository';

function toPrediction(result: AnalysisResult): Prediction {
  return {
    text: result.text,
    level: result.level,
    dominantLevel: result.dominantLevel,
    levelTitle: cefrLevelTitles[result.level],
    scores: result.scores,
    feedback: result.feedback,
    tokens: result.tokens,
    wordCount: result.wordCount,
    uniqueWords: result.uniqueWords,
    sentenceCount: result.sentenceCount,
    score: result.score,
  };
}

/** The analyser's outcome; empty or rule-breaking text becomes a 400 with the rules' messages. */
function toPredictionOrError(outcome: AnalysisOutcome, index?: number): Prediction {
  const field = index === undefined ? 'text' : `texts.${index}`;
  if (outcome.kind === 'empty') {
    throw new AppError('VALIDATION_FAILED', EMPTY_TEXT_MESSAGE, {
      fields: { [field]: EMPTY_TEXT_MESSAGE },
      messages: [EMPTY_TEXT_MESSAGE],
    });
  }
  if (outcome.kind === 'invalid') {
    const [first = 'The text is not valid.'] = outcome.messages;
    throw new AppError('VALIDATION_FAILED', first, {
      fields: { [field]: first },
      messages: outcome.messages,
    });
  }
  return toPrediction(outcome.result);
}

export function createVocabularyService(deps: {
  /** Runs the analyser in the worker pool (~15 ms of CPU for 5,000 characters). */
  tasks: TaskRunner;
  limits: LearnerLimits;
  repo: VocabularyRepository;
  profiles: ProfileService;
  newId?: () => string;
}) {
  const newId = deps.newId ?? randomUUID;

  return {
    /** The spec's /predict: one result per text, in order; each text counts as one analysis. */
    async predict(learner: Learner, texts: string[]): Promise<Prediction[]> {
      if (!learner.userId) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      await deps.limits.take('analysis', learner.userId, texts.length);
      const outcomes = await Promise.all(texts.map((text) => deps.tasks.run('cefr.analyse', text)));
      return outcomes.map((outcome, i) => toPredictionOrError(outcome, i));
    },

    /** The modal's analysis: stored, so saving the level reads the server's own result. */
    async analyse(learner: Learner, text: string): Promise<VocabularyAnalysis> {
      if (!learner.userId) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      await deps.limits.take('analysis', learner.userId);
      const prediction = toPredictionOrError(await deps.tasks.run('cefr.analyse', text));
      const analysisId = newId();
      await deps.profiles.ensureProfile(learner);
      await deps.repo.insert({
        id: analysisId,
        userId: learner.userId,
        level: prediction.level,
        feedback: prediction.feedback,
      });
      return { ...prediction, analysisId };
    },

    async saveLevel(learner: Learner, analysisId: string): Promise<SavedVocabularyLevel> {
      const row = await deps.repo.findOwn(learner.userId, analysisId);
      if (!row) throw notFound('That analysis');
      const { level, change } = await deps.profiles.setVocabularyLevel(
        learner,
        cefrLevelSchema.parse(row.level),
        row.feedback,
      );
      return { level, vocabularyFeedback: row.feedback, change };
    },
  };
}

export type VocabularyService = ReturnType<typeof createVocabularyService>;
