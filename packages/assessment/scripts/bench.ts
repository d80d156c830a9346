/**
 * `npm run bench:assessment`: simulated learners of known ability take up to three rounds (one
 * passage of 3 questions each, chosen by selectPassages from a synthetic bank with the real
 * level/tag mix); after 3, 6 and 9 questions we compare the estimate with the truth. Then whole
 * assessments as the server runs them (stopping when a learner does not advance): readers of
 * every level A1-C2, and takers who do not read (a blind guesser and the non-reader solvers of
 * @lexora/content) on the real passage bank.
 * Writes the "Reading assessment" section of docs/benchmarks.md.
 * Options: --learners N (default 2000), --readers N (readers per level and world in the whole
 * assessments; default half of --learners), --seed S (default 13), --no-write, --non-readers-only
 * (only the takers who do not read, printed, nothing written), --readers-only (only the readers
 * of every level, printed, nothing written), --placement posterior-mean (the placement before ADR
 * 0056, the posterior mean's band, instead of the reader types the server uses: for comparison).
 */
import { seededRandom } from '@lexora/games';
import { parseArgs } from 'node:util';
import { machineLine, writeSection } from '../../../scripts/bench-report.mjs';
import { cpus, loadavg } from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import {
  advanceCut,
  DEFAULT_MODEL,
  estimateAbility,
  finalScore,
  NEW_LEARNER_PRIOR,
  nextLevelByTypes,
  readerTypeTarget,
  readerTypeWeights,
  typePlacement,
  normalLogDensity,
  passageCategoryProbabilities,
  questionDifficulty,
  THETA_GRID,
  roundTopics,
  placementTarget,
  SELECTION_TOP_K,
  selectionTarget,
  selectPassages,
  skillStats,
  type AbilityEstimate,
  type ScoredAnswer,
  type ScoringModel,
} from '../src/index';
import {
  answerPassage,
  MODEL_WORLD,
  normalDraw,
  simulateAssessment,
  syntheticBank,
  TOPIC_IDS,
  trueItems,
  type PassageAnswerer,
  type WorldSettings,
} from '../src/simulation';
import {
  NON_READER_SOLVER_NAMES,
  NON_READER_SOLVERS,
  readTopicFiles,
  type Passage,
} from '@lexora/content/passages';
import { CEFR_LEVELS, type CefrLevel } from '../src/bank';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '2000' },
    readers: { type: 'string' },
    seed: { type: 'string', default: '13' },
    'no-write': { type: 'boolean', default: false },
    'non-readers-only': { type: 'boolean', default: false },
    'readers-only': { type: 'boolean', default: false },
    placement: { type: 'string', default: 'reader-types' },
  },
});
/** The placement rule (final_score, and so the advance decision): the server's reader types (ADR
 *  0056, reader-types.ts) or, for comparison, the posterior mean's band (ADR 0011). */
const PLACEMENT = values.placement as 'posterior-mean' | 'reader-types';
if (PLACEMENT !== 'posterior-mean' && PLACEMENT !== 'reader-types')
  throw new Error('--placement is posterior-mean or reader-types');
const LEARNERS = Number(values.learners);
const SEED = Number(values.seed);
/** Readers per level and world in the whole assessments (default half the learners). */
const READERS = values.readers ? Number(values.readers) : Math.max(1, Math.round(LEARNERS / 2));
if (!Number.isInteger(READERS) || READERS < 1) throw new Error('--readers is a whole number >= 1');

interface Scenario {
  name: string;
  world: WorldSettings;
}
const SCENARIOS: Scenario[] = [
  { name: 'model world (passage effect SD 0.6)', world: MODEL_WORLD },
  {
    name: 'harder world (passage SD 0.9, item residual SD 0.3, slope SD 0.2)',
    world: { ...MODEL_WORLD, testletSd: 0.9, itemResidualSd: 0.3, logSlopeSd: 0.2 },
  },
];
const SELECTIONS: {
  name: string;
  target: (e: AbilityEstimate, round: 1 | 2 | 3, answers: readonly ScoredAnswer[]) => number;
}[] = [
  {
    name: 'reader types (adopted, ADR 0056)',
    target: (_e, r, answers) => readerTypeTarget(answers, r),
  },
  {
    name: 'expected placement loss, six readers by posterior (issue 29 first pass)',
    target: (e, r) => placementTarget(e, r),
  },
  {
    name: 'at the cut while the decision is open (issue 13)',
    target: (e, r) => selectionTarget(e, r),
  },
];
const METHODS: { name: string; model: ScoringModel }[] = [
  { name: 'passage item (testlet)', model: DEFAULT_MODEL },
  { name: 'independent questions', model: { ...DEFAULT_MODEL, testletSd: 0 } },
];
const LENGTHS = [3, 6, 9];

