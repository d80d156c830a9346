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
  /**
   * Answers that depend only on the word data and a word (levels with their frequency, synonym
   * suggestions, common-word checks), kept across analyses: most words of a text were seen before.
   */
  memo: EngineMemo;
}

export interface EngineMemo {
  /** Level, difficulty and Zipf frequency of a lemma in a word class; null when unrated. */
  levels: Map<WordClass, Map<string, TokenLevel | null>>;
  /** Small string-keyed caches for the feedback and sentence-start rules. */
  strings: Map<string, string | null>;
  flags: Map<string, boolean>;
}

interface TokenLevel {
  level: CefrLevel;
  difficulty: number;
  zipf: number;
}

/** Past this many entries a cache starts afresh (bounded memory on a long-running server). */
const MEMO_LIMIT = 200_000;

/** Looks `key` up in `map`, computing and storing it on a miss. */
export function remember<K, V>(map: Map<K, V>, key: K, compute: () => V): V {
  const found = map.get(key);
  if (found !== undefined || map.has(key)) return found as V;
  if (map.size >= MEMO_LIMIT) map.clear();
  const value = compute();
  map.set(key, value);
  return value;
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
    memo: { levels: new Map(), strings: new Map(), flags: new Map() },
  };
}

const NO_LEVEL_POS = new Set(['PROPN', 'NUM', 'PUNCT', 'SYM', 'X', 'SPACE']);
const CONTENT_CLASSES = new Set<WordClass>(['noun', 'verb', 'adjective', 'adverb']);

const LEVELABLE_START = /^[A-Za-z\u00C0-\u024F]/;
const HAS_LETTER = /[a-z]/i;

function tokenLevel(engine: CefrEngine, lemma: string, wordClass: WordClass): TokenLevel | null {
  let byLemma = engine.memo.levels.get(wordClass);
  if (!byLemma) engine.memo.levels.set(wordClass, (byLemma = new Map()));
  return remember(byLemma, lemma, () => {
    const found = engine.words.levelOf(lemma, wordClass);
    return found
      ? { level: found.level, difficulty: found.difficulty, zipf: engine.zipf(lemma) }
      : null;
  });
}

/** Tokens with a level each; proper nouns, numbers, symbols and clitics get none. */
export function levelTokens(text: string, engine: CefrEngine): LevelledToken[] {
  const { tokens } = tokenize(text);
  const levelled = new Array<LevelledToken>(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const wordClass = classFromUpos(token.pos);
    const levelable =
      token.kind === 'word' &&
      !NO_LEVEL_POS.has(token.pos) &&
      LEVELABLE_START.test(token.text) &&
      HAS_LETTER.test(token.lemma);
    const found = levelable ? tokenLevel(engine, token.lemma, wordClass) : null;
    levelled[i] = {
      text: token.text,
      start: token.start,
      end: token.end,
      lemma: token.lemma,
      pos: token.pos,
      kind: token.kind,
      sentence: token.sentence,
      level: found ? found.level : null,
      difficulty: found ? found.difficulty : null,
      zipf: found ? found.zipf : null,
      content: CONTENT_CLASSES.has(wordClass),
    };
  }
  return levelled;
}
