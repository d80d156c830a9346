// 'Find the connection' part of `npm run bench:quiz` (bench.ts calls benchConnection for
// `--quiz connection`); also runs alone: npx tsx packages/quiz/scripts/bench-connection.ts [--games 50]
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { CefrLevel } from '@lexora/contracts';
import { seededRandom } from '@lexora/games';
import { isProperSense } from '@lexora/words';
import { loadWordData } from '@lexora/words/load';
import { levelIndex } from '../src/connection/bank';
import { createConnectionEngine } from '../src/connection/engine';
import { loadConnectionBank } from '../src/connection/load';
import type { ConnectionQuestion } from '../src/connection/types';

const LEVELS: CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1'];
const INTERESTS = ['any', 'Sports', 'Cooking', 'Technology', 'Music', 'Medicine', 'Travel'];
const RULES = [
  'exactly one option fits',
  'four distinct options',
  'clues at or one below the level',
  'answer level within one',
  'no offensive or proper-noun answer',
] as const;
type Rule = (typeof RULES)[number];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const choose3 = (n: number) => (n * (n - 1) * (n - 2)) / 6;

export function benchConnection(gamesPerLevel = 50): void {
  let started = performance.now();
  const words = loadWordData();
  const loadMs = performance.now() - started;
  started = performance.now();
  const bank = loadConnectionBank(words);
  const bankMs = performance.now() - started;
  const engine = createConnectionEngine(words, bank);
  // Warm: one game per level and interest (caches of levels, interests and relations).
  for (const level of LEVELS) {
    for (const interest of INTERESTS)
      engine.questions({ level, interest, random: seededRandom(1) });
  }
  const kinds = (k: string) => bank.filter((b) => b.kind === k).length;
  console.log(
    `# bench:quiz connection, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model}), load average ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log(
    `word layer load ${loadMs.toFixed(0)} ms; bank read ${bankMs.toFixed(0)} ms; ${bank.length} connections (category ${kinds('category')}, compound ${kinds('compound')}, synonym ${kinds('synonym')})\n`,
  );
  console.log(
    `| level | games | questions | ${RULES.join(' | ')} | distinct in games | connections | makeable questions | p50 ms | p95 ms | CPU p95 ms |`,
  );
  console.log(`|---|---|---|${'---|'.repeat(RULES.length + 6)}`);
  const examples: string[] = [];
  for (const level of LEVELS) {
    const at = levelIndex(level);
    const failures = new Map<Rule, number>(RULES.map((r) => [r, 0]));
    const distinct = new Set<string>();
    const times: number[] = [];
    const cpu: number[] = [];
    let count = 0;
    const fail = (rule: Rule, q: ConnectionQuestion) => {
      failures.set(rule, (failures.get(rule) ?? 0) + 1);
      if (examples.length < 15)
        examples.push(
          `${level} ${rule}: [${q.clues.join(', ')}] -> ${q.answer} | ${q.options.join(', ')}`,
        );
    };
    for (let game = 0; game < gamesPerLevel; game++) {
      const interest = INTERESTS[game % INTERESTS.length]!;
      const t = performance.now();
      const c = process.cpuUsage();
      const questions = engine.questions({
        level,
        interest,
        random: seededRandom(1000 * at + game + 7),
      });
      times.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
      for (const q of questions) {
        count++;
        distinct.add(`${q.id}:${[...q.clues].sort().join(',')}`);
        if (
          q.options.filter((o) => engine.fits(o, q.clues)).length !== 1 ||
          !engine.fits(q.answer, q.clues)
        ) {
          fail('exactly one option fits', q);
        }
        if (new Set(q.options).size !== 4) fail('four distinct options', q);
        if (q.clueLevels.some((l) => levelIndex(l) > at || levelIndex(l) < at - 1)) {
          fail('clues at or one below the level', q);
        }
        if (levelIndex(q.answerLevel) < 0 || Math.abs(levelIndex(q.answerLevel) - at) > 1) {
          fail('answer level within one', q);
        }
        const senses = words.lookup(q.answer).senses;
        const proper = senses.length === 0 || senses.every(isProperSense);
        if (
          proper ||
          words.isSensitiveWord(q.answer) ||
          q.options.some((o) => words.isOffensiveWord(o))
        ) {
          fail('no offensive or proper-noun answer', q);
        }
      }
    }
    const playable = engine.playable(level);
    const makeable = playable.reduce((sum, p) => sum + choose3(p.clues.length), 0);
    console.log(
      `| ${level} | ${gamesPerLevel} | ${count} | ${RULES.map((r) => failures.get(r)).join(' | ')} | ${distinct.size} | ${playable.length} | ${makeable.toLocaleString('en')} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${percentile(cpu, 95).toFixed(1)} |`,
    );
  }
  if (examples.length > 0)
    console.log(`\nFailures (first ${examples.length}):\n${examples.join('\n')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--games');
  benchConnection(at >= 0 ? Number(process.argv[at + 1]) : 50);
}
