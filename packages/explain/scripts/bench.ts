/**
 * npm run bench:explain — the word assistant's quality and speed (issue 14 section 4): coverage
 * on 1,000 common words, level fit at A2 and B1 (our word model, and the human levels of the
 * CEFR-J / Octanove word list read in place from ../shared/data/cefr), sense choice on our
 * labelled pairs, speed and load time. Writes the "Word assistant engine" section of
 * docs/benchmarks.md and the sample to scripts/common-words.txt. `-- --quick` uses 200 words.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WordExplanation } from '../src/types';

const importStart = performance.now();
const { loadExplainEngine } = await import('../src/load');
const { loadLexicon } = await import('@lexora/lexicon');
const cefrModule = await import('@lexora/cefr');
const importMs = performance.now() - importStart;
const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
// The part the server shares with the vocabulary predictor (one lexicon, one tokenizer per
// process), then the assistant's own part on top of it.
let cpu = process.cpuUsage();
let started = performance.now();
const sharedLexicon = loadLexicon();
cefrModule.preloadTokenizer();
sharedLexicon.wordnet.glossCount('warm');
const sharedMs = performance.now() - started;
const sharedCpuMs = cpuMs(cpu);
cpu = process.cpuUsage();
started = performance.now();
const engine = loadExplainEngine();
const ownMs = performance.now() - started;
const ownCpuMs = cpuMs(cpu);
const loadMs = sharedMs + ownMs;
const loadCpuMs = sharedCpuMs + ownCpuMs;

const { CEFR_LEVELS, levelTokens } = await import('@lexora/cefr');
type CefrLevel = (typeof CEFR_LEVELS)[number];
const { seededRandom } = await import('@lexora/games');
const { tokenLevel } = await import('../src/simplify');
const { chooseSense } = await import('../src/sense-choice');
const { commonWordSample } = await import('./sample');
const { SENSE_PAIRS, HELD_OUT_SENSE_PAIRS } = await import('./sense-pairs');
const { readDataSet } = await import('../../cefr/scripts/lib/data');
const { writeBenchmarkSection } = await import('../../cefr/scripts/lib/benchmarks-doc');

const quick = process.argv.includes('--quick');
const words = engine.words;
const here = dirname(fileURLToPath(import.meta.url));
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const rank = (level: CefrLevel) => CEFR_LEVELS.indexOf(level);

// The sample, written out so that a change to it shows in review.
const sample = commonWordSample(words).slice(0, quick ? 200 : 1000);
writeFileSync(
  join(here, 'common-words.txt'),
  `${sample.map((s) => `${s.word}\t${s.pos}`).join('\n')}\n`,
);
const byPos = new Map<string, number>();
for (const s of sample) byPos.set(s.pos, (byPos.get(s.pos) ?? 0) + 1);

// Human levels of the word list (read in place, never copied): lemma -> lowest listed level.
interface WordRow {
  word: string;
  pos: string;
  level: string;
}
const human = new Map<string, CefrLevel>();
for (const row of readDataSet<WordRow>('words_cefrj_octanove')) {
  const key = row.word.toLowerCase();
  const level = row.level as CefrLevel;
  const known = human.get(key);
  if (!known || rank(level) < rank(known)) human.set(key, level);
}

interface Fit {
  tokens: number;
  above: number;
  listed: number;
  listedAbove: number;
  explanations: number;
  clean: number;
  aboveWords: Map<string, number>;
}
const emptyFit = (): Fit => ({
  tokens: 0,
  above: 0,
  listed: 0,
  listedAbove: 0,
  explanations: 0,
  clean: 0,
  aboveWords: new Map(),
});

/** Word tokens of definition + examples, rated by our model and, where listed, by people. */
function measure(result: WordExplanation, level: CefrLevel, fit: Fit): void {
  const keep = new Set([result.word.toLowerCase(), ...result.word.toLowerCase().split(' ')]);
  fit.explanations++;
  if (result.aboveLevelWords.length === 0) fit.clean++;
  for (const text of [result.definition, ...result.examples]) {
    for (const token of levelTokens(text, words.cefr)) {
      const tokenLevelNow = tokenLevel(token, words);
      if (tokenLevelNow === null) continue;
      if (keep.has(token.lemma) || keep.has(token.text.toLowerCase())) continue;
      fit.tokens++;
      if (rank(tokenLevelNow) > rank(level)) {
        fit.above++;
        const w = token.text.toLowerCase();
        fit.aboveWords.set(w, (fit.aboveWords.get(w) ?? 0) + 1);
      }
      const listed = human.get(token.lemma) ?? human.get(token.text.toLowerCase());
      if (listed) {
        fit.listed++;
        if (rank(listed) > rank(level)) fit.listedAbove++;
      }
    }
  }
}

