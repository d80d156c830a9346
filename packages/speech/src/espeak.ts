import { ipaToArpabet, type EspeakVoice } from './ipa-to-arpabet';
import { normaliseWord } from './phonemes';
import { execFileInBackground } from './priority';

const cache = new Map<string, string[]>();
const CACHE_LIMIT = 2000;

/**
 * Phonemes with stress from espeak-ng's IPA: US English for words CMUdict lacks, British English
 * (`en-gb`) for the standard British pronunciation the checker also accepts.
 */
export async function espeakPhonemes(
  word: string,
  voice: EspeakVoice = 'en-us',
): Promise<string[] | undefined> {
  const key = normaliseWord(word);
  if (!key) return undefined;
  const cacheKey = `${voice}:${key}`;
  const known = cache.get(cacheKey);
  if (known) return known;
  try {
    // execFile passes the word as one argument (no shell); the word was validated above. At
    // background priority: an uncached word must not take a core from the event loop (ADR 0028).
    const { stdout } = await execFileInBackground('espeak-ng', ['-v', voice, '-q', '--ipa', key], {
      timeout: 3000,
    });
    const phonemes = ipaToArpabet(stdout.replace(/\s+/g, ' '), voice);
    if (phonemes.length === 0) return undefined;
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(cacheKey, phonemes);
    return phonemes;
  } catch {
    return undefined;
  }
}
