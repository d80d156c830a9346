import type { CefrLevel } from './levels';
import type { LexicalSource } from './lexical-source';
import type { OrdinalModel } from './ordinal';
import { tokenize } from './tokenize';
import { classFromUpos, type WordClass } from './word-class';
import { createWordLeveler, type WordLeveler } from './word-levels';
import type { LevelledToken } from './text-features';
import defaultWordModel from './model/word-model.json';
import defaultTextModels from './model/text-model.json';
import type { TextModels } from './text-level';

export interface CefrEngine {
  source: LexicalSource;
  zipf(word: string): number;
  words: WordLeveler;
  textModels: TextModels;
}

export interface EngineOptions {
  wordModel?: OrdinalModel;
  textModels?: TextModels;
}

/** Builds the analyser around a word-data source (e.g. loadLexicon() of @lexora/lexicon). */
export function createCefrEngine(source: LexicalSource, options: EngineOptions = {}): CefrEngine {
  return {
    source,
    zipf: (word) => source.frequency.zipf(word),
    words: createWordLeveler(source, options.wordModel ?? (defaultWordModel as OrdinalModel)),
    textModels: options.textModels ?? (defaultTextModels as unknown as TextModels),
  };
}

const NO_LEVEL_POS = new Set(['PROPN', 'NUM', 'PUNCT', 'SYM', 'X', 'SPACE']);
const CONTENT_CLASSES = new Set<WordClass>(['noun', 'verb', 'adjective', 'adverb']);

/** Tokens with a level each; proper nouns, numbers, symbols and clitics get none. */
export function levelTokens(text: string, engine: CefrEngine): LevelledToken[] {
  return tokenize(text).tokens.map((token) => {
    const wordClass = classFromUpos(token.pos);
    const levelable =
      token.kind === 'word' &&
      !NO_LEVEL_POS.has(token.pos) &&
      /^[A-Za-z\u00C0-\u024F]/.test(token.text) &&
      /[a-z]/i.test(token.lemma);
    const found = levelable ? engine.words.levelOf(token.lemma, wordClass) : null;
    const level: CefrLevel | null = found?.level ?? null;
    return {
      ...token,
      level,
      difficulty: found?.difficulty ?? null,
      zipf: found ? engine.zipf(token.lemma) : null,
      content: CONTENT_CLASSES.has(wordClass),
    };
  });
}
