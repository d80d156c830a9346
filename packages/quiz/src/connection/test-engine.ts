import { loadDictionary } from '@lexora/dictionary';
import type { WordData } from '@lexora/words';
import { loadWordData } from '@lexora/words/load';
import { createConnectionEngine, type ConnectionEngine } from './engine';
import type { BankItem } from './bank';
import type { CefrLevel } from '@lexora/contracts';
import { createLearnerWords, type LearnerWords } from './learner-words';
import { loadConnectionBank } from './load';

let words: WordData | undefined;
let engine: ConnectionEngine | undefined;

/** The real word layer, once per test file. */
export function testWords(): WordData {
  words ??= loadWordData();
  return words;
}

/** The real engine over the real word data (the bank is read from its cache when present). */
export function testConnectionEngine(): ConnectionEngine {
  engine ??= createConnectionEngine(testWords(), loadConnectionBank(testWords()));
  return engine;
}

export interface ConnectionTestWorld {
  engine: ConnectionEngine;
  bank: BankItem[];
  learner: LearnerWords;
}

/** The engine, its bank and the learner's words over the real data: what the rule tests read. */
export function connectionTestWorld(): ConnectionTestWorld {
  return {
    engine: testConnectionEngine(),
    bank: loadConnectionBank(testWords()),
    learner: createLearnerWords(testWords(), loadDictionary()),
  };
}

/**
 * A compound item to plant in a small engine: `base` lends its sense and kind, each joined
 * phrase ("video game") gives a clue ("video") at the level.
 */
export function plantedCompound(
  base: BankItem,
  answer: string,
  joined: string[],
  level: CefrLevel = 'A1',
): BankItem {
  return {
    ...base,
    answer,
    level,
    clues: joined.map((j) => ({ word: j.replace(answer, '').trim(), level, joined: j })),
  };
}
