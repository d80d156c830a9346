/**
 * npm run bench:explain — the word assistant on our learner's dictionary (issue 27 section 4):
 * 1. coverage of the dictionary's required headwords and of 1,000 frequent lemmas of our own;
 * 2. level fit for learners at A1-C1 (the dictionary checker's word levels);
 * 3. sense choice on our labelled ambiguous words x interests (scripts/sense-labels.tsv);
 * 4. speed per explanation (warm) and the dictionary's load time per thread.
 * Writes the "Word assistant engine" section of docs/benchmarks.md and the sample to
 * scripts/common-words.txt. `-- --quick` explains 200 sample words and every 5th headword.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WordExplanation } from '../src/types';

const runStart = performance.now();
const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
const timed = <T>(work: () => T): { value: T; ms: number; cpu: number } => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = work();
  return { value, ms: performance.now() - start, cpu: cpuMs(cpu) };
};

// Load as a worker thread does: the lexicon and tokenizer (shared with the vocabulary
// predictor), then our dictionary, then the engine on top of both.
const { loadLexicon } = await import('@lexora/lexicon');
const { CEFR_LEVELS, preloadTokenizer } = await import('@lexora/cefr');
const { loadDictionary, baseCandidates, wordTokens } = await import('@lexora/dictionary');
const { loadExplainEngine } = await import('../src/load');
const shared = timed(() => {
  loadLexicon();
  preloadTokenizer();
});
const dictionaryLoad = timed(() => loadDictionary());
const engineLoad = timed(() => loadExplainEngine());
const engine = engineLoad.value;
const dictionary = dictionaryLoad.value;

type CefrLevel = (typeof CEFR_LEVELS)[number];
const { seededRandom } = await import('@lexora/games');
const { commonWordSample } = await import('./sample');
const { loadCheckContext, requiredHeadwords } = await import('../../dictionary/src/check-context');
const { writeBenchmarkSection } = await import('../../cefr/scripts/lib/benchmarks-doc');

const quick = process.argv.includes('--quick');
const here = dirname(fileURLToPath(import.meta.url));
const pct = (x: number, of: number) => (of === 0 ? '–' : `${((100 * x) / of).toFixed(1)}%`);
const rank = (level: CefrLevel) => CEFR_LEVELS.indexOf(level);
const explanation = (result: ReturnType<typeof engine.explain>): WordExplanation | null =>
  result.kind === 'explanation' ? result : null;

// The sample, written out so that a change to it shows in review.
const sample = commonWordSample(engine.words).slice(0, quick ? 200 : 1000);
writeFileSync(
  join(here, 'common-words.txt'),
  `${sample.map((s) => `${s.word}\t${s.pos}`).join('\n')}\n`,
);
const byPos = new Map<string, number>();
for (const s of sample) byPos.set(s.pos, (byPos.get(s.pos) ?? 0) + 1);

// 4. Speed first, while every word is new to the engine: warm = loaded and warmed as the
// server loads it; levels, interests and styles vary.
const speedInterests = ['any', 'Sports', 'Business', 'Technology', 'Cooking', 'Music', 'Travel'];
const styles = ['verbal', 'visual', 'interactive'] as const;
const loadAtStart = loadavg()[0] ?? 0;
const timings: number[] = [];
const cpuTimings: number[] = [];
const speedRandom = seededRandom(42);
[...sample].reverse().forEach(({ word }, i) => {
  const { ms, cpu } = timed(() =>
    engine.explain({
      word,
      level: CEFR_LEVELS[i % 5],
      interest: speedInterests[i % speedInterests.length],
      style: styles[i % styles.length],
      random: speedRandom,
    }),
  );
  timings.push(ms);
  cpuTimings.push(cpu);
});
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
};
const misspelt = ['recieve', 'definately', 'beutiful', 'acomodation', 'wierd', 'seperate'];
const dymMs = misspelt.map((word) => timed(() => engine.explain({ word })).ms);

// 1. Coverage.
const required = requiredHeadwords().filter((_, i) => !quick || i % 5 === 0);
const withSenses = new Set(dictionary.entries.map((e) => e.word));
const requiredMisses: string[] = [];
const otherEntry: string[] = [];
let requiredLexora = 0;
for (const word of required) {
  const result = explanation(engine.explain({ word, level: 'B1', style: 'verbal' }));
  if (result?.source !== 'lexora') {
    requiredMisses.push(`${word} (${result ? 'general dictionary' : 'unknown'})`);
    continue;
  }
  requiredLexora++;
  // A headword with senses of its own must find itself, not another entry ("May" vs "may").
  if (withSenses.has(word) && result.word !== word) otherEntry.push(`${word} → ${result.word}`);
}
const sampleMisses: string[] = [];
let sampleLexora = 0;
for (const { word } of sample) {
  const result = explanation(engine.explain({ word, level: 'B1', style: 'verbal' }));
  if (result?.source === 'lexora') sampleLexora++;
  else sampleMisses.push(`${word} (${result ? 'general dictionary' : 'unknown'})`);
}

// 2. Level fit, with the dictionary checker's word levels (contractions by their parts; names
// are not levelled) and its tokens; the explained word in any form is left out.
const check = loadCheckContext();
const wordLevel = check.wordLevel!;
const LEARNERS: { level: CefrLevel; interests: string[] }[] = [
  { level: 'A1', interests: ['Sports', 'Cooking', 'Travel'] },
  { level: 'A2', interests: ['Cooking', 'Music', 'Business'] },
  { level: 'B1', interests: ['Technology', 'Travel', 'Movies'] },
  { level: 'B2', interests: ['Music', 'Business', 'Medicine'] },
  { level: 'C1', interests: ['Science', 'Technology', 'Education'] },
];
interface Count {
  explanations: number;
  tokens: number;
  above: number;
}
const count = (): Count => ({ explanations: 0, tokens: 0, above: 0 });
interface Fit {
  all: Count;
  lexora: Count;
  general: Count;
  /** Explanations of a sense whose own level is at or below the learner's. */
  reachable: Count;
  clean: number;
  aboveWords: Map<string, number>;
}

