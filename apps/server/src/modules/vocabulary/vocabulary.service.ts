import { randomUUID } from 'node:crypto';
import { analyzeText, type AnalysisResult } from '@lexora/cefr';
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
import type { ProfileService } from '../profile/profile.service';
import type { EngineHolder } from './vocabulary-engine';
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

/** Runs the analyser; empty or rule-breaking text becomes a 400 with the rules' messages. */
function analyse(engine: EngineHolder, text: string, index?: number): Prediction {
  // ~10 ms for 5000 characters: it stays on the event loop; the body size is capped upstream.
  const outcome = analyzeText(text, engine.get());
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
  engine: EngineHolder;
  repo: VocabularyRepository;
  profiles: ProfileService;
  newId?: () => string;
}) {
  const newId = deps.newId ?? randomUUID;

  return {
    /** The spec's /predict: one result per text, in order. */
    predict(learner: Learner, texts: string[]): Prediction[] {
      if (!learner.userId) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      return texts.map((text, i) => analyse(deps.engine, text, i));
    },

    /** The modal's analysis: stored, so saving the level reads the server's own result. */
    async analyse(learner: Learner, text: string): Promise<VocabularyAnalysis> {
      if (!learner.userId) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      const prediction = analyse(deps.engine, text);
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
      const level = cefrLevelTitles[cefrLevelSchema.parse(row.level)];
      await deps.profiles.setVocabularyLevel(learner, level, row.feedback);
      return { level, vocabularyFeedback: row.feedback };
    },
  };
}

export type VocabularyService = ReturnType<typeof createVocabularyService>;
