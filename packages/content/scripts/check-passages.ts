/**
 * npm run content:check [-- --allow-missing] [-- --list]
 * Parses every topic file of the reading bank, rates each passage with the CEFR analyser and runs
 * the bank checks (docs/passages.md). Prints the confusion table and the failures; exits 1 on any.
 * --allow-missing: missing topic files are reported but do not fail (while a writer is at work).
 * --list: also prints every passage's label and analyser level.
 */
import { checkBank, formatConfusion } from '../src/passages/check-bank';
import { defaultPassagesDir, readTopicFiles } from '../src/passages/load';
import { ratePassages } from './rate-passages';

function main(): number {
  const allowMissing = process.argv.includes('--allow-missing');
  const dir = defaultPassagesDir();
  const { files, missingTopics } = readTopicFiles(dir);
  const passages = files.flatMap((file) => file.passages);
  const ratings = ratePassages(passages);
  const report = checkBank({
    files,
    missingTopics: allowMissing ? [] : missingTopics,
    ratings,
  });

  if (process.argv.includes('--list')) {
    for (const passage of passages) {
      const rated = ratings.get(passage.id) ?? '-';
      const flag = rated === passage.level ? '' : '  *';
      console.log(`${passage.level} -> ${rated}  ${passage.id}${flag}`);
    }
    console.log('');
  }
  const questions = passages.reduce((sum, p) => sum + p.questions.length, 0);
  console.log(`Reading passage bank (${dir})`);
  console.log(`${files.length} topic files, ${passages.length} passages, ${questions} questions`);
  if (missingTopics.length > 0) {
    const note = allowMissing ? 'not checked (--allow-missing)' : 'the bank needs all of them';
    console.log(`Missing topic files: ${missingTopics.map((t) => `${t}.md`).join(', ')}: ${note}`);
  }
  console.log('\nLabel (rows) x CEFR analyser level (columns):');
  console.log(formatConfusion(report.confusion));
  if (report.failures.length === 0) {
    console.log('\nAll checks passed.');
    return 0;
  }
  console.log(`\n${report.failures.length} failure(s):`);
  for (const failure of report.failures) console.log(`  ${failure}`);
  return 1;
}

process.exitCode = main();
