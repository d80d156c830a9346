/**
 * npm run content:check [-- --allow-missing] [-- --list] [-- --file <topic>]
 * Parses every topic file of the reading bank, rates each passage with the CEFR analyser and runs
 * the bank checks (docs/passages.md). Prints the confusion table, the questions' measured figures
 * and the failures; exits 1 on any.
 * --allow-missing: missing topic files are reported but do not fail (while a writer is at work).
 * --list: also prints every passage's label and analyser level.
 * --giveaways: also lists every key given away by another question's stem or the title.
 * --file <topic>: the figures and failures of one file only (for its writer), e.g. --file sports.
 *   The whole bank is still read, so that duplicates across files are found.
 */
import { checkBank, formatConfusion, ITEM_LIMITS, outsideLimit } from '../src/passages/check-bank';
import { COPIED_RUN_WORDS, formatFigures } from '../src/passages/item-figures';
import { defaultPassagesDir, readTopicFiles } from '../src/passages/load';
import { ratePassages } from './rate-passages';

const LEGEND = [
  'longest / shortest: the right answer is strictly the longest / shortest option',
  `copied: the right answer repeats ${COPIED_RUN_WORDS}+ words of the passage (fails unless tagged vocabulary, reference or grammar)`,
  'by-...: the score of a learner who does not read and picks the longest / shortest option, the option sharing',
  '  most / fewest words with the passage (p) or with the question (q), or the option with the fewest',
  '  absolute words such as always, never, all, only (by-few-abs, "avoid absolutes"); ties count 1/k',
  '  by-most-p / by-few-p are also how often the right answer is the top / bottom option by passage words',
  `limits per level: longest ${pct(ITEM_LIMITS.keyLongest.min)}-${pct(ITEM_LIMITS.keyLongest.max)}, each by- score at most ${(ITEM_LIMITS.solver * 100).toFixed(1)}%, by-most-p and by-few-p at least ${pct(ITEM_LIMITS.keyRank.min)}; "!" marks a figure outside them`,
].join('\n');

function pct(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function argumentAfter(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  return index === -1 ? undefined : process.argv[index + 1];
}

function main(): number {
  const allowMissing = process.argv.includes('--allow-missing');
  const onlyTopic = argumentAfter('--file')?.replace(/\.md$/, '');
  const dir = defaultPassagesDir();
  const { files, missingTopics } = readTopicFiles(dir);
  const only = onlyTopic === undefined ? undefined : `${onlyTopic}.md`;
  if (only && !files.some((file) => file.file === only)) {
    console.error(`No topic file ${only} in ${dir}`);
    return 2;
  }
  const shown = only ? files.filter((file) => file.file === only) : files;
  const passages = shown.flatMap((file) => file.passages);
  // Rating is the slow part: with --file only that file is rated (the other files' "not rated"
  // failures are filtered out below with the rest of their failures).
  const ratings = ratePassages(passages);
  const report = checkBank({
    files,
    missingTopics: allowMissing || only ? [] : missingTopics,
    ratings,
  });

  if (process.argv.includes('--list')) {
    for (const passage of passages) {
      const rated = ratings.get(passage.id) ?? '-';
      const flag = rated === passage.level ? '' : '  *';
      const adult = passage.audience === 'adult' ? ' (adult)' : '';
      console.log(`${passage.level} -> ${rated}  ${passage.id}${adult}${flag}`);
    }
    console.log('');
  }
  const questions = passages.reduce((sum, p) => sum + p.questions.length, 0);
  console.log(`Reading passage bank (${only ? `${dir}/${only}` : dir})`);
  console.log(`${shown.length} topic files, ${passages.length} passages, ${questions} questions`);
  if (missingTopics.length > 0 && !only) {
    const note = allowMissing ? 'not checked (--allow-missing)' : 'the bank needs all of them';
    console.log(`Missing topic files: ${missingTopics.map((t) => `${t}.md`).join(', ')}: ${note}`);
  }
  if (!only) {
    console.log('\nLabel (rows) x CEFR analyser level (columns):');
    console.log(formatConfusion(report.confusion));
  }
  const figures = only ? report.fileFigures[only]! : report.figures;
  console.log(
    `\nQuestions by level${only ? ` in ${only} (the limits apply to the whole bank)` : ''}:`,
  );
  console.log(formatFigures(figures, outsideLimit));
  console.log(LEGEND);
  const giveaways = only
    ? report.giveaways.filter((line) => line.startsWith(`${only}:`))
    : report.giveaways;
  console.log(
    `\nKeys given away by another question's stem or the title: ${giveaways.length}${only ? ` in ${only}` : ''} (the whole bank may have at most ${ITEM_LIMITS.siblingGiveaways}; listed when over)`,
  );
  if (process.argv.includes('--giveaways')) for (const line of giveaways) console.log(`  ${line}`);

  // One file's own failures start with its name; the whole bank's limits are shown as "!" above.
  const failures = only
    ? report.failures.filter((failure) => failure.startsWith(`${only}:`))
    : report.failures;
  if (failures.length === 0) {
    console.log('\nAll checks passed.');
    return 0;
  }
  console.log(`\n${failures.length} failure(s):`);
  for (const failure of failures) console.log(`  ${failure}`);
  return 1;
}

process.exitCode = main();
