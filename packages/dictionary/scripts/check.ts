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
  entryFileNames,
  irregularFormsFrom,
  readDefiningVocabulary,
  readEntryFile,
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
// A file that is not valid YAML is one problem of that file, not the end of the check.
const unreadable: { file: string; message: string }[] = [];
const files = entryFileNames().flatMap((file) => {
  try {
    return [{ file, entries: readEntryFile(join(ENTRIES_DIR, file)) }];
  } catch (error) {
    unreadable.push({ file, message: (error as Error).message.split('\n')[0] ?? '' });
    return [];
  }
});
const allHeadwords = new Set(files.flatMap((f) => f.entries.map((e) => e?.word)));
// A headword written in two files (each file's own duplicates are found by checkEntries).
const fileOf = new Map<string, string>();
const crossDuplicates: { file: string; word: string; other: string }[] = [];
for (const { file, entries } of files) {
  for (const word of new Set(entries.map((e) => e?.word))) {
    const other = fileOf.get(word);
    if (other) crossDuplicates.push({ file, word, other });
    else fileOf.set(word, file);
  }
}
/**
 * A name is not vocabulary: a word subtitles mostly write with a capital that no WordNet synset
 * writes in lower case (Anna, Tom) is not levelled, wherever it stands in the sentence.
 */
const isName = (word: string) =>
  lexicon.frequency.capitalised(word) &&
  !(['n', 'v', 'a', 'r'] as const).some((pos) =>
    (lexicon.wordnet.entry(word, pos)?.offsets ?? []).some((offset) =>
      lexicon.wordnet.synset(pos, offset).words.includes(word),
    ),
  );
const wordLevel = (word: string) =>
  isName(word) ? null : ((levelOfWordForm(engine, word)?.level ?? null) as CefrLevel | null);

let count = 0;
let entries = 0;
for (const u of unreadable) {
  if (only.size && !only.has(u.file)) continue;
  count++;
  console.log(`${u.file}: yaml: ${u.message}`);
}
for (const d of crossDuplicates) {
  if (only.size && !only.has(d.file) && !only.has(d.other)) continue;
  count++;
  console.log(`${d.file}: ${d.word} duplicate-entry: also written in ${d.other}`);
}
for (const { file, entries: list } of files) {
  if (only.size && !only.has(file)) continue;
  entries += list.length;
  const problems = checkEntries(list, {
    defining,
    irregular,
    allHeadwords,
    isName,
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
