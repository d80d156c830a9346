import type { CefrLevel } from '@lexora/cefr';
import { learnerLevel } from '@lexora/explain';
import { seededRandom } from '@lexora/games';
import { createFillBlankEngine, type FillBlankEngine, type FillBlankQuestion } from '@lexora/quiz';
import { loadWordData } from '@lexora/words/load';

let engine: FillBlankEngine | undefined;
const fillBlankEngine = (): FillBlankEngine => (engine ??= createFillBlankEngine(loadWordData()));

export interface FillBlankTaskInput {
  /** The level as the request gave it (a label, a title or 'level'). */
  level: string;
  interest: string | undefined;
  /** Drawn by the caller: the engine is pure and reproducible from it. */
  seed: number;
  /** Question ids the learner saw in the last 7 days. */
  seen: string[];
}

/** Question generation for the fill-blank quiz, run in the worker pool. */
export const fillBlankQuizTasks = {
  'quiz.fill-blank': (
    input: FillBlankTaskInput,
  ): { level: CefrLevel; questions: FillBlankQuestion[] } => {
    const level = learnerLevel(input.level);
    const questions = fillBlankEngine().generate({
      level,
      interest: input.interest,
      random: seededRandom(input.seed),
      seen: new Set(input.seen),
    });
    return { level, questions };
  },
};

/**
 * Builds the bank from the dictionary's examples (seconds), so a learner's first game is as fast
 * as the rest.
 */
export function warmFillBlankQuizTasks(): void {
  fillBlankEngine().warm();
}
