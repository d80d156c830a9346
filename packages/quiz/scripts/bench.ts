// npm run bench:quiz [-- --quiz fill-blank|connection] [--games 50]: both quizzes by default.
// Each quiz has its own branch below; results go into docs/benchmarks.md by hand.
import { cpus, loadavg } from 'node:os';
import { levelIndex, type CefrLevel } from '@lexora/cefr';
import { seededRandom } from '@lexora/games';
import { lemmaCandidates } from '@lexora/words';
import { loadWordData } from '@lexora/words/load';
import { createFillBlankEngine, type FillBlankQuestion } from '../src/fill-blank';
import { benchConnection } from './bench-connection';

const LEVELS: CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1'];
const INTERESTS = ['any', 'Sports', 'Cooking', 'Technology', 'Music', 'Medicine', 'Travel'];

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

function benchFillBlank(gamesPerLevel: number): void {
  let started = performance.now();
  const words = loadWordData();
  const loadMs = performance.now() - started;
  const engine = createFillBlankEngine(words);
  started = performance.now();
  engine.warm();
  const bankMs = performance.now() - started;
  for (const interest of INTERESTS.slice(1))
    for (const l of LEVELS) engine.interestPool(l, interest);

  const rules = [
    'exactly one option fits',
    'four distinct options',
    'answer level within one',
    'no offensive or proper-noun answer',
    'one blank',
  ] as const;
  console.log(
    `# bench:quiz fill-blank, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model}), load average ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log(
    `word layer load ${loadMs.toFixed(0)} ms; bank and level pools ${bankMs.toFixed(0)} ms; ${engine.bank().length} blank items\n`,
  );
  console.log(
    `| level | games | questions | distinct in games | written fallbacks used | ${rules.join(' | ')} | pool items (lemmas) | makeable (sampled) | p50 ms | p95 ms |`,
  );
  console.log(`|---|${'---|'.repeat(rules.length + 8)}`);

  const allTimes: number[] = [];
  for (const level of LEVELS) {
    const failures = new Map<string, number>(rules.map((r) => [r, 0]));
    const examples = new Map<string, string>();
    const distinct = new Set<string>();
    const times: number[] = [];
    let count = 0;
    let written = 0;
    const fail = (rule: (typeof rules)[number], q: FillBlankQuestion) => {
      failures.set(rule, failures.get(rule)! + 1);
      if (!examples.has(rule))
        examples.set(
          rule,
          `${q.id}: ${q.question} [${[q.option1, q.option2, q.option3, q.option4].join(', ')}]`,
        );
    };
    for (let g = 0; g < gamesPerLevel; g++) {
      const interest = INTERESTS[g % INTERESTS.length];
      const t = performance.now();
      const game = engine.generate({
        level,
        interest,
        random: seededRandom(1000 * levelIndex(level) + g),
      });
      times.push(performance.now() - t);
      for (const q of game) {
        count++;
        distinct.add(q.id);
        if (q.source === 'written') written++;
        const options = [q.option1, q.option2, q.option3, q.option4];
        const fitting = options.filter((o) => engine.fits(q, o));
        if (fitting.length !== 1 || fitting[0] !== q.answer) fail('exactly one option fits', q);
        if (new Set(options.map((o) => o.toLowerCase())).size !== 4)
          fail('four distinct options', q);
        if (Math.abs(levelIndex(q.level) - levelIndex(level)) > 1)
          fail('answer level within one', q);
        const proper = !lemmaCandidates(q.answer, words.source).some(
          (c) => c.lemma === c.lemma.toLowerCase(),
        );
        if (
          words.isOffensiveWord(q.answer) ||
          words.isSensitiveWord(q.answer) ||
          proper ||
          q.answer !== q.answer.toLowerCase()
        ) {
          fail('no offensive or proper-noun answer', q);
        }
        if (q.question.split('_____').length !== 2) fail('one blank', q);
      }
    }
    // How many different questions the level can make: a sample of its pool, tried once each.
    const pool = engine.levelPool(level);
    const random = seededRandom(7);
    const sample = Math.min(400, pool.length);
    let made = 0;
    for (let i = 0; i < sample; i++) {
      if (engine.fromItem(pool[Math.floor(random() * pool.length)]!, random)) made++;
    }
    const makeable = Math.round((pool.length * made) / sample);
    allTimes.push(...times);
    console.log(
      `| ${level} | ${gamesPerLevel} | ${count} | ${distinct.size} | ${written} | ${rules.map((r) => failures.get(r)).join(' | ')} | ${pool.length} (${new Set(pool.map((i) => i.lemma)).size}) | ${makeable} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
    );
    for (const [rule, example] of examples) console.log(`  - ${level} ${rule}: ${example}`);
  }
  console.log(
    `\nall levels: 10 questions p50 ${percentile(allTimes, 50).toFixed(1)} ms, p95 ${percentile(allTimes, 95).toFixed(1)} ms (target < 50 ms)`,
  );
}

// Both quizzes unless one is named.
const quiz = argument('quiz', 'all');
const games = Number(argument('games', '50'));
if (!['all', 'fill-blank', 'connection'].includes(quiz)) {
  console.error(`Unknown quiz "${quiz}" (fill-blank or connection).`);
  process.exit(1);
}
if (quiz !== 'connection') benchFillBlank(games);
if (quiz !== 'fill-blank') benchConnection(games);