// Coverage and level fit on the common words, at A2 and B1, no interest, verbal style.
let explained = 0;
const unexplained: string[] = [];
const fits = new Map<CefrLevel, Fit>([
  ['A2', emptyFit()],
  ['B1', emptyFit()],
]);
for (const [level, fit] of fits) {
  for (const { word } of sample) {
    const result = engine.explain({ word, level, style: 'verbal', random: seededRandom(1) });
    if (result.kind !== 'explanation') {
      if (level === 'A2') unexplained.push(word);
      continue;
    }
    if (level === 'A2') explained++;
    measure(result, level, fit);
  }
}

// Level fit on words people levelled: explanations of list words (A1-B2 entries) at A2 / B1.
const listWords = [...human.keys()].filter((w) => /^[a-z]+$/.test(w)).sort();
const listSample = listWords.filter(
  (_, i) => i % Math.ceil(listWords.length / (quick ? 150 : 600)) === 0,
);
const listFits = new Map<CefrLevel, Fit>([
  ['A2', emptyFit()],
  ['B1', emptyFit()],
]);
for (const [level, fit] of listFits) {
  for (const word of listSample) {
    const result = engine.explain({ word, level, style: 'verbal', random: seededRandom(1) });
    if (result.kind === 'explanation') measure(result, level, fit);
  }
}

// Sense choice on our labelled pairs.
function senseScore(pairs: typeof SENSE_PAIRS) {
  const misses: string[] = [];
  let right = 0;
  for (const pair of pairs) {
    const senses = words.lookup(pair.word).senses;
    const choice = chooseSense(senses, pair.interest, words, pair.word);
    const definition = choice?.sense.synset.definition ?? '';
    if (pair.expected.some((e) => definition.includes(e))) right++;
    else misses.push(`${pair.word}/${pair.interest} (${choice?.sense.id ?? 'none'})`);
  }
  return { right, total: pairs.length, misses };
}
const tuned = senseScore(SENSE_PAIRS);
const heldOut = senseScore(HELD_OUT_SENSE_PAIRS);

// Speed: the engine is warm (loaded, one explanation done); each timed word is new to it.
const interests = ['any', 'Sports', 'Business', 'Technology', 'Cooking', 'Music', 'Travel'];
const styles = ['verbal', 'visual', 'interactive'] as const;
const speedWords = [...sample].reverse();
const loadAtStart = loadavg()[0] ?? 0;
const timings: number[] = [];
const cpuTimings: number[] = [];
const random = seededRandom(42);
speedWords.forEach(({ word }, i) => {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  engine.explain({
    word,
    level: i % 2 === 0 ? 'Elementary' : 'Intermediate',
    interest: interests[i % interests.length],
    style: styles[i % styles.length],
    random,
  });
  timings.push(performance.now() - start);
  cpuTimings.push(cpuMs(cpuStart));
});
timings.sort((a, b) => a - b);
cpuTimings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(timings.length * q))]!;
const cpuAt = (q: number) =>
  cpuTimings[Math.min(cpuTimings.length - 1, Math.floor(cpuTimings.length * q))]!;
const misspelt = ['recieve', 'definately', 'beutiful', 'acomodation', 'wierd', 'seperate'];
const dymTimes = misspelt.map((w) => {
  const start = performance.now();
  engine.explain({ word: w });
  return performance.now() - start;
});

const fitRow = (name: string, level: CefrLevel, fit: Fit, target: string) =>
  `| ${name} | ${level} | ${fit.explanations} | ${fit.tokens} | **${pct(fit.above / fit.tokens)}** | ${target} | ${pct(fit.clean / fit.explanations)} |`;
const humanRow = (name: string, level: CefrLevel, fit: Fit) =>
  `| ${name} | ${level} | ${fit.listed} (${pct(fit.listed / fit.tokens)} of tokens) | **${pct(fit.listedAbove / fit.listed)}** |`;
const topAbove = (fit: Fit) =>
  [...fit.aboveWords]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([w, c]) => `${w} (${c})`)
    .join(', ');
const cpuName = cpus()[0]?.model.trim() ?? 'unknown CPU';
const date = new Date().toISOString().slice(0, 10);

