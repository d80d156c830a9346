/**
 * The dictionary for looking words up at run time (I/O): every entry file read once per
 * thread, with WordNet's irregular forms from the lexicon the thread already holds.
 */
import { loadLexicon } from '@lexora/lexicon';
import { createDictionary, type Dictionary } from './dictionary';
import { irregularFormsFrom, readEntryFiles } from './load';

let loaded: Dictionary | undefined;

export function loadDictionary(): Dictionary {
  loaded ??= createDictionary(
    readEntryFiles().flatMap((file) => file.entries),
    irregularFormsFrom(loadLexicon().morphology),
  );
  return loaded;
}