interface Tally {
  n: number;
  sq: number;
  se: number;
  covered: number;
  agree: number;
  far: number;
  farAgree: number;
  farBelow: number;
  farBelowAgree: number;
}
const emptyTally = (): Tally => ({
  n: 0,
  sq: 0,
  se: 0,
  covered: 0,
  agree: 0,
  far: 0,
  farAgree: 0,
  farBelow: 0,
  farBelowAgree: 0,
});

/** 1-3 of the 13 topics, as a learner picks them. */
const someTopics = (random: () => number) =>
  [...TOPIC_IDS].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 3));

/** Whole assessments of one kind of taker: where they were placed and how far they got. */
interface Placements {
  n: number;
  pastRound1: number;
  /** Placed A2 or above (final_score >= 2). */
  a2OrAbove: number;
  sumScore: number;
  sumSquares: number;
  /** Placed within one level of `level` (1-6 = A1-C2), and exactly at it. */
  withinOne: number;
  exact: number;
}
function place(
  count: number,
  run: () => { finalScore: number; passages: unknown[] },
  level = 0,
): Placements {
  const t: Placements = {
    n: 0,
    pastRound1: 0,
    a2OrAbove: 0,
    sumScore: 0,
    sumSquares: 0,
    withinOne: 0,
    exact: 0,
  };
  for (let i = 0; i < count; i++) {
    const { finalScore: score, passages } = run();
    t.n += 1;
    t.pastRound1 += passages.length > 1 ? 1 : 0;
    t.a2OrAbove += score >= 2 ? 1 : 0;
    t.sumScore += score;
    t.sumSquares += score * score;
    t.withinOne += Math.abs(score - level) <= 1 ? 1 : 0;
    t.exact += score === level ? 1 : 0;
  }
  return t;
}
const pct = (count: number, n: number) => `${((100 * count) / n).toFixed(1)}%`;
const meanScore = (t: Placements) => t.sumScore / t.n;
const SCORE_NAMES = ['below A1', ...CEFR_LEVELS];

/** Whole assessments of simulated readers of every level, both worlds: rows and misses. */
function readerRecovery(): { readerRows: string[]; readerMisses: string[] } {
  const bank = syntheticBank(seededRandom(SEED));
  const readers = READERS;
  const readerRows: string[] = [];
  const readerMisses: string[] = [];
  for (const scenario of SCENARIOS) {
    const random = seededRandom(SEED + 2);
    const items = trueItems(bank, scenario.world, random);
    for (const [index, level] of CEFR_LEVELS.entries()) {
      const theta = DEFAULT_MODEL.levels[level];
      const answer: PassageAnswerer<(typeof bank)[number]> = (p) =>
        answerPassage(p, theta, items, scenario.world, random);
      const t = place(
        readers,
        () =>
          simulateAssessment({
            bank,
            topics: someTopics(random),
            answer,
            random,
            placement: PLACEMENT,
          }),
        index + 1,
      );
      if (t.withinOne / t.n < 0.9)
        readerMisses.push(`${level} ${pct(t.withinOne, t.n)} (${scenario.name})`);
      readerRows.push(
        `| ${scenario.name} | ${level} | ${pct(t.withinOne, t.n)} ±${(100 * Math.sqrt(((t.withinOne / t.n) * (1 - t.withinOne / t.n)) / t.n)).toFixed(1)} | ${pct(t.exact, t.n)} | ${meanScore(t).toFixed(2)} (${SCORE_NAMES[Math.round(meanScore(t))]}) | ${pct(t.pastRound1, t.n)} |`,
      );
    }
  }
  return { readerRows, readerMisses };
}

