import type { CefrEngine, CefrLevel } from '../../src/index';
import { classFromListPos } from '../../src/index';

/** Level of a list entry; words no source knows still get the model's (high) level. */
export function levelWord(engine: CefrEngine, word: string, pos: string): CefrLevel {
  const wordClass = classFromListPos(pos);
  return engine.words.levelOf(word, wordClass, { includeUnknown: true })?.level ?? 'C2';
}
