// 'Find the connection' part of `npm run bench:quiz` (bench.ts calls benchConnection for
// `--quiz connection`); also runs alone: npx tsx packages/quiz/scripts/bench-connection.ts [--games 50]
// Writes its section of docs/benchmarks.md.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { CefrLevel } from '@lexora/contracts';
import { seededRandom } from '@lexora/games';
import { isProperSense } from '@lexora/words';
import { loadWordData } from '@lexora/words/load';
import { loadDictionary } from '@lexora/dictionary';
import { levelIndex } from '../src/connection/bank';
import { connectionId, createConnectionEngine, formOdd } from '../src/connection/engine';
import { createLearnerWords } from '../src/connection/learner-words';
import { loadConnectionBank } from '../src/connection/load';
import type { ConnectionQuestion } from '../src/connection/types';
import { collector, percentile, runLine, sayTargets, writeSection } from './report';

export const CONNECTION_HEADING = 'Find the connection (npm run bench:quiz -- --quiz connection)';
/** Fewer connections than this at a level: its answers come back sooner (worth saying). */
const FEW_CONNECTIONS = 100;

const LEVELS: CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1'];
const INTERESTS = ['any', 'Sports', 'Cooking', 'Technology', 'Music', 'Medicine', 'Travel'];
const RULES = [
  'exactly one option fits',
  'four distinct options',
  'every word at most one level above',
  'hardest word within one level',
  'no offensive or proper-noun answer',
  'content rules',
] as const;
/** Issue 28: at most this share of questions answerable from the options' form alone. */
const FORM_GUESS_TARGET = 0.1;
type Rule = (typeof RULES)[number];