// --readers-only: just the readers of every level (e.g. to try a change of the selection).
if (values['readers-only']) {
  const { readerRows, readerMisses } = readerRecovery();
  console.log(
    `| world | reader | within one level | exact level | mean placement | past round 1 |\n|---|---|---|---|---|---|\n${readerRows.join('\n')}\n\n${readerMisses.length ? `Below the target: ${readerMisses.join('; ')}.` : 'Every level meets the target in both worlds.'}`,
  );
  process.exit(0);
}

/**
 * Takers who do not read, on the real bank (every topic file there is): a blind guesser, and
 * the non-reader solvers of @lexora/content (ties between options broken at random), each
 * picking an option from the texts without understanding them. The passages are chosen by the
 * assessment as for anyone; only the answers differ.
 */
const realBank: Passage[] = readTopicFiles().files.flatMap((file) => file.passages);
const bankLevels = CEFR_LEVELS.map(
  (level) => `${level} ${realBank.filter((p) => p.level === level).length}`,
).join(', ');
/** Row names; a solver added to @lexora/content later shows under its own name. */
const SOLVER_LABELS: Partial<Record<string, string>> = {
  longest: 'always the longest option',
  passage: 'most words shared with the passage',
  question: 'most words shared with the question',
  shortest: 'always the shortest option',
  fewestPassage: 'fewest words shared with the passage',
  fewestQuestion: 'fewest words shared with the question',
};
function takerRow(name: string, answer: (random: () => number) => PassageAnswerer<Passage>) {
  const random = seededRandom(SEED + 3);
  const t = place(LEARNERS, () =>
    simulateAssessment({
      bank: realBank,
      topics: someTopics(random),
      answer: answer(random),
      random,
      placement: PLACEMENT,
    }),
  );
  return { name, t };
}
const takers = [
  takerRow('blind guesser', (random) => (p) => p.questions.map(() => random() < 1 / 3)),
  ...NON_READER_SOLVER_NAMES.map((solver) =>
    takerRow(
      SOLVER_LABELS[solver] ?? solver,
      (random) => (p) =>
        p.questions.map((q) => {
          const picks = NON_READER_SOLVERS[solver]({
            passage: p.text,
            question: q.question,
            options: q.options,
          });
          return picks[Math.floor(random() * picks.length)] === q.correctIndex;
        }),
    ),
  ),
  takerRow('(for comparison) every answer right', () => (p) => p.questions.map(() => true)),
];
const guesser = takers[0]!.t;
/** "No higher than the guesser": not above it by more than two standard errors of the gap. */
function noHigher(t: Placements): string[] {
  const share = (a: number, b: number) => {
    const [p, q] = [a / t.n, b / guesser.n];
    return p - q <= 2 * Math.sqrt((p * (1 - p)) / t.n + (q * (1 - q)) / guesser.n);
  };
  const variance = (x: Placements) => x.sumSquares / x.n - meanScore(x) ** 2;
  const gap = meanScore(t) - meanScore(guesser);
  const meanOk = gap <= 2 * Math.sqrt(variance(t) / t.n + variance(guesser) / guesser.n);
  return [
    ...(share(t.pastRound1, guesser.pastRound1) ? [] : ['goes past round 1 more often']),
    ...(share(t.a2OrAbove, guesser.a2OrAbove) ? [] : ['is placed A2 or above more often']),
    ...(meanOk ? [] : ['has a higher mean placement']),
  ];
}
const takerRows = takers.map(
  ({ name, t }) =>
    `| ${name} | ${pct(t.pastRound1, t.n)} | ${pct(t.a2OrAbove, t.n)} | ${meanScore(t).toFixed(2)} |`,
);
const takerVerdicts = takers.slice(1, -1).map(({ name, t }) => {
  const worse = noHigher(t);
  return `- ${name}: ${worse.length ? `HIGHER than the blind guesser: ${worse.join(', ')}` : 'no higher than the blind guesser on all three'}.`;
});

