import type { CefrLevel } from '@lexora/cefr';
import type { WrittenQuestion } from './fallback';
import bankData from '../../data/fill-blank-bank.json';

/**
 * Questions we wrote for a word (data/fill-blank-bank.json), served from the level pools beside
 * the dictionary's sentences. Each gives the answer, three options of its part of speech and form
 * and an explanation of each; the engine checks each with the same validator as the generated
 * questions (`questionProblems`) and serves only those that pass.
 */
export interface WrittenBankEntry {
  id: string;
  level: CefrLevel;
  lemma: string;
  pos: WrittenQuestion['pos'];
  /** The sentence with "___" for the blank. */
  sentence: string;
  answer: string;
  distractors: [string, string, string];
  explanation: string;
  /**
   * The dictionary sense the sentence was written for (its index among the entry's senses): the
   * explanation gives that sense's definition, and an entry whose sense is not stored is refused.
   */
  senseNumber: number;
}

export function writtenQuestion(entry: WrittenBankEntry): WrittenQuestion {
  return {
    id: entry.id,
    level: entry.level,
    lemma: entry.lemma,
    pos: entry.pos,
    sentence: entry.sentence.replace('___', '_____'),
    options: [entry.answer, ...entry.distractors],
    correctIndex: 0,
    explanation: entry.explanation,
    senseNumber: entry.senseNumber,
  };
}

export const WRITTEN_BANK: readonly WrittenQuestion[] = (bankData as WrittenBankEntry[]).map(
  writtenQuestion,
);
