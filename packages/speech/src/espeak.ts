import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ipaToArpabet } from './ipa-to-arpabet';
import { normaliseWord } from './phonemes';

const run = promisify(execFile);
const cache = new Map<string, string[]>();
const CACHE_LIMIT = 2000;

/** Phonemes with stress for a word CMUdict lacks, from espeak-ng's US English IPA. */
export async function espeakPhonemes(word: string): Promise<string[] | undefined> {
  const key = normaliseWord(word);
  if (!key) return undefined;
  const known = cache.get(key);
  if (known) return known;
  try {
    // execFile passes the word as one argument (no shell); the word was validated above.
    const { stdout } = await run('espeak-ng', ['-v', 'en-us', '-q', '--ipa', key], {
      timeout: 3000,
    });
    const phonemes = ipaToArpabet(stdout.replace(/\s+/g, ' '));
    if (phonemes.length === 0) return undefined;
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, phonemes);
    return phonemes;
  } catch {
    return undefined;
  }
}