const takersSection = `### Takers who do not read (real bank)

The real passage bank (${realBank.length} passages: ${bankLevels}), ${LEARNERS} assessments per
taker on 1-3 random topics; the passages are chosen as for anyone, only the answers differ.
**Target**: no non-reader strategy placed higher than the blind guesser (share going past round
1, share placed A2 or above, mean placement; "higher" = by more than two standard errors).

| taker | past round 1 | placed A2 or above | mean placement (final_score 0-6) |
|---|---|---|---|
${takerRows.join('\n')}

${takerVerdicts.join('\n')}
`;

// --non-readers-only: just this part (e.g. to re-check the bank after questions are rewritten).
if (values['non-readers-only']) {
  console.log(takersSection);
  process.exit(0);
}

const cut = advanceCut(DEFAULT_MODEL);
const bank = syntheticBank(seededRandom(SEED));
const started = performance.now();
const loadAtStart = loadavg()[0]!;
const rows: string[] = [];
/** Per selection rule and scoring: rows checked and rows within each target. */
const verdicts = new Map<
  string,
  { rows: number; coverage: number; far: number; misses: string[] }
>();

for (const scenario of SCENARIOS)
  for (const [selectionIndex, selection] of SELECTIONS.entries()) {
    const random = seededRandom(SEED + 1);
    const items = trueItems(bank, scenario.world, random);
    const tallies = METHODS.map(() => LENGTHS.map(emptyTally));
    for (let learner = 0; learner < LEARNERS; learner++) {
      const theta = NEW_LEARNER_PRIOR.mean + NEW_LEARNER_PRIOR.sd * normalDraw(random);
      const topics = [...TOPIC_IDS]
        .sort(() => random() - 0.5)
        .slice(0, 1 + Math.floor(random() * 3));
      const answers: ScoredAnswer[] = [];
      const seen: string[] = [];
      let estimate = estimateAbility([], NEW_LEARNER_PRIOR, DEFAULT_MODEL);
      for (const [round, length] of LENGTHS.entries()) {
        const [passage] = selectPassages({
          bank,
          ability: selection.target(estimate, (round + 1) as 1 | 2 | 3, answers),
          topics: roundTopics(topics, null),
          seenPassageIds: seen,
          stats: skillStats(answers),
          random,
        }).passages;
        if (!passage) throw new Error('bank exhausted');
        seen.push(passage.id);
        const correct = answerPassage(passage, theta, items, scenario.world, random);
        passage.questions.forEach((q, i) =>
          answers.push({
            passageId: passage.id,
            level: passage.level,
            tags: q.tags,
            correct: correct[i]!,
          }),
        );
        if (answers.length !== length) throw new Error('unexpected passage length');
        METHODS.forEach((method, m) => {
          // Independent-question scoring only alongside the adopted selection.
          if (m > 0 && selectionIndex > 0) return;
          const e = estimateAbility(answers, NEW_LEARNER_PRIOR, method.model);
          if (m === 0) estimate = e;
          tally(tallies[m]![round]!, e, answers, theta, method.model);
        });
      }
    }
    METHODS.forEach((method, m) =>
      LENGTHS.forEach((length, l) => {
        const t = tallies[m]![l]!;
        if (!t.n) return;
        const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
        const key = `${selection.name}, ${method.name} scoring`;
        const v = verdicts.get(key) ?? { rows: 0, coverage: 0, far: 0, misses: [] };
        const coverage = t.covered / t.n;
        v.rows += 1;
        if (coverage >= 0.9 && coverage <= 0.98) v.coverage += 1;
        else
          v.misses.push(`coverage ${coverage.toFixed(3)} (${scenario.name}, ${length} questions)`);
        if (t.farAgree / t.far >= 0.9) v.far += 1;
        else
          v.misses.push(
            `far agreement ${pct(t.farAgree, t.far)} (${scenario.name}, ${length} questions)`,
          );
        verdicts.set(key, v);
        const farShare = t.farAgree / t.far;
        const farSe = 100 * Math.sqrt((farShare * (1 - farShare)) / t.far);
        rows.push(
          `| ${scenario.name} | ${selection.name} | ${method.name} | ${length} | ${Math.sqrt(t.sq / t.n).toFixed(3)} | ${(t.se / t.n).toFixed(3)} | ${(t.covered / t.n).toFixed(3)} | ${pct(t.agree, t.n)} | ${pct(t.farAgree, t.far)} ±${farSe.toFixed(1)} | ${pct(t.farBelowAgree, t.farBelow)} (n=${t.farBelow}) |`,
        );
      }),
    );
  }

