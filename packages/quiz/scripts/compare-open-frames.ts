// npm run bench:quiz -- --quiz fill-blank --compare [--games 1000]: the same seeded games with
// the open-frame checks of the judgement of 2026-11-29c off and on (one process, one dictionary,
// the two engines taking turns game by game), and what they change: questions, makeable items,
// games that ran short, CPU time per game. Prints; writes nothing.
import { loadavg } from 'node:os';
import { levelIndex, type CefrLevel } from '@lexora/cefr';
import { seededRandom } from '@lexora/games';
import { baseCandidates, loadDictionary } from '@lexora/dictionary';
import { loadWordData } from '@lexora/words/load';
import {
  createFillBlankEngine,
  type FillBlankEngine,
  type FillBlankQuestion,
} from '../src/fill-blank';
import { percentile, runLine } from './report';

const LEVELS: CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1'];
const INTERESTS = ['any', 'Sports', 'Cooking', 'Technology', 'Music', 'Medicine', 'Travel'];

/** A question as the learner sees it: the sentence and the options in order. */
const shown = (q: FillBlankQuestion) =>
  `${q.id}|${q.question}|${[q.option1, q.option2, q.option3, q.option4].join('/')}`;

/** Pool items that give a full question, each tried once (the bench samples 400 of them). */
function makeable(engine: FillBlankEngine, level: CefrLevel): number {
  const random = seededRandom(7);
  return engine.levelPool(level).filter((item) => engine.fromItem(item, random)).length;
}

export async function compareOpenFrames(gamesPerLevel: number): Promise<void> {
  const loadWhenBegun = loadavg()[0]!;
  const words = loadWordData();
  const dictionary = loadDictionary();
  const engines = {
    off: createFillBlankEngine(words, { dictionary, openFrameChecks: false }),
    on: createFillBlankEngine(words, { dictionary }),
  };
  const warm: Record<string, number> = {};
  for (const [name, engine] of Object.entries(engines)) {
    const started = performance.now();
    engine.warm();
    for (const interest of INTERESTS.slice(1))
      for (const l of LEVELS) engine.interestPool(l, interest);
    warm[name] = performance.now() - started;
  }
  console.log(await runLine(loadWhenBegun));
  console.log();
  console.log(
    `${gamesPerLevel} seeded games of 10 per level (the bench's seeds and interests), open-frame checks off / on. Warm-up ${Math.round(warm.off!).toLocaleString('en')} / ${Math.round(warm.on!).toLocaleString('en')} ms.`,
  );
  console.log();
  console.log(
    '| level | pool items off / on | makeable off / on | questions changed | games changed | served before, now refused (distinct) | short games off / on | CPU p50 ms off / on | CPU p95 ms off / on |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const all = { off: [] as number[], on: [] as number[] };
  const examples: string[] = [];
  const refusedLines: string[] = [];
  for (const level of LEVELS) {
    const cpu = { off: [] as number[], on: [] as number[] };
    const short = { off: 0, on: 0 };
    let changed = 0;
    let gamesChanged = 0;
    let questions = 0;
    // Questions the checks-off engine served that the checks refuse: the item, or a wrong option.
    const refusedBefore = new Set<string>();
    const served = new Set<string>();
    const items = new Map(engines.on.bank().map((i) => [i.key, i]));
    const onPool = new Set(engines.on.levelPool(level).map((i) => i.key));
    const refusedQuestion = (q: FillBlankQuestion): string | null => {
      if (q.source !== 'dictionary') return null;
      const item = items.get(q.id);
      if (!item || !onPool.has(q.id)) return 'the item';
      for (const option of q.options ?? []) {
        if (option === q.answer) continue;
        for (const base of new Set([
          option,
          ...baseCandidates(option, dictionary.irregularForms),
        ])) {
          const why = engines.on.refusal(item, base);
          // Only what the open-frame checks add: refused with them and not without them.
          if (why && why !== 'not a candidate' && !engines.off.refusal(item, base)) {
            return `${option}: ${why}`;
          }
        }
      }
      return null;
    };
    for (let g = 0; g < gamesPerLevel; g++) {
      const games = {} as Record<'off' | 'on', FillBlankQuestion[]>;
      for (const name of ['off', 'on'] as const) {
        const c = process.cpuUsage();
        games[name] = engines[name].generate({
          level,
          interest: INTERESTS[g % INTERESTS.length],
          random: seededRandom(1000 * levelIndex(level) + g),
        });
        const used = process.cpuUsage(c);
        cpu[name].push((used.user + used.system) / 1000);
        // Short: fewer than 10, or filled from the fallback questions (not our written bank).
        const fallbacks = games[name].filter(
          (q) => q.source === 'written' && !q.id.startsWith('wb-'),
        );
        if (games[name].length < 10 || fallbacks.length > 0) short[name]++;
      }
      for (const q of games.off) {
        if (served.has(shown(q))) continue;
        served.add(shown(q));
        const why = refusedQuestion(q);
        if (why) {
          refusedBefore.add(shown(q));
          if (refusedLines.length < 60 && refusedBefore.size % 25 === 1) {
            refusedLines.push(
              `- ${level} ${q.question} [${(q.options ?? []).join(', ')}] (${q.answer}): ${why}`,
            );
          }
        }
      }
      const before = new Set(games.off.map(shown));
      const different = games.on.filter((q) => !before.has(shown(q)));
      questions += games.on.length;
      changed += different.length;
      if (different.length > 0) gamesChanged++;
      if (examples.length < 40 && different.length > 0 && g % 97 === 0) {
        examples.push(`- ${level} game ${g}: ${different.map(shown).slice(0, 2).join('; ')}`);
      }
    }
    all.off.push(...cpu.off);
    all.on.push(...cpu.on);
    const n = (x: number) => x.toLocaleString('en');
    console.log(
      `| ${level} | ${n(engines.off.levelPool(level).length)} / ${n(engines.on.levelPool(level).length)} | ${n(makeable(engines.off, level))} / ${n(makeable(engines.on, level))} | ${n(changed)} of ${n(questions)} (${((100 * changed) / questions).toFixed(0)}%) | ${n(gamesChanged)} | ${n(refusedBefore.size)} of ${n(served.size)} (${((100 * refusedBefore.size) / served.size).toFixed(0)}%) | ${short.off} / ${short.on} | ${percentile(cpu.off, 50).toFixed(1)} / ${percentile(cpu.on, 50).toFixed(1)} | ${percentile(cpu.off, 95).toFixed(1)} / ${percentile(cpu.on, 95).toFixed(1)} |`,
    );
  }
  console.log();
  console.log(
    `All levels: CPU p95 ${percentile(all.off, 95).toFixed(1)} / ${percentile(all.on, 95).toFixed(1)} ms a game (off / on).`,
  );
  console.log();
  console.log('Some changed questions (with the checks on):');
  for (const line of examples) console.log(line);
  console.log();
  console.log('Some questions served before that the checks refuse (and why):');
  for (const line of refusedLines) console.log(line);
}
