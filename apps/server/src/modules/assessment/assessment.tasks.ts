import {
  assessAnswers,
  estimateAbility,
  predictLevel,
  readerTypeTarget,
  roundTopics,
  selectPassages,
  skillStats,
  type BankPassage,
  type EmotionType,
  type LevelPrediction,
  type LevelPredictionRequest,
  type Prior,
  type TimedAnswer,
} from '@lexora/assessment';
import { seededRandom } from '@lexora/games';

export interface SelectionTaskInput {
  /** The bank as the choice sees it (ids, topics, levels, question tags): ~30 KB to copy. */
  bank: BankPassage[];
  round: 1 | 2 | 3;
  prior: Prior;
  /** The answers of the assessment's completed rounds. */
  answers: TimedAnswer[];
  /** Every answer of the learner's completed rounds (for the weakest skill). */
  learnerAnswers: TimedAnswer[];
  /** The learner's reading topics and saved emotion (SAD -> the second topic). */
  topics: string[];
  emotion: EmotionType | null;
  /** Passages the learner has met (assessment rounds and practice). */
  seen: string[];
  /** Drawn by the caller: the choice is pure and reproducible from it. */
  seed: number;
}

export interface SelectionTaskOutput {
  /** Null when every passage was seen (the caller serves the spec's fallback). */
  passageId: string | null;
  /** The estimate the choice aimed at, which the new round shows. */
  estimate: { ability: number; standardError: number };
}

/** What a round shows as the learner's estimate (the posterior itself stays in the worker). */
export interface EstimateTaskOutput {
  ability: number;
  standardError: number;
}

export interface ScoreTaskInput {
  /** Every answer of the assessment so far, the round being shown or completed included. */
  answers: TimedAnswer[];
  prior: Prior;
}

/**
 * The adaptive assessment's CPU work, run in the worker pool off the event loop: every one of
 * these computes the ability posterior (1-2 ms on a quiet core, tens of ms on a busy server).
 */
export const assessmentTasks = {
  /** The estimate a round shows after each answer and when it is resumed. */
  'assessment.estimate': (input: ScoreTaskInput): EstimateTaskOutput => {
    const { ability, standardError } = estimateAbility(input.answers, input.prior);
    return { ability, standardError };
  },
  /** The next passage: informative at the level the reader types aim at (ADR 0056). */
  'assessment.select': (input: SelectionTaskInput): SelectionTaskOutput => {
    const estimate = estimateAbility(input.answers, input.prior);
    const selection = selectPassages({
      bank: input.bank,
      ability: readerTypeTarget(input.answers, input.round, { prior: input.prior }),
      topics: roundTopics(input.topics, input.emotion),
      seenPassageIds: input.seen,
      stats: skillStats(input.learnerAnswers),
      count: 1,
      random: seededRandom(input.seed),
    });
    return {
      passageId: selection.passages[0]?.id ?? null,
      estimate: { ability: estimate.ability, standardError: estimate.standardError },
    };
  },
  /** final_score by reader types (ADR 0056); ability, SE and band from the posterior. */
  'assessment.score': (input: ScoreTaskInput): LevelPrediction =>
    assessAnswers(input.answers, { prior: input.prior }),
  /** The spec's call 3; a request the engine refuses comes back as its message (400). */
  'assessment.predict': (
    input: LevelPredictionRequest,
  ): { result: ReturnType<typeof predictLevel> } | { refused: string } => {
    try {
      return { result: predictLevel(input) };
    } catch (error) {
      if (error instanceof RangeError) return { refused: error.message };
      throw error;
    }
  },
};