/** The placement final_score of these answers under PLACEMENT. */
function placementOf(e: AbilityEstimate, answers: readonly ScoredAnswer[], model: ScoringModel) {
  return PLACEMENT === 'reader-types'
    ? typePlacement(readerTypeWeights(answers, NEW_LEARNER_PRIOR, model))
    : finalScore(e.ability, model);
}
function tally(
  t: Tally,
  e: AbilityEstimate,
  answers: readonly ScoredAnswer[],
  theta: number,
  model: ScoringModel,
): void {
  const advance = placementOf(e, answers, model) >= 2;
  const agrees = advance === theta >= cut;
  t.n += 1;
  t.sq += (e.ability - theta) ** 2;
  t.se += e.standardError;
  t.covered += Math.abs(e.ability - theta) <= 1.96 * e.standardError ? 1 : 0;
  t.agree += agrees ? 1 : 0;
  if (Math.abs(theta - cut) >= 0.5) {
    t.far += 1;
    t.farAgree += agrees ? 1 : 0;
    if (theta < cut) {
      t.farBelow += 1;
      t.farBelowAgree += agrees ? 1 : 0;
    }
  }
}
/**
 * The best far agreement any method can reach after ONE passage of this bank in the model world:
 * every passage, every rule mapping its score 0-3 to advance/stop, integrated exactly over the
 * ability distribution (learners at least 0.5 logit from the cut).
 */
function oneRoundCeiling(): { agreement: number; passage: string; advanceOn: number[] } {
  const weight = THETA_GRID.map((t) =>
    Math.abs(t - cut) >= 0.5
      ? Math.exp(normalLogDensity(t, NEW_LEARNER_PRIOR.mean, NEW_LEARNER_PRIOR.sd))
      : 0,
  );
  const total = weight.reduce((a, b) => a + b, 0);
  let best = { agreement: 0, passage: '', advanceOn: [] as number[] };
  for (const passage of bank) {
    const bs = passage.questions.map((q) =>
      questionDifficulty(passage.level, q.tags, DEFAULT_MODEL),
    );
    const probs = THETA_GRID.map((t) => passageCategoryProbabilities(bs, t, DEFAULT_MODEL));
    for (let rule = 0; rule < 1 << (bs.length + 1); rule++) {
      let agree = 0;
      THETA_GRID.forEach((t, i) =>
        probs[i]!.forEach((p, score) => {
          if ((((rule >> score) & 1) === 1) === t >= cut) agree += weight[i]! * p;
        }),
      );
      if (agree / total > best.agreement + 1e-12) {
        const advanceOn = [0, 1, 2, 3].filter((score) => (rule >> score) & 1);
        best = { agreement: agree / total, passage: passage.id, advanceOn };
      }
    }
  }
  return best;
}
const ceiling = oneRoundCeiling();

/** Readers of every level: ability at the level's difficulty, i.e. about 2 of 3 typical
 *  questions of that level right; READERS per level (half as many as learners above unless
 *  --readers says). */
const { readerRows, readerMisses } = readerRecovery();

/**
 * The best any rule can do (model world, exact): an adaptive tree over passages of one level
 * each (no tags), the first passage A1 as for every new learner, the same stopping rule and
 * scoring, chosen to maximise the mean over the six levels of "placed within one level".
 */
