import type { WordData } from '@lexora/words';
import { loadWordData } from '@lexora/words/load';
import { createConnectionEngine, type ConnectionEngine } from './engine';
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
