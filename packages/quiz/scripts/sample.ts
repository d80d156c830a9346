// npm run quiz:sample [-- --seed 20261127] [--per-level 10] [--out docs/quiz-sample.md]
// A reproducible sample of both quizzes for people to judge (docs/quizzes.md, "Judging a
// sample"): per level A1-C1 and quiz, N questions from seeded games (interest 'any'), each
// with its options, answer and explanation and two empty judgement columns.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { levelIndex, type CefrLevel } from '@lexora/cefr';
import { seededRandom } from '@lexora/games';
import { loadWordData } from '@lexora/words/load';
import { createConnectionEngine } from '../src/connection/engine';
import { loadConnectionBank } from '../src/connection/load';
import { createFillBlankEngine } from '../src/fill-blank';

const LEVELS: CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1'];

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

/** Table cells hold no pipes or line breaks. */
const cell = (text: string) => text.replace(/\|/g, '/').replace(/\s+/g, ' ').trim();

const seed = Number(argument('seed', '20261127'));
const perLevel = Number(argument('per-level', '10'));
const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const out = resolve(root, argument('out', 'docs/quiz-sample.md'));
if (!Number.isInteger(seed) || !Number.isInteger(perLevel) || perLevel < 1) {
  console.error('--seed and --per-level take whole numbers (--per-level at least 1).');
  process.exit(1);
}

const words = loadWordData();
const fillBlank = createFillBlankEngine(words);
const connection = createConnectionEngine(words, loadConnectionBank(words));

const lines: string[] = [
  '# Quiz sample for judging',
  '',
  `Made by \`npm run quiz:sample -- --seed ${seed} --per-level ${perLevel}\` (the same seed and the`,
  'same engines give the same questions). How to judge and how the 90% targets are computed:',
  'docs/quizzes.md, "Judging a sample". Write y or n in the two last columns.',
  '',
  '## Vocabulary Challenge (fill in the blank)',
  '',
  '| # | level | sentence | options | answer | explanation | exactly one fits | explanation right |',
  '|---|---|---|---|---|---|---|---|',
];
let n = 0;
for (const level of LEVELS) {
  const random = seededRandom(seed * 10 + levelIndex(level));
  const questions = [];
  const ids = new Set<string>();
  // Whole games until the level has enough, in the order a learner meets them: questions
  // 1-10 are one game, 11-20 the next (the engine avoids what earlier games asked).
  for (let game = 0; questions.length < perLevel && game < 20; game++) {
    for (const q of fillBlank.generate({ level, random, seen: ids })) {
      if (questions.length < perLevel) {
        ids.add(q.id);
        questions.push(q);
      }
    }
  }
  for (const q of questions) {
    const options = [q.option1, q.option2, q.option3, q.option4];
    lines.push(
      `| ${++n} | ${level} | ${cell(q.question)} | ${cell(options.join(' / '))} | ${cell(q.answer)} | ${cell(q.explanation)} |  |  |`,
    );
  }
}
lines.push(
  '',
  '## Find the connection',
  '',
  '| # | level | kind | clues | options | answer | explanation | exactly one fits | explanation right |',
  '|---|---|---|---|---|---|---|---|---|',
);
n = 0;
for (const level of LEVELS) {
  const random = seededRandom(seed * 10 + 5 + levelIndex(level));
  const questions = [];
  const ids = new Set<string>();
  for (let game = 0; questions.length < perLevel && game < 20; game++) {
    for (const q of connection.questions({ level, random, exclude: ids })) {
      if (questions.length < perLevel) {
        ids.add(q.id);
        questions.push(q);
      }
    }
  }
  for (const q of questions) {
    lines.push(
      `| ${++n} | ${level} | ${q.kind} | ${cell(q.clues.join(', '))} | ${cell(q.options.join(' / '))} | ${cell(q.answer)} | ${cell(q.explanation)} |  |  |`,
    );
  }
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`Wrote ${out}: ${perLevel} questions per level and quiz (seed ${seed}).`);
