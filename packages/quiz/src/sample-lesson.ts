import type { CefrLevel } from '@lexora/contracts';
import { seededRandom } from '@lexora/games';
import type { ConnectionEngine } from './connection';
import type { FillBlankEngine } from './fill-blank';

/** One quiz question of the visitors' sample lesson, with its key (the server's only). */
export interface SampleQuizQuestion {
  prompt: string;
  /** The three clue words of a connection question. */
  clues?: string[];
  options: string[];
  correctIndex: number;
  explanation: string;
}

export interface SampleQuizSet {
  seed: number;
  blanks: SampleQuizQuestion[];
  connections: SampleQuizQuestion[];
}

/**
 * Which draw of the engines each level's sample lesson shows: the first `blanks` questions of a
 * fill-in-the-blank game and the first `connections` of a connection game, both with `seed`.
 * The seeds were chosen by reading the questions they give (docs/sample-lesson.md).
 */
export const SAMPLE_QUIZ_PLANS = {
  A2: { seed: 4, blanks: 3, connections: 2 },
  B1: { seed: 8, blanks: 3, connections: 2 },
} as const satisfies Record<string, { seed: number; blanks: number; connections: number }>;
export type SampleQuizLevel = keyof typeof SAMPLE_QUIZ_PLANS & CefrLevel;

/** The engines' questions for one level, as data/sample-lesson.json keeps them. */
export function makeSampleQuizSet(
  engines: { fillBlank: FillBlankEngine; connection: ConnectionEngine },
  level: SampleQuizLevel,
): SampleQuizSet {
  const plan = SAMPLE_QUIZ_PLANS[level];
  const blanks = engines.fillBlank
    .generate({ level, random: seededRandom(plan.seed), seen: new Set() })
    .slice(0, plan.blanks)
    .map((q) => ({
      prompt: q.question,
      options: [q.option1, q.option2, q.option3, q.option4],
      correctIndex: Number(q.correct_answer.slice(-1)) - 1,
      explanation: q.explanation,
    }));
  const connections = engines.connection
    .questions({ level, interest: 'any', random: seededRandom(plan.seed), exclude: new Set() })
    .slice(0, plan.connections)
    .map((q) => ({
      prompt: q.prompt,
      clues: [...q.clues],
      options: [...q.options],
      correctIndex: q.options.indexOf(q.answer),
      explanation: q.explanation,
    }));
  return { seed: plan.seed, blanks, connections };
}