function withinOneCeiling(): number[] {
  const score = new Map<string, number>();
  const placement = (steps: { level: CefrLevel; right: number }[]) => {
    const key = steps.map((s) => `${s.level}${s.right}`).join(' ');
    let value = score.get(key);
    if (value === undefined) {
      const answers = steps.flatMap((s, i) =>
        [0, 1, 2].map((q) => ({
          passageId: `p${i}`,
          level: s.level,
          tags: [],
          correct: q < s.right,
        })),
      );
      value = finalScore(estimateAbility(answers, NEW_LEARNER_PRIOR).ability);
      score.set(key, value);
    }
    return value;
  };
  // P(score k | reader of level r, passage of level l).
  const categories = CEFR_LEVELS.map((reader) =>
    CEFR_LEVELS.map((l) =>
      passageCategoryProbabilities(
        [0, 1, 2].map(() => DEFAULT_MODEL.levels[l]),
        DEFAULT_MODEL.levels[reader],
        DEFAULT_MODEL,
      ),
    ),
  );
  const solve = (steps: { level: CefrLevel; right: number }[], reach: number[]): number[] => {
    if (steps.length > 0) {
      const s = placement(steps);
      if (s < 2 || steps.length === 3)
        return reach.map((w, r) => (Math.abs(s - (r + 1)) <= 1 ? w : 0));
    }
    let best: number[] = [];
    for (const level of steps.length === 0 ? (['A1'] as const) : CEFR_LEVELS) {
      const l = CEFR_LEVELS.indexOf(level);
      const value = reach.map(() => 0);
      for (let right = 0; right <= 3; right++) {
        const next = reach.map((w, r) => w * categories[r]![l]![right]!);
        solve([...steps, { level, right }], next).forEach((v, r) => (value[r]! += v));
      }
      const sum = (v: number[]) => v.reduce((a, b) => a + b, 0);
      if (!best.length || sum(value) > sum(best)) best = value;
    }
    return best;
  };
  return solve(
    [],
    CEFR_LEVELS.map(() => 1),
  );
}
const readerCeiling = withinOneCeiling();

/**
 * The adopted rule in the same idealised setting (exact, model world, every passage 3 questions
 * at its level's difficulty): round 1 on A1, then nextLevelByTypes, placed by typePlacement,
 * the next round only while the placement is >= 2.
 */
function readerTypesExact(): number[] {
  const chance = CEFR_LEVELS.map((reader) =>
    CEFR_LEVELS.map((l) =>
      passageCategoryProbabilities(
        [0, 1, 2].map(() => DEFAULT_MODEL.levels[l]),
        DEFAULT_MODEL.levels[reader],
        DEFAULT_MODEL,
      ),
    ),
  );
  const answersOf = (steps: { level: number; right: number }[]): ScoredAnswer[] =>
    steps.flatMap((s, i) =>
      [0, 1, 2].map((q) => ({
        passageId: `p${i}`,
        level: CEFR_LEVELS[s.level]!,
        tags: [],
        correct: q < s.right,
      })),
    );
  const within = CEFR_LEVELS.map(() => 0);
  const walk = (steps: { level: number; right: number }[], reach: number[]): void => {
    const round = (steps.length + 1) as 1 | 2 | 3;
    const level =
      round === 1
        ? 0
        : CEFR_LEVELS.indexOf(nextLevelByTypes(readerTypeWeights(answersOf(steps)), round).level);
    for (let right = 0; right <= 3; right++) {
      const next = reach.map((w, r) => w * chance[r]![level]![right]!);
      const path = [...steps, { level, right }];
      const placed = typePlacement(readerTypeWeights(answersOf(path)));
      if (placed < 2 || path.length === 3)
        next.forEach((w, r) => (within[r]! += Math.abs(placed - (r + 1)) <= 1 ? w : 0));
      else walk(path, next);
    }
  };
  walk(
    [],
    CEFR_LEVELS.map(() => 1),
  );
  return within;
}
const typesExact = readerTypesExact();

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const cpu = process.cpuUsage();
const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);

/** The distribution's name (e.g. Debian GNU/Linux 12 (bookworm)), when the system says it. */
const distribution = existsSync('/etc/os-release')
  ? (/^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? '')
  : '';
const shared =
  Math.max(loadAtStart, loadavg()[0]!) > cpus().length
    ? ' The machine was shared with other work (load above its core count).'
    : '';

