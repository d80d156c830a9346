/**
 * The dictionary's files: the only I/O of the package (synchronous reads, once per thread).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import type { IrregularForms } from './forms';
import type { Entry } from './model';

export const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '../data');
export const ENTRIES_DIR = join(DATA_DIR, 'entries');

export interface EntryFile {
  file: string;
  entries: Entry[];
}

export function entryFileNames(dir = ENTRIES_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort();
}

/**
 * Where parsed entry files of a folder are kept as JSON: in the system's temporary folder, one
 * folder per checkout (parsing the 9 MB of YAML took about 0.7 s of each thread's start,
 * JSON.parse of the same about 0.1 s).
 */
export const entryCacheDir = (entriesDir: string): string =>
  join(tmpdir(), 'lexora-dictionary', hashOf(resolve(entriesDir)));

/**
 * An entry file, from its JSON copy in `cacheDir` when that was made from the same text (named
 * by a hash of it), else parsed and the copy written (best effort: a read-only disk only costs
 * the time). A file edited since is parsed again; its older copies are removed.
 */
export function readEntryFile(
  path: string,
  cacheDir: string | null = entryCacheDir(dirname(path)),
): Entry[] {
  const text = readFileSync(path, 'utf8');
  const name = basename(path);
  const cached = cacheDir && join(cacheDir, `${name}.${hashOf(text)}.json`);
  if (cached) {
    try {
      return JSON.parse(readFileSync(cached, 'utf8')) as Entry[];
    } catch {
      // No copy yet (or a broken one): parse the YAML below.
    }
  }
  const parsed = yaml.load(text);
  if (parsed != null && !Array.isArray(parsed)) {
    throw new Error(`${path}: the file must be a YAML list of entries`);
  }
  const entries = (parsed ?? []) as Entry[];
  if (cacheDir && cached) writeCopy(cacheDir, name, cached, entries);
  return entries;
}

const hashOf = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 16);

function writeCopy(cacheDir: string, name: string, path: string, entries: Entry[]): void {
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Older copies of this file go; this text's own copy (or another thread's) stays.
    const current = basename(path);
    for (const old of readdirSync(cacheDir))
      if (old.startsWith(`${name}.`) && !old.startsWith(current))
        rmSync(join(cacheDir, old), { force: true });
    // Written whole, then renamed: another thread never reads half a file.
    const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(partial, JSON.stringify(entries));
    renameSync(partial, path);
  } catch {
    // A disk we may not write to: the YAML is parsed again next time.
  }
}

export function readEntryFiles(
  dir = ENTRIES_DIR,
  cacheDir: string | null = entryCacheDir(dir),
): EntryFile[] {
  return entryFileNames(dir).map((file) => ({
    file,
    entries: readEntryFile(join(dir, file), cacheDir),
  }));
}

function listLines(name: string, dir = DATA_DIR): string[] {
  return readFileSync(join(dir, name), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

export function readDefiningVocabulary(dataDir = DATA_DIR): Set<string> {
  return new Set(listLines('defining-vocabulary.txt', dataDir));
}

/**
 * Our beginner words (data/beginner-words.txt): the lemmas a teacher calls A1, which a `simple`
 * definition may use.
 */
export function readBeginnerWords(dataDir = DATA_DIR): Set<string> {
  return new Set(listLines('beginner-words.txt', dataDir));
}

/**
 * Phrases of beginner words a teacher still calls A2-B1 (data/beginner-phrases-avoided.txt:
 * "each other", "in which", "things like"), which a `simple` definition does not use.
 */
export function readBeginnerPhrasesAvoided(dataDir = DATA_DIR): string[] {
  return listLines('beginner-phrases-avoided.txt', dataDir);
}

/**
 * Words that look like a form of a beginner word but are words of their own (data/
 * not-beginner-forms.txt: "player" is not "more play", "beer" not "be").
 */
export function readNotBeginnerForms(dataDir = DATA_DIR): Set<string> {
  return new Set(listLines('not-beginner-forms.txt', dataDir));
}

/** The single-word headword list (data/headwords.tsv): word, model level, classes, Zipf. */
export function readHeadwordList(): { word: string; level: string; classes: string[] }[] {
  return listLines('headwords.tsv').map((line) => {
    const [word = '', level = '', classes = ''] = line.split('\t');
    return { word, level, classes: classes.split(',') };
  });
}

/** Topic -> words kept out of examples, quizzes and games (data/content-rules.yaml). */
export function readContentRules(dataDir = DATA_DIR): Record<string, string[]> {
  return yaml.load(readFileSync(join(dataDir, 'content-rules.yaml'), 'utf8')) as Record<
    string,
    string[]
  >;
}

/** data/ipa-gb.tsv: headword -> its British pronunciation line (`npm run dictionary:ipa`). */
export function readBritishIpa(dataDir = DATA_DIR): Map<string, string> {
  const pairs = (name: string, suffix: string) =>
    listLines(name, dataDir).map((line) => {
      const [word = '', ipa = ''] = line.split('\t');
      return [`${word}${suffix}`, ipa] as const;
    });
  // Hand-written fixes replace espeak's line; a verb said otherwise than its noun ("record")
  // is kept as "record (verb)".
  return new Map([
    ...pairs('ipa-gb.tsv', ''),
    ...pairs('ipa-gb-fixes.tsv', ''),
    ...pairs('ipa-gb-verbs.tsv', VERB_IPA_KEY),
  ]);
}

/** What follows a headword in the pronunciation map for its verb's own pronunciation. */
export const VERB_IPA_KEY = ' (verb)';

export function readFunctionWords(): string[] {
  return listLines('function-words.txt');
}

/**
 * Multi-word and special headwords that must be present: every data/required-*.txt (phrasal
 * verbs and expressions, greetings and phrases, names), one headword a line.
 */
export function readRequiredExtras(): string[] {
  return readdirSync(DATA_DIR)
    .filter((name) => /^required-.*\.txt$/.test(name))
    .sort()
    .flatMap((name) => listLines(name));
}

/** Irregular forms from WordNet's exception lists, shaped for forms.ts. */
export function irregularFormsFrom(morphology: {
  n: ReadonlyMap<string, string>;
  v: ReadonlyMap<string, string>;
  a: ReadonlyMap<string, string>;
}): IrregularForms {
  const map = new Map<string, string[]>();
  for (const table of [morphology.n, morphology.v, morphology.a]) {
    for (const [form, lemma] of table) {
      const list = map.get(form) ?? [];
      if (!list.includes(lemma)) list.push(lemma);
      map.set(form, list);
    }
  }
  return map;
}
