import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';
import { packageFile } from './resolve-package';

/** A cache file beside the installed packages (node_modules/.cache/lexora), named by version. */
export function cacheFileFor(packageName: string, table: string): string {
  const { version } = JSON.parse(
    readFileSync(packageFile(packageName, 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  return packageFile(packageName, `../.cache/lexora/${table}-${version}.txt`);
}

/** Writes a cache file atomically; a read-only install just goes without one. */
export function writeCache(file: string, text: string): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    // One temporary file per process and thread: test workers may build the cache together.
    const temporary = `${file}.${process.pid}-${threadId}.tmp`;
    writeFileSync(temporary, text);
    // Rename is atomic: a process starting at the same moment reads the old state or the whole file.
    renameSync(temporary, file);
  } catch {
    // No writable cache location: every start builds the table again, which is only slower.
  }
}

/**
 * A table derived from a package's data, kept as text: read from the cache when it is there
 * and ends with the end marker (a cut-off file is rebuilt), else built and written.
 */
export function cachedText(file: string, build: () => string): string {
  const END = '\n#end\n';
  try {
    const text = readFileSync(file, 'utf8');
    if (text.endsWith(END)) return text.slice(0, -END.length);
  } catch {
    // Missing or unreadable: build it.
  }
  const text = build();
  writeCache(file, text + END);
  return text;
}
