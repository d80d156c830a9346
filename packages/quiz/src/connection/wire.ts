import {
  connectionOptionFields,
  type ConnectionOptionField,
  type RelatedWordsQuestion,
} from '@lexora/contracts';
import type { ConnectionQuestion } from './types';

/** The spec's related-words question: "... [apple, cherry, banana]", the answer by field name. */
export function toWire(question: ConnectionQuestion): RelatedWordsQuestion {
  const index = question.options.indexOf(question.answer);
  if (index === -1) throw new Error(`The answer of ${question.id} is not among its options.`);
  const [option1, option2, option3, option4] = question.options;
  return {
    question: `${question.prompt} [${question.clues.join(', ')}]`,
    option1,
    option2,
    option3,
    option4,
    correct_answer: connectionOptionFields[index]!,
    explanation: question.explanation,
  };
}

/** What the screen plays: the spec's conversion of a server question. */
export interface ConnectionScreenQuestion {
  prompt: string;
  clueWords: string[];
  options: string[];
  correctAnswer: string;
  explanation: string;
}

/** The spec's fallback when the clues cannot be read from the question. */
export const MISSING_CLUES = ['Missing', 'Clue', 'Words'];

export function fromWire(wire: RelatedWordsQuestion): ConnectionScreenQuestion {
  const inBrackets = /\[([^\]]*)\]/.exec(wire.question);
  const clues = (inBrackets?.[1] ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  const field: ConnectionOptionField = wire.correct_answer;
  return {
    prompt: wire.question.replace(/\s*\[[^\]]*\]\s*/, ' ').trim(),
    clueWords: clues.length > 0 ? clues : [...MISSING_CLUES],
    options: connectionOptionFields.map((f) => wire[f]),
    correctAnswer: wire[field],
    explanation: wire.explanation,
  };
}