const body = `
Run: ${date}, ${cpus().length} cores (${cpuName}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${loadAtStart.toFixed(1)} before the timing, ${loadavg()[0]?.toFixed(1)} at the end (other jobs share the machine: wall-clock times stretch with the load, CPU times much less).${quick ? ' **Quick run (200 words).**' : ''}

Sample: the ${sample.length} most frequent SUBTLEX words that are their own base form, by main part of speech
(${[...byPos].map(([p, n]) => `${n} ${p}s`).join(', ')}), written to \`packages/explain/scripts/common-words.txt\`.
Tokens: word tokens of the definition and the examples (tokenizer and word model of \`packages/cefr\`), the explained word
and its forms not counted. Verbal style, no interest.

| measure | result | target | met |
|---|---|---|---|
| coverage: common words explained | **${pct(explained / sample.length)}** (${explained} / ${sample.length}) | >= 99% | ${explained / sample.length >= 0.99 ? 'yes' : 'no'} |
| sense choice, our ${tuned.total} labelled word x interest pairs | **${pct(tuned.right / tuned.total)}** (${tuned.right} / ${tuned.total}) | >= 85% | ${tuned.right / tuned.total >= 0.85 ? 'yes' : 'no'} |
| sense choice, ${heldOut.total} held-out pairs (written after tuning) | **${pct(heldOut.right / heldOut.total)}** (${heldOut.right} / ${heldOut.total}) | (check) | |
| explanation time, warm, each word new to the engine, p50 / p95 / max (wall clock) | ${at(0.5).toFixed(1)} / **${at(0.95).toFixed(1)}** / ${at(1).toFixed(1)} ms | p95 < 30 ms | ${at(0.95) < 30 ? 'yes' : 'no'} |
| the same in CPU time of the process, p50 / p95 | ${cpuAt(0.5).toFixed(1)} / ${cpuAt(0.95).toFixed(1)} ms | | |
| unknown word with "did you mean", mean of ${misspelt.length} | ${(dymTimes.reduce((a, b) => a + b, 0) / dymTimes.length).toFixed(1)} ms | | |
| engine load, standalone: lexicon, tokenizer, word model, indexes, warm-up (wall / CPU) | **${Math.round(loadMs)} ms** / ${Math.round(loadCpuMs)} ms | < 1 s | ${loadMs < 1000 ? 'yes' : 'no'} |
| of which shared with the vocabulary predictor in the server (lexicon, tokenizer) | ${Math.round(sharedMs)} / ${Math.round(sharedCpuMs)} ms | | |
| of which the assistant's own (\`loadExplainEngine\` on a loaded lexicon) | ${Math.round(ownMs)} / ${Math.round(ownCpuMs)} ms | | |
| module imports before it (tsx, wink model) | ${Math.round(importMs)} ms | | |

Level fit (share of tokens our word model rates above the learner's level):

| words explained | learner | explanations | tokens | above level | target | explanations with none |
|---|---|---|---|---|---|---|
${fitRow('common words', 'A2', fits.get('A2')!, '<= 5%')}
${fitRow('common words', 'B1', fits.get('B1')!, '<= 5%')}
${fitRow(`${listSample.length} words of the CEFR-J / Octanove list`, 'A2', listFits.get('A2')!, '<= 5%')}
${fitRow(`${listSample.length} words of the CEFR-J / Octanove list`, 'B1', listFits.get('B1')!, '<= 5%')}

Level fit by people's levels: tokens whose word is on the CEFR-J / Octanove list (\`words_cefrj_octanove.dev.jsonl\`,
read in place; the lowest level listed for the word), share above the learner's level:

| words explained | learner | tokens on the list | above level (human) |
|---|---|---|---|
${humanRow('common words', 'A2', fits.get('A2')!)}
${humanRow('common words', 'B1', fits.get('B1')!)}
${humanRow('list words', 'A2', listFits.get('A2')!)}
${humanRow('list words', 'B1', listFits.get('B1')!)}

Words most often left above A2 (common words): ${topAbove(fits.get('A2')!)}.
Not explained: ${unexplained.length > 0 ? unexplained.join(', ') : 'none'}.
Sense choice misses (labelled): ${tuned.misses.join(', ') || 'none'}; held-out: ${heldOut.misses.join(', ') || 'none'}.
`;

const path = writeBenchmarkSection('## Word assistant engine (npm run bench:explain)', body);
console.log(body);
console.log(`Written to ${path}`);
