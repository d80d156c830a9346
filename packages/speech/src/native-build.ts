import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const HELPER_SOURCE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../native/sphinx-helper.c',
);
export const DEFAULT_CACHE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../.cache');
export const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us/en-us';
/** Where `npm run speech:adapt` writes adapted means unless told otherwise (not shipped). */
export const ADAPTED_MEANS = resolve(DEFAULT_CACHE_DIR, 'learner-means');

/**
 * Compiles our C helper against libpocketsphinx when the binary for the current source is missing.
 * The binary name carries a hash of the source, so an edited source is rebuilt automatically.
 */
export async function ensureHelperBinary(
  cacheDir = DEFAULT_CACHE_DIR,
  sourcePath = HELPER_SOURCE,
): Promise<{ binary: string; dictionary: string }> {
  const source = readFileSync(sourcePath);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const binary = join(cacheDir, `sphinx-helper-${hash}`);
  const dictionary = join(cacheDir, 'seed.dict');
  mkdirSync(cacheDir, { recursive: true });
  // The decoder needs a dictionary file to start; every real word is added per request.
  if (!existsSync(dictionary)) writeFileSync(dictionary, 'a AH\n');
  if (existsSync(binary)) return { binary, dictionary };

  let flags: string[];
  try {
    const { stdout } = await run('pkg-config', [
      '--cflags',
      '--libs',
      'pocketsphinx',
      'sphinxbase',
    ]);
    flags = stdout.trim().split(/\s+/);
  } catch {
    throw new Error(
      'pocketsphinx development files are missing: install libpocketsphinx-dev and pkg-config.',
    );
  }
  const partial = `${binary}.${process.pid}.tmp`;
  try {
    await run('cc', ['-O2', '-o', partial, sourcePath, ...flags], { timeout: 120_000 });
    renameSync(partial, binary); // atomic: concurrent builders never see half a binary
  } catch (error) {
    rmSync(partial, { force: true });
    throw new Error(`Building the speech helper failed: ${(error as Error).message}`);
  }
  return { binary, dictionary };
}
