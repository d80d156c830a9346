/**
 * npm run dictionary:ipa
 * Writes data/ipa-gb.tsv: the British pronunciation of every headword with senses, from
 * espeak-ng's Received Pronunciation voice (en-gb-x-rp, the Debian package the server already
 * uses), in the symbols of British learner's dictionaries with syllables marked (ADR 0051).
 * Run it after adding or renaming headwords; a test fails while a headword has no line.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ipaFromEspeak } from '../src/british-ipa';
import { DATA_DIR, readEntryFiles } from '../src/load';

const VOICE = 'en-gb-x-rp';
/** Words per espeak-ng run: one run reads thousands of lines in a few seconds. */
const CHUNK = 500;

/** espeak-ng's phonemes of each text, one output line per input line (each ends a sentence). */
function espeak(texts: readonly string[]): string[] {
  // Full stops inside a headword ("a.m.") would end the sentence early: they are read as spaces.
  const input = texts.map((text) => `${text.replace(/\./g, ' ')}.`).join('\n');
  const lines = execFileSync('espeak-ng', ['-v', VOICE, '-q', '--ipa', '--sep=.', '--stdin'], {
    input: `${input}\n`,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter((line) => line.trim() !== '');
  if (lines.length !== texts.length) {
    throw new Error(`espeak-ng gave ${lines.length} lines for ${texts.length} headwords`);
  }
  return lines;
}

const headwords = [
  ...new Set(
    readEntryFiles()
      .flatMap((file) => file.entries)
      .filter((entry) => (entry.senses ?? []).length > 0)
      .map((entry) => entry.word),
  ),
].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const rows: string[] = [];
for (let i = 0; i < headwords.length; i += CHUNK) {
  const chunk = headwords.slice(i, i + CHUNK);
  espeak(chunk).forEach((output, j) => rows.push(`${chunk[j]}\t${ipaFromEspeak(output)}`));
}
const header = [
  '# British pronunciations of the headwords: npm run dictionary:ipa (scripts/british-ipa.ts).',
  `# espeak-ng ${VOICE}, in learner's-dictionary symbols; syllables joined by ".", stress marks`,
  '# before their syllable. Generated: edit the script, not this file.',
];
const path = join(DATA_DIR, 'ipa-gb.tsv');
writeFileSync(path, `${[...header, ...rows].join('\n')}\n`);
console.log(`${rows.length} British pronunciations written to ${path}`);
