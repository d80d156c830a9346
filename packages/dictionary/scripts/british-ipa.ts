/**
 * npm run dictionary:ipa
 * Writes data/ipa-gb.tsv: the British pronunciation of every headword with senses, from
 * espeak-ng's Received Pronunciation voice (en-gb-x-rp, the Debian package the server already
 * uses), in the symbols of British learner's dictionaries with syllables marked (ADR 0051).
 * Run it after adding or renaming headwords; a test fails while a headword has no line.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR, readEntryFiles } from '../src/load';
import { britishIpaRows, ESPEAK_VOICE } from './espeak';

const headwords = [
  ...new Set(
    readEntryFiles()
      .flatMap((file) => file.entries)
      .filter((entry) => (entry.senses ?? []).length > 0)
      .map((entry) => entry.word),
  ),
].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const rows = britishIpaRows(headwords);
const header = [
  '# British pronunciations of the headwords: npm run dictionary:ipa (scripts/british-ipa.ts).',
  `# espeak-ng ${ESPEAK_VOICE}, in learner's-dictionary symbols; syllables joined by ".", stress marks`,
  '# before their syllable. Generated: edit the script, not this file.',
];
const path = join(DATA_DIR, 'ipa-gb.tsv');
writeFileSync(path, `${[...header, ...rows].join('\n')}\n`);
console.log(`${rows.length} British pronunciations written to ${path}`);