/** Word tokens of the text as the checker reads an example; null for a name or the headword. */
function tokenLevels(text: string, headword: string): (CefrLevel | null)[] {
  const head = wordTokens(headword);
  const raw = text.replace(/[’‘]/g, "'").match(/[A-Za-z]+(?:['-][A-Za-z]+)*/g) ?? [];
  return raw.map((token, index) => {
    if (index > 0 && /^[A-Z]/.test(token) && token !== 'I') return null;
    const lower = token.toLowerCase().replace(/'s$/, '');
    if (head.some((part) => baseCandidates(lower, check.irregular).has(part))) return null;
    return wordLevel(lower) as CefrLevel | null;
  });
}

function measure(result: WordExplanation, learner: CefrLevel, fit: Fit): void {
  const counts = [fit.all, result.source === 'lexora' ? fit.lexora : fit.general];
  if (result.level && rank(result.level) <= rank(learner)) counts.push(fit.reachable);
  for (const c of counts) c.explanations++;
  // The label before an offensive sense's definition ("offensive: ...") is not its wording.
  const definition = result.definition.replace(/^(?:(?:offensive|taboo)(?:, )?)+: /, '');
  let above = 0;
  for (const text of [definition, ...result.examples]) {
    const raw = text.replace(/[’‘]/g, "'").match(/[A-Za-z]+(?:['-][A-Za-z]+)*/g) ?? [];
    tokenLevels(text, result.word).forEach((level, i) => {
      if (!level) return;
      for (const c of counts) c.tokens++;
      if (rank(level) <= rank(learner)) return;
      above++;
      for (const c of counts) c.above++;
      const word = raw[i]!.toLowerCase();
      fit.aboveWords.set(word, (fit.aboveWords.get(word) ?? 0) + 1);
    });
  }
  if (above === 0) fit.clean++;
}

const fits = LEARNERS.map(({ level, interests }) => {
  const fit: Fit = {
    all: count(),
    lexora: count(),
    general: count(),
    reachable: count(),
    clean: 0,
    aboveWords: new Map(),
  };
  sample.forEach(({ word }, i) => {
    const result = explanation(
      engine.explain({
        word,
        level,
        interest: interests[i % interests.length],
        style: 'verbal',
        random: seededRandom(i),
      }),
    );
    if (result) measure(result, level, fit);
  });
  return { level, interests, fit };
});

// 3. Sense choice on our labels: the engine's chosen sense (the first one shown) against the
// guide of the sense the learner means.
interface Label {
  word: string;
  interest: string;
  level: CefrLevel;
  expected: string;
}
const labels: Label[] = readFileSync(join(here, 'sense-labels.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [word, interest, level, expected] = line.split('\t');
    return { word: word!, interest: interest!, level: level as CefrLevel, expected: expected! };
  });
/** "money (noun)" -> guide and part of speech; "a|b" -> either. */
const accepts = (expected: string, guide: string, pos: string) =>
  expected.split('|').some((alternative) => {
    const [, want, wantPos] = /^(.*?)(?: \(([a-z ]+)\))?$/.exec(alternative.trim())!;
    return want === guide.trim().toLowerCase() && (!wantPos || wantPos === pos);
  });
const senseMisses: string[] = [];
let senseRight = 0;
/** Misses whose chosen sense has the labelled guide in another part of speech ("money" verb). */
let otherPos = 0;
let senseFromOurs = 0;
for (const label of labels) {
  const result = explanation(
    engine.explain({
      word: label.word,
      level: label.level,
      interest: label.interest,
      style: 'verbal',
      random: seededRandom(1),
    }),
  );
  const index = Number(/\.dict\.(\d+)$/.exec(result?.sense.id ?? '')?.[1] ?? 0) - 1;
  const sense =
    result?.source === 'lexora' ? dictionary.lookup(result.word)?.entry.senses[index] : undefined;
  if (sense) senseFromOurs++;
  if (sense && accepts(label.expected, sense.guide ?? '', sense.pos)) {
    senseRight++;
    continue;
  }
  if (sense && accepts(label.expected.replace(/ \([a-z ]+\)/g, ''), sense.guide ?? '', sense.pos))
    otherPos++;
  const chose = sense
    ? `[${sense.guide ?? ''}] ${sense.pos} ${sense.level}, by ${result!.sense.chosenBy}`
    : result
      ? `general dictionary: "${result.definition}"`
      : 'unknown word';
  senseMisses.push(
    `${label.word}/${label.interest} ${label.level}: expected ${label.expected}; engine ${chose}`,
  );
}

// The section.
const cpuName = cpus()[0]?.model.trim() ?? 'unknown CPU';
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const met = (ok: boolean) => (ok ? 'yes' : '**no**');
const fitRow = ({ level, interests, fit }: (typeof fits)[number]) =>
  `| ${level} | ${interests.join(', ')} | ${fit.all.explanations} | ${fit.all.tokens} | **${pct(fit.all.above, fit.all.tokens)}** | ${met(fit.all.above / fit.all.tokens <= 0.03)} | ${pct(fit.lexora.above, fit.lexora.tokens)} (${fit.lexora.explanations}) | ${pct(fit.general.above, fit.general.tokens)} (${fit.general.explanations}) | ${pct(fit.reachable.above, fit.reachable.tokens)} (${fit.reachable.explanations}) | ${pct(fit.clean, fit.all.explanations)} |`;
const topAbove = (fit: Fit) =>
  [...fit.aboveWords]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([w, c]) => `${w} (${c})`)
    .join(', ');
const list = (items: string[]) => (items.length > 0 ? items.join(', ') : 'none');
const p95 = quantile(timings, 0.95);

const body = `
Run: ${date} UTC, ${cpus().length} cores (${cpuName}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${loadAtStart.toFixed(1)} before the timing, ${loadavg()[0]?.toFixed(1)} at the end (other jobs share the machine: wall-clock times stretch with the load, CPU times much less); the whole run took ${((performance.now() - runStart) / 1000).toFixed(0)} s.${quick ? ' **Quick run (200 sample words, every 5th headword).**' : ''}

Sample: the ${sample.length} most frequent SUBTLEX words that are their own base form, by main part of speech
(${[...byPos].map(([p, n]) => `${n} ${p}s`).join(', ')}), written to \`packages/explain/scripts/common-words.txt\`.

| measure | result | target | met |
|---|---|---|---|
| coverage: required headwords of the dictionary (\`requiredHeadwords()\`) explained from our dictionary | **${pct(requiredLexora, required.length)}** (${requiredLexora} / ${required.length}) | 100% | ${met(requiredLexora === required.length)} |
| coverage: sample words explained from our dictionary (B1, verbal) | **${pct(sampleLexora, sample.length)}** (${sampleLexora} / ${sample.length}) | >= 99% | ${met(sampleLexora / sample.length >= 0.99)} |
| sense choice: ${labels.length} labelled word x interest x level (\`scripts/sense-labels.tsv\`), the first sense shown is the labelled one | **${pct(senseRight, labels.length)}** (${senseRight} / ${labels.length}) | >= 95% | ${met(senseRight / labels.length >= 0.95)} |
| explanation time, warm, each word new to the engine, ${timings.length} words, A1-C1, 7 interests, 3 styles: p50 / p95 / max (wall clock) | ${quantile(timings, 0.5).toFixed(1)} / **${p95.toFixed(1)}** / ${quantile(timings, 1).toFixed(1)} ms | p95 < 30 ms | ${met(p95 < 30)} |
| the same in CPU time of the process, p50 / p95 | ${quantile(cpuTimings, 0.5).toFixed(1)} / ${quantile(cpuTimings, 0.95).toFixed(1)} ms | | |
| dictionary load per thread (\`loadDictionary()\` on a loaded lexicon: every entry file read and indexed; wall / CPU) | **${Math.round(dictionaryLoad.ms)} ms** / ${Math.round(dictionaryLoad.cpu)} ms | < 1 s | ${met(dictionaryLoad.ms < 1000)} |
| before it, the lexicon and tokenizer the thread shares with the vocabulary predictor (wall / CPU) | ${Math.round(shared.ms)} / ${Math.round(shared.cpu)} ms | | |
| after it, \`loadExplainEngine()\` (word data, indexes, warm-up; wall / CPU) | ${Math.round(engineLoad.ms)} / ${Math.round(engineLoad.cpu)} ms | | |
| unknown word with "did you mean", mean of ${misspelt.length} | ${(dymMs.reduce((a, b) => a + b, 0) / dymMs.length).toFixed(1)} ms | | |

Level fit: the sample explained for five learners (verbal style, the interests taken in turn), word tokens of the
definition and the examples shown, levelled as the dictionary checker levels examples (\`loadCheckContext().wordLevel\`:
our word model, contractions by their parts, names not levelled; a capitalised word inside a sentence is a name); the
explained word in any form is left out, and so is the "offensive:" label before a definition; unrated tokens are not
counted. "Sense at or below the learner" keeps only explanations whose sense's own level (a general-dictionary word: its
word level) is at most the learner's: a sense above the learner's level is written with that level's words.

| learner | interests | explanations | tokens | above the learner's level | <= 3% | our dictionary (explanations) | general dictionary (explanations) | sense at or below the learner (explanations) | explanations with none above |
|---|---|---|---|---|---|---|---|---|---|
${fits.map(fitRow).join('\n')}

Words most often above the learner's level:
${fits.map(({ level, fit }) => `- ${level}: ${topAbove(fit) || 'none'}.`).join('\n')}

Coverage misses: required headwords ${list(requiredMisses)}; sample words ${list(sampleMisses)}.
Required headwords explained from another entry of ours: ${list(otherEntry)}.

Sense choice: ${senseFromOurs} of the ${labels.length} answers came from our dictionary; ${labels.filter((l) => l.expected === '(none)').length} labels name a meaning our dictionary does not have (expected "(none)": no such sense, or no entry); ${otherPos} of the misses chose the labelled guide in another part of speech (the label asked for one: "(noun)"). Misses (${senseMisses.length}), with the engine's choice:
${senseMisses.map((m) => `- ${m}`).join('\n') || '- none'}
`;

const path = writeBenchmarkSection('## Word assistant engine (npm run bench:explain)', body);
console.log(body);
console.log(`Written to ${path}`);
