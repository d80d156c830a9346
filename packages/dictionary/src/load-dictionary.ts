/**
 * The dictionary for looking words up at run time (I/O): every entry file read once per
 * thread, with WordNet's irregular forms from the lexicon the thread already holds.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadLexicon } from '@lexora/lexicon';
import { createDictionary, type Dictionary } from './dictionary';
import { irregularFormsFrom, readEntryFiles } from './load';

/**
 * The entry files found through the installed package, not through this file's own place: the
 * server bundles this code into apps/server/dist, where a path relative to import.meta.url
 * (load.ts's ENTRIES_DIR) points to a folder that does not exist.
 */
function installedEntriesDir(): string {
  const index = createRequire(import.meta.url).resolve('@lexora/dictionary');
  return join(dirname(index), '../data/entries');
}

let loaded: Dictionary | undefined;

export function loadDictionary(): Dictionary {
  loaded ??= createDictionary(
    readEntryFiles(installedEntriesDir()).flatMap((file) => file.entries),
    irregularFormsFrom(loadLexicon().morphology),
  );
  return loaded;
}
