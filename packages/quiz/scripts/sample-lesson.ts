// npx tsx packages/quiz/scripts/sample-lesson.ts
// Writes data/sample-lesson.json: the quiz questions of the visitors' sample lesson (/sample), made
// by the engines with the seeds of SAMPLE_QUIZ_PLANS. Read the result before committing it
// (docs/sample-lesson.md); sample-lesson.test.ts fails when the engines would now make others.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadWordData } from '@lexora/words/load';
import { createConnectionEngine } from '../src/connection/engine';
import { loadConnectionBank } from '../src/connection/load';
import { createFillBlankEngine } from '../src/fill-blank';
import { makeSampleQuizSet, SAMPLE_QUIZ_PLANS, type SampleQuizLevel } from '../src/sample-lesson';

const words = loadWordData();
const engines = {
  fillBlank: createFillBlankEngine(words),
  connection: createConnectionEngine(words, loadConnectionBank(words)),
};
const levels = Object.keys(SAMPLE_QUIZ_PLANS) as SampleQuizLevel[];
const sets = Object.fromEntries(levels.map((level) => [level, makeSampleQuizSet(engines, level)]));
const out = fileURLToPath(new URL('../data/sample-lesson.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(sets, null, 2)}\n`);
for (const [level, set] of Object.entries(sets)) {
  console.log(`${level} (seed ${set.seed})`);
  for (const q of [...set.blanks, ...set.connections]) {
    const options = q.options.map((o, i) => (i === q.correctIndex ? `[${o}]` : o)).join(' / ');
    console.log(`  ${q.prompt}${q.clues ? ` ${q.clues.join(', ')}` : ''}: ${options}`);
  }
}
console.log(`Written to ${out}`);
