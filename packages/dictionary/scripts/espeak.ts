// The espeak-ng run shared by the scripts that write British IPA tables (dictionary:ipa for our
// headwords, general-ipa for WordNet-only words): one voice, one set of symbols.
import { execFileSync } from 'node:child_process';
import { ipaFromEspeak } from '../src/british-ipa';

export const ESPEAK_VOICE = 'en-gb-x-rp';
/** Words per espeak-ng run: one run reads thousands of lines in a few seconds. */
const CHUNK = 500;

/** espeak-ng's phonemes of each text, one output line per input line (each ends a sentence). */
function espeak(texts: readonly string[]): string[] {
  // Full stops inside a headword ("a.m.") would end the sentence early, and commas ("lights,
  // camera, action") put each clause on a line of its own: both are read as spaces.
  const input = texts.map((text) => `${text.replace(/[.,]/g, ' ')}.`).join('\n');
  const lines = execFileSync(
    'espeak-ng',
    ['-v', ESPEAK_VOICE, '-q', '--ipa', '--sep=.', '--stdin'],
    {
      input: `${input}\n`,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .split('\n')
    .filter((line) => line.trim() !== '');
  if (lines.length !== texts.length) {
    throw new Error(`espeak-ng gave ${lines.length} lines for ${texts.length} words`);
  }
  return lines;
}

/** "word<TAB>our IPA line" for each word, in the order given. */
export function britishIpaRows(words: readonly string[]): string[] {
  const rows: string[] = [];
  for (let i = 0; i < words.length; i += CHUNK) {
    const chunk = words.slice(i, i + CHUNK);
    espeak(chunk).forEach((output, j) => rows.push(`${chunk[j]}\t${ipaFromEspeak(output)}`));
  }
  return rows;
}