/** `wordsLoaded`: the fill-blank part of the same run has already loaded the word layer. */
export async function benchConnection(gamesPerLevel = 50, wordsLoaded = false): Promise<void> {
  const loadWhenBegun = loadavg()[0]!;
  let started = performance.now();
  const words = loadWordData();
  const loadMs = performance.now() - started;
  started = performance.now();
  const bank = loadConnectionBank(words);
  const bankMs = performance.now() - started;
  const engine = createConnectionEngine(words, bank);
  const learner = createLearnerWords(words, loadDictionary());
  const itemOf = new Map(bank.map((b) => [connectionId(b.kind, b.answer), b]));
  // Warm: one game per level and interest (caches of levels, interests and relations).
  for (const level of LEVELS) {
    for (const interest of INTERESTS)
      engine.questions({ level, interest, random: seededRandom(1) });
  }
  const kinds = (k: string) => bank.filter((b) => b.kind === k).length;
  const out = collector();
  out.say(await runLine(loadWhenBegun));
  out.say();
  out.say(
    `\`packages/quiz/scripts/bench-connection.ts\` (runs alone with \`npx tsx\`): ${gamesPerLevel} games of 10 questions per level ${LEVELS[0]}-${LEVELS.at(-1)}, interests cycled over ${INTERESTS.join(', ')}; every question checked by the engine's own rules. Warm: one game per level and interest first. "makeable questions" = clue triples at home at the level (what it asks: the triples its level rules allow, each at one home level, since the judgement of 2026-11-29f); "distinct in games" = different questions among the ${gamesPerLevel * 10} generated (no 7-day exclusion in the bench, so repeats are allowed there).`,
  );
  out.say();
  out.say(
    `${wordsLoaded ? 'Word layer already loaded by the fill-blank part' : `Word layer load ${loadMs.toFixed(0)} ms`}; bank ready in ${bankMs.toFixed(0)} ms (read from its cache beside WordNet when there is one; building it reads most of WordNet, about 5 s once per install; our written sets are added after it); ${bank.length.toLocaleString('en')} connections (${kinds('category')} category, ${kinds('compound').toLocaleString('en')} compound, ${kinds('synonym')} synonym).`,
  );
  out.say();
  out.say(
    `| level | games | questions | ${RULES.join(' | ')} | guessable by form | dictionary definition | hardest word A1/A2/B1/B2/C1/C2 | distinct in games | connections | makeable questions | p50 ms | p95 ms | CPU p95 ms |`,
  );
  out.say(`|---|---|---|${'---|'.repeat(RULES.length + 9)}`);
  const allTimes: number[] = [];
  const allCpu: number[] = [];
  let failuresTotal = 0;
  const byLevel: { level: CefrLevel; connections: number; makeable: number }[] = [];
  const examples: string[] = [];
  let allQuestions = 0;
  let allGuessable = 0;
  for (const level of LEVELS) {
    const at = levelIndex(level);
    const failures = new Map<Rule, number>(RULES.map((r) => [r, 0]));
    const distinct = new Set<string>();
    const times: number[] = [];
    const cpu: number[] = [];
    let count = 0;
    let guessable = 0;
    let defined = 0;
    const hardest = [0, 0, 0, 0, 0, 0];
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
        const levels = [...q.clueLevels, q.answerLevel].map(levelIndex);
        if (levels.some((i) => i < 0 || i > at + 1)) fail('every word at most one level above', q);
        if (levelIndex(q.level) < 0 || Math.abs(levelIndex(q.level) - at) > 1) {
          fail('hardest word within one level', q);
        }
        hardest[levelIndex(q.level)]!++;
        // A category's answer is its label ("birds of prey"); the word checked is its head.
        const answerWord = itemOf.get(q.id)?.head ?? q.answer;
        const senses = words.lookup(answerWord).senses;
        const proper = senses.length === 0 || senses.every(isProperSense);
        if (
          proper ||
          words.isSensitiveWord(answerWord) ||
          q.options.some((o) => words.isOffensiveWord(o))
        ) {
          fail('no offensive or proper-noun answer', q);
        }
        const shown = [...q.clues, ...q.options, q.explanation, q.answerDefinition];
        if (!shown.every((text) => learner.clean(text))) fail('content rules', q);
        if (formOdd(q.options, q.kind) === q.answer) guessable++;
        if (itemOf.get(q.id)?.definition) defined++;
      }
    }
    // The connections a level asks: those with a set of words at home there (since the
    // judgement of 2026-11-29f a level asks no other level's sets).
    const playable = engine.playable(level).filter((p) => p.home.length > 0);
    const makeable = engine.makeable(level);
    byLevel.push({ level, connections: playable.length, makeable });
    allTimes.push(...times);
    allCpu.push(...cpu);
    failuresTotal += [...failures.values()].reduce((x, y) => x + y, 0);
    allQuestions += count;
    allGuessable += guessable;
    const share = (n: number) => `${((100 * n) / Math.max(count, 1)).toFixed(0)}%`;
    out.say(
      `| ${level} | ${gamesPerLevel} | ${count} | ${RULES.map((r) => failures.get(r)).join(' | ')} | ${share(guessable)} | ${share(defined)} | ${hardest.join('/')} | ${distinct.size} | ${playable.length.toLocaleString('en')} | ${makeable.toLocaleString('en')} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${percentile(cpu, 95).toFixed(1)} |`,
    );
  }
  if (examples.length > 0) {
    out.say();
    out.say(`Failures (first ${examples.length}):`);
    out.say();
    for (const example of examples) out.say(`- ${example}`);
  }
  const fewest = [...byLevel].sort((x, y) => x.makeable - y.makeable)[0]!;
  const thin = byLevel.filter((l) => l.connections < FEW_CONNECTIONS);
  sayTargets(out, {
    failuresTotal,
    fewest: {
      level: fewest.level,
      makeable: fewest.makeable,
      note: thin
        .map(
          (l) =>
            ` ${l.level} has only ${l.connections} connections (every word at most one level above it, the hardest at the level or one above), so its answers repeat sooner.`,
        )
        .join(''),
    },
    timed: '10 questions, warm',
    times: allTimes,
    cpuTimes: allCpu,
  });
  const guessShare = allGuessable / Math.max(allQuestions, 1);
  out.say(
    `- Guessable by form (the answer is the one option whose word count or plural ending differs from the other three): ${(100 * guessShare).toFixed(1)}% of ${allQuestions} questions (target <= ${100 * FORM_GUESS_TARGET}%): ${guessShare <= FORM_GUESS_TARGET ? 'met' : 'NOT met'}.`,
  );
  out.say(
    `- "dictionary definition": questions whose key is explained by our dictionary's definition (the others are labels such as "birds of prey", explained by their clues: "Birds of prey, such as ..."). "hardest word": how many questions have their hardest word (key, clues, compounds) at each level. "content rules": clues, options, explanation or definition hitting data/content-rules.yaml of the dictionary.`,
  );
  out.say(
    `- Not measured here: the people-judged sample ('exactly one option fits', 'the explanation is right'); example questions in docs/quizzes.md.`,
  );
  await writeSection(CONNECTION_HEADING, out.text());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--games');
  await benchConnection(at >= 0 ? Number(process.argv[at + 1]) : 50);
}
