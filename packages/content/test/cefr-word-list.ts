import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCefrEngine, levelOfWordForm, type CefrEngine } from '@lexora/cefr';
import { loadLexicon } from '@lexora/lexicon';
import { CONTENT_LEVELS } from '../src/levels';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const LEVELS = [...CONTENT_LEVELS, 'C2'] as const;
export type ListLevel = (typeof LEVELS)[number];

/**
 * The shared CEFR word list (CEFR-J A1-B2, Octanove C1-C2; the development half) read in place
 * from ../shared/data/cefr — never copied into the repository. A missing folder is an error, not
 * a skipped check: the level tests exist to compare our labels with it.
 */
export function cefrDataDir(): string {
  return process.env.CEFR_DATA_DIR ?? resolve(repoRoot, '../shared/data/cefr');
}

interface Row {
  word: string;
  pos: string;
  level: string;
}

export type WordClass = 'noun' | 'verb' | 'adjective' | 'adverb';
const WORD_CLASSES: WordClass[] = ['noun', 'verb', 'adjective', 'adverb'];

/** candles -> candle, cherries -> cherry, boxes -> box (a list lemma is singular). */
function singulars(word: string): string[] {
  const w = word.toLowerCase();
  if (w.endsWith('ies')) return [`${w.slice(0, -3)}y`];
  if (w.endsWith('es')) return [w.slice(0, -2), w.slice(0, -1)];
  if (w.endsWith('s') && !w.endsWith('ss')) return [w.slice(0, -1)];
  return [];
}

export interface LevelSource {
  /** The list's level for the word in that class (its easiest one), or undefined when unlisted. */
  listed(word: string, wordClass: WordClass): ListLevel | undefined;
  /**
   * The list's level for the word in that class ('any': its easiest class), else the CEFR word
   * model's estimate (trained on such lists); plural nouns are looked up by their singular.
   */
  levelOf(
    word: string,
    wordClass: WordClass | 'any',
  ): { level: ListLevel; from: 'list' | 'model' } | undefined;
}

let shared: LevelSource | undefined;

/** The list, loaded once; `fresh` reads it again (and fails again when it is missing). */
export function loadLevelSource(options: { fresh?: boolean } = {}): LevelSource {
  if (shared && !options.fresh) return shared;
  const file = join(cefrDataDir(), 'words_cefrj_octanove.dev.jsonl');
  if (!existsSync(file)) {
    throw new Error(
      `The shared CEFR word list is missing (${file}). The content level tests compare every ` +
        'labelled level with it; mount /work/shared or set CEFR_DATA_DIR.',
    );
  }
  const levels = new Map<string, ListLevel>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as Row;
    const key = `${row.pos}:${row.word.toLowerCase()}`;
    const level = row.level as ListLevel;
    const known = levels.get(key);
    if (!known || LEVELS.indexOf(level) < LEVELS.indexOf(known)) levels.set(key, level);
  }
  let engine: CefrEngine | undefined;
  const listed = (word: string, wordClass: WordClass) =>
    levels.get(`${wordClass}:${word.trim().toLowerCase()}`);
  const source: LevelSource = {
    listed,
    levelOf(word, wordClass) {
      const forms = [word, ...singulars(word)];
      const classes = wordClass === 'any' ? WORD_CLASSES : [wordClass];
      const fromList = forms
        .flatMap((form) => classes.map((c) => listed(form, c)))
        .filter((l): l is ListLevel => l !== undefined)
        .sort((a, b) => LEVELS.indexOf(a) - LEVELS.indexOf(b))[0];
      if (fromList) return { level: fromList, from: 'list' };
      engine ??= createCefrEngine(loadLexicon());
      const key = word.trim().toLowerCase();
      // Words no source knows (cryptocurrency) are levelled from their form alone.
      const estimate =
        wordClass === 'any' || key.includes(' ')
          ? levelOfWordForm(engine, key.replace(/\s+/g, '_'))
          : engine.words.levelOf(key, wordClass, { includeUnknown: true });
      return estimate ? { level: estimate.level as ListLevel, from: 'model' } : undefined;
    },
  };
  shared = source;
  return source;
}

/** Signed distance in levels (label minus reference); C2 in the list counts as one above C1. */
export function levelGap(label: string, reference: ListLevel): number {
  return LEVELS.indexOf(label as ListLevel) - LEVELS.indexOf(reference);
}
