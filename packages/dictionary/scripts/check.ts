/**
 * npm run dictionary:check [-- FILE.yaml ...] [--no-levels] [--coverage]
 * Checks the dictionary's entry files against the rules of README.md and prints each problem
 * as "file: word [sense n] rule: message". With file names, only those files' problems are
 * printed (the rest are still read, for form_of targets). --coverage also lists headwords of
 * the list that have no entry. Exit code 1 when a problem is printed.
 */
import { basename, join } from 'node:path';
import { createCefrEngine, levelOfWordForm, type CefrLevel } from '@lexora/cefr';
import { loadLexicon } from '@lexora/lexicon';
import { checkEntries } from '../src/check';
import {
  ENTRIES_DIR,
  irregularFormsFrom,
  readDefiningVocabulary,
  readEntryFiles,
  readHeadwordList,
  readFunctionWords,
  readRequiredExtras,
} from '../src/load';

const args = process.argv.slice(2);
const only = new Set(args.filter((a) => !a.startsWith('--')).map((a) => basename(a)));
const withLevels = !args.includes('--no-levels');
const coverage = args.includes('--coverage');

const lexicon = loadLexicon();
const engine = createCefrEngine(lexicon);
const irregular = irregularFormsFrom(lexicon.morphology);
const defining = readDefiningVocabulary();
const files = readEntryFiles();
const allHeadwords = new Set(files.flatMap((f) => f.entries.map((e) => e?.word)));
const wordLevel = (word: string) =>
  (levelOfWordForm(engine, word)?.level ?? null) as CefrLevel | null;

let count = 0;
let entries = 0;
for (const { file, entries: list } of files) {
  if (only.size && !only.has(file)) continue;
  entries += list.length;
  const problems = checkEntries(list, {
    defining,
    irregular,
    allHeadwords,
    wordLevel: withLevels ? wordLevel : undefined,
  });
  for (const p of problems) {
    count++;
    console.log(
      `${file}: ${p.word}${p.sense ? ` [sense ${p.sense}]` : ''} ${p.rule}: ${p.message}`,
    );
  }
}
if (coverage) {
  const required = [
    ...new Set([
      ...readHeadwordList().map((h) => h.word),
      ...readFunctionWords(),
      ...readRequiredExtras(),
    ]),
  ];
  const missing = required.filter((w) => !allHeadwords.has(w));
  console.log(
    `coverage: ${required.length - missing.length} of ${required.length} headwords have entries`,
  );
  if (missing.length)
    console.log(
      `missing (${missing.length}): ${missing.slice(0, 200).join(', ')}${missing.length > 200 ? ' ...' : ''}`,
    );
}
console.log(
  `${entries} entries in ${only.size || files.length} file(s) of ${join(ENTRIES_DIR)}: ${count} problem(s)`,
);
process.exit(count ? 1 : 0);
