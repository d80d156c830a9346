// npm run quiz:list [-- --out /tmp/fill-blank]
// Every fill-in-the-blank question the engine can make, one draw of wrong options each, for
// people who read the whole bank (docs/quizzes.md, "Reading every question"): one file a level,
// <out>-A1.tsv ... <out>-C1.tsv, each line level, item key, sentence, [options; answer] and the
// explanation. An item is drawn up to DRAWS times before it is left out: one draw missed about
// 330 of the A1-A2 questions the engine can make (a reviewer of 2026-12-01 found them).
import { writeFileSync } from 'node:fs';
import { seededRandom } from '@lexora/games';
import { loadWordData } from '@lexora/words/load';
import { createFillBlankEngine } from '../src/fill-blank';

const at = process.argv.indexOf('--out');
const out = at >= 0 ? process.argv[at + 1]! : '/tmp/fill-blank';
const engine = createFillBlankEngine(loadWordData());
const DRAWS = 20;

for (const level of ['A1', 'A2', 'B1', 'B2', 'C1'] as const) {
  const random = seededRandom(11);
  const lines: string[] = [];
  for (const item of engine.levelPool(level)) {
    let q = engine.fromItem(item, random);
    for (let draw = 1; !q && draw < DRAWS; draw++) q = engine.fromItem(item, random);
    if (!q) continue;
    const options = [q.option1, q.option2, q.option3, q.option4].join(' / ');
    lines.push(
      [level, item.key, item.sentence, `[${options}; ${q.answer}]`, q.explanation].join('\t'),
    );
  }
  writeFileSync(`${out}-${level}.tsv`, lines.join('\n') + '\n');
  console.log(`${level}: ${lines.length} questions -> ${out}-${level}.tsv`);
}
