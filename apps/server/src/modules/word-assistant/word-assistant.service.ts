import type {
  QuickAnswerResponse,
  UnknownWordResponse,
  WordExplanationRequest,
  WordExplanationResponse,
} from '@lexora/contracts';
import { WORD_INPUT_INVALID_MESSAGE } from '@lexora/contracts';
import { rephraseExplanation, type RephraseProvider } from '@lexora/explain';
import { sourceIds } from '@lexora/games';
import { AppError, notFound } from '../../http/errors';
import type { Learner } from '../../http/learner';
import type { LearnerLimits } from '../../limits/learner-limits';
import type { ProfileService } from '../profile/profile.service';
import type { ProgressService } from '../progress/progress.service';
import type { TaskRunner } from '../../workers/task-pool';
import { createQuestionTokens } from './question-token';

export const QUICK_QUESTION_POINTS = 2;

export type ExplainOutcome =
  { status: 200; body: WordExplanationResponse } | { status: 404; body: UnknownWordResponse };

export function createWordAssistantService(deps: {
  tasks: TaskRunner;
  limits: LearnerLimits;
  profiles: ProfileService;
  progress: ProgressService;
  /** The server's secret: quick question ids are signed with a key derived from it. */
  secret: string;
  /** The optional language model that may rephrase the text (checked, with fallback). */
  rephraser?: RephraseProvider | null;
  random?: () => number;
}) {
  const { tasks, limits, profiles, progress } = deps;
  const random = deps.random ?? Math.random;
  const tokens = createQuestionTokens(deps.secret);

  /** The model's text when one is configured and it passes the level re-check; else ours. */
  async function rephrased(explanation: WordExplanationResponse): Promise<string> {
    if (!deps.rephraser) return explanation.personalized_explanation;
    const outcome = await rephraseExplanation(explanation, deps.rephraser, (candidate) =>
      tasks.run('assistant.judge-rephrasing', { candidate, explanation }),
    );
    return outcome.text;
  }

  return {
    /** Spec 000 call 9: level, interest and style from the body, else from the learner's profile. */
    async explain(learner: Learner, request: WordExplanationRequest): Promise<ExplainOutcome> {
      const profile = await profiles.ensureProfile(learner);
      await limits.take('explanation', learner.userId);
      const interests = profile.preferences.contextInterests;
      const interest =
        request.preferences ??
        (interests.length > 0 ? interests[Math.floor(random() * interests.length)]! : null);
      const outcome = await tasks.run('assistant.explain', {
        word: request.word,
        level: request.level ?? profile.level,
        interest,
        style: request.style ?? profile.preferences.learningStyle,
      });
      if (outcome.kind === 'invalid') throw new AppError('BAD_REQUEST', WORD_INPUT_INVALID_MESSAGE);
      if (outcome.kind === 'unknown') return { status: 404, body: outcome.body };
      const { question } = outcome.body;
      const text = await rephrased(outcome.body);
      return {
        status: 200,
        body: {
          ...outcome.body,
          personalized_explanation: text,
          question: question && { ...question, id: tokens.sign(learner.userId, question.id) },
        },
      };
    },

    /** The Random Word button: a word at the learner's level (or the one asked for). */
    async randomWord(learner: Learner, level: string | undefined): Promise<{ word: string }> {
      const profile = await profiles.ensureProfile(learner);
      await limits.take('explanation', learner.userId);
      return { word: await tasks.run('assistant.random', level ?? profile.level) };
    },

    /** Checks a quick question served to this learner; the first right answer per word pays 2. */
    async answer(
      learner: Learner,
      input: { questionId: string; choice: number },
    ): Promise<QuickAnswerResponse> {
      const questionId = tokens.verify(learner.userId, input.questionId);
      if (!questionId) throw notFound('That question');
      const check = await tasks.run('assistant.check', { questionId, choice: input.choice });
      if (!check) throw notFound('That question');
      const { senseId, ...answer } = check;
      const paid =
        check.correct &&
        (await progress.award(learner.userId, {
          reason: 'assistant-question',
          amount: QUICK_QUESTION_POINTS,
          sourceId: sourceIds.assistantQuestion(learner.userId, senseId),
        }));
      return { ...answer, pointsAwarded: paid ? QUICK_QUESTION_POINTS : 0 };
    },
  };
}

export type WordAssistantService = ReturnType<typeof createWordAssistantService>;
