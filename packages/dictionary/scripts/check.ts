/**
 * npm run dictionary:check [-- FILE.yaml ...] [--no-levels] [--coverage]
 * Checks the dictionary's entry files against the rules of README.md and prints each problem
 * as "file: word [sense n] rule: message". With file names, only those files' problems are
 * printed (the rest are still read, for form_of targets and duplicates). --coverage also lists
 * the headwords of the lists that have no entry. Exit code 1 when a problem is printed.
 */
import { basename } from 'node:path';
import { checkDictionary, type FileProblem } from '../src/check';
import { loadCheckContext, readEntryFilesSafely, requiredHeadwords } from '../src/check-context';

const args = process.argv.slice(2);
const only = new Set(args.filter((a) => !a.startsWith('--')).map((a) => basename(a)));
const coverage = args.includes('--coverage');

const context = loadCheckContext({ levels: !args.includes('--no-levels') });
const { files, unreadable } = readEntryFilesSafely();
const problems: FileProblem[] = [
  ...unreadable.map((u) => ({ file: u.file, word: '(file)', rule: 'yaml', message: u.message })),
  ...checkDictionary(files, { ...context, required: coverage ? requiredHeadwords() : undefined }),
];
let count = 0;
for (const p of problems) {
  if (only.size && !only.has(p.file)) continue;
  if (p.rule === 'missing') continue;
  count++;
  console.log(
    `${p.file}: ${p.word}${p.sense ? ` [sense ${p.sense}]` : ''} ${p.rule}: ${p.message}`,
  );
}
if (coverage) {
  const required = requiredHeadwords();
  const missing = problems.filter((p) => p.rule === 'missing').map((p) => p.word);
  console.log(
    `coverage: ${required.length - missing.length} of ${required.length} headwords have entries`,
  );
  if (missing.length) {
    console.log(`missing (${missing.length}): ${missing.slice(0, 200).join(', ')}`);
    count += missing.length;
  }
}
const entries = files
  .filter((f) => !only.size || only.has(f.file))
  .reduce((n, f) => n + f.entries.length, 0);
console.log(`${entries} entries in ${only.size || files.length} file(s): ${count} problem(s)`);
process.exit(count ? 1 : 0);
