import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The value after `--name` on the command line, if given. */
export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** speechocean762 (read in place, never copied): --data, then LEXORA_SPEECH_DATA, then ../shared. */
export function speechDataDir(): string {
  return resolve(
    argument('data') ??
      process.env.LEXORA_SPEECH_DATA ??
      resolve(repoRoot, '../shared/data/speech/speechocean762'),
  );
}