const body = `
Run: ${machineLine()}${distribution ? `, ${distribution}` : ''}; load average ${loadAtStart.toFixed(1)} (1 min) when the run began,
${loadavg()[0]!.toFixed(1)} at the end.${shared} ${LEARNERS} simulated learners per world and selection rule,
seed ${SEED}, ${seconds} s in all (${cpuSeconds} s of CPU). The simulation is seeded, so every
number below is the same on any machine and load; only the times move with the load.

**Setup.** True abilities ~ N(${NEW_LEARNER_PRIOR.mean}, ${NEW_LEARNER_PRIOR.sd}^2), the new-learner prior. Each learner takes three rounds;
each round is one passage of 3 questions picked by \`selectPassages\` (uniform among the top
${SELECTION_TOP_K} by information at the target, the learner's 1-3 topics, unseen, weakest tag) from a
synthetic bank of ${bank.length} passages (13 topics x A1-C2 x 4, tags drawn from the assumed mix
in simulation.ts). The target is the aim of the level with the least expected chance of a final
placement more than one level off among seven reader types, round 1 of a new learner on A1
(\`readerTypeTarget\`, adopted, ADR 0056); or the aim of the level with the least expected
placement loss over six readers weighed by the posterior (\`placementTarget\`, issue 29 first
pass); or, in rounds 1-2 while the advance decision is open, the cut, else the estimate
(\`selectionTarget\`, issue 13). Responses
are drawn from the model with a passage effect u ~ N(0, SD^2) shared by a passage's questions;
the "harder world" also moves every question's true difficulty off the table and varies the
slopes, none of which the scoring model knows. The path is driven by the testlet scoring; the
"independent questions" rows score the same answers as if the three questions of a passage were
unrelated. Advance = final_score >= 2, final_score ${PLACEMENT === 'reader-types' ? 'by reader types (`typePlacement`, ADR 0056)' : 'the band of the posterior mean'}; it "agrees" when
the true ability is on the same side of the A1/A2 boundary (${cut.toFixed(2)}). "Far" = at least 0.5
logit from it.

**Targets.** Coverage of +-1.96 SE within 0.90-0.98; advance agreement >= 90% for far learners.

| world | selection: information | scoring | questions | RMSE | mean SE | coverage | advance agrees | far: agrees | far below the cut: agrees |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

**Upper bound after one passage** (exact, model world): no method can exceed
${(100 * ceiling.agreement).toFixed(1)}% far agreement after 3 questions on one passage of this bank (best
passage ${ceiling.passage}, advancing on ${ceiling.advanceOn.join(' or ')} right). "±" is one
Monte Carlo standard error.

**Against the targets** (computed by the script):
${[...verdicts.entries()]
  .map(
    ([key, v]) =>
      `- ${key}: coverage within 0.90-0.98 in ${v.coverage} of ${v.rows} rows, far agreement >= 90% in ${v.far} of ${v.rows}${v.misses.length ? `; missed: ${v.misses.join('; ')}` : ''}.`,
  )
  .join('\n')}

The first advance decision rests on one passage: with 3-option questions it carries little
information, so learners clearly below the cut are often advanced after round 1 (their next round
then decides better). Design and method: docs/reading-assessment.md and ADR 0011.

### Readers of every level, whole assessments

${READERS} simulated readers per level and world, each at the level's difficulty (so about 2 of 3
typical questions of that level right), on 1-3 random topics of the synthetic bank, take the
assessment as the server runs it (${PLACEMENT === 'reader-types' ? '`readerTypeTarget`, `selectPassages`, final_score by `typePlacement`' : "for comparison the rule before ADR 0056: `placementTarget`, final_score the posterior mean's band"}): the next round only while final_score >= 2, the placement is
the final_score of the last round taken. **Target**: placed within one level >= 90% at every
level. "±" is one Monte Carlo standard error.

| world | reader | within one level | exact level | mean placement | past round 1 |
|---|---|---|---|---|---|
${readerRows.join('\n')}

${readerMisses.length ? `Below the target: ${readerMisses.join('; ')}.` : 'Every level meets the target in both worlds.'}
**Upper bound** (exact, model world): the best adaptive choice of passage levels (one level per
passage, no tags), starting on A1 like every new learner, with the same stopping rule and the
posterior mean's band as the placement, chosen for the highest mean over the six levels, places
readers within one level
${readerCeiling.map((v, i) => `${CEFR_LEVELS[i]} ${(100 * v).toFixed(1)}%`).join(', ')}.
The adopted reader-types rule in the same setting (exact): ${typesExact.map((v, i) => `${CEFR_LEVELS[i]} ${(100 * v).toFixed(1)}%`).join(', ')}.

${takersSection}`;
console.log(body);
if (!values['no-write']) writeSection('Reading assessment (npm run bench:assessment)', body);
