/**
 * npm run bench:explain — the word assistant on our learner's dictionary (issue 27 section 4):
 * 1. coverage of the dictionary's required headwords and of 1,000 frequent lemmas of our own;
 * 2. level fit for learners at A1-C1 (the dictionary checker's word levels), and for A1-A2 the
 *    words shown that are not our beginner words (data/beginner-words.txt) or are above the
 *    learner by the CEFR-J sample of ../shared/data (when present), with and without the
 *    engine's beginner rules (simple definitions, examples and other meanings chosen by them);
 * 3. sense choice on our labelled ambiguous words x interests (scripts/sense-labels.tsv);
 * 4. speed per explanation (warm) and the dictionary's load time per thread.
 * Writes the "Word assistant engine" section of docs/benchmarks.md and the sample to
 * scripts/common-words.txt. `-- --quick` explains 200 sample words and every 5th headword.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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
const { CEFR_LEVELS, preloadTokenizer, levelTokens } = await import('@lexora/cefr');
const { loadDictionary, loadBeginnerWords, baseCandidates, wordTokens } =
  await import('@lexora/dictionary');
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

type Engine = ReturnType<typeof loadExplainEngine>;
/** Each sample word explained by `which` to a learner of `level`, interests in turn. */
function eachSampleExplanation(
  which: Engine,
  level: CefrLevel,
  interests: readonly string[],
  visit: (result: WordExplanation) => void,
): void {
  sample.forEach(({ word }, i) => {
    const result = explanation(
      which.explain({
        word,
        level,
        interest: interests[i % interests.length],
        style: 'verbal',
        random: seededRandom(i),
      }),
    );
    if (result) visit(result);
  });
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
  eachSampleExplanation(engine, level, interests, (result) => measure(result, level, fit));
  return { level, interests, fit };
});

// 2b. What A1-A2 learners read, by our beginner words and by CEFR-J (a teacher's kind of level):
// the same sample and learners, with the engine's beginner rules ("after") and without them
// ("before": the definition, examples and other meanings B1 learners read).
const isBeginnerWord = loadBeginnerWords();
// Also without the level rule of "Other meanings" (2026-11-29c), so that "before" stays what
// the engine did before ADR 0055; the rule is measured alone in 2c.
const engineWithout = loadExplainEngine({ beginnerWords: false, otherMeaningsByLevel: false });
const repoRoot = resolve(here, '../../..');
const cefrjFile = join(
  process.env.CEFR_DATA_DIR ?? resolve(repoRoot, '../shared/data/cefr'),
  'words_cefrj_octanove.dev.jsonl',
);
/**
 * The CEFR-J sample's level of a lemma in a part of speech ("verb:play"). Only CEFR-J's own
 * rows (A1-B2): the file's Octanove rows (C1-C2) list rare uses of common words ("house" as a
 * verb). The sample holds some parts of speech of a word and not others ("in" only as an A2
 * adverb, "good" only as a B2 noun), so a token is looked up in the part of speech the
 * analyser's tagger gives it; a lemma the sample lacks in that part of speech is unlisted. Read
 * in place, never copied.
 */
const cefrj = new Map<string, CefrLevel>();
const cefrjLemmas = new Set<string>();
if (existsSync(cefrjFile)) {
  for (const line of readFileSync(cefrjFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as {
      word: string;
      pos: string;
      level: CefrLevel;
      source: string;
    };
    if (!row.source.startsWith('cefrj') || /[A-Z]/.test(row.word.slice(1))) continue;
    const word = row.word.toLowerCase().replace(/\.$/, '');
    cefrjLemmas.add(word);
    const key = `${row.pos}:${word}`;
    const known = cefrj.get(key);
    if (!known || rank(row.level) < rank(known)) cefrj.set(key, row.level);
  }
}
/** The tagger's parts of speech (UPOS) as CEFR-J names them. */
const CEFRJ_POS: Record<string, string[]> = {
  NOUN: ['noun'],
  VERB: ['verb'],
  ADJ: ['adjective'],
  ADV: ['adverb'],
  ADP: ['preposition'],
  PRON: ['pronoun'],
  DET: ['determiner'],
  CCONJ: ['conjunction'],
  SCONJ: ['conjunction'],
  NUM: ['number'],
  AUX: ['be-verb', 'have-verb', 'do-verb', 'modal auxiliary', 'verb'],
  INTJ: ['interjection'],
  PART: ['adverb', 'preposition'],
};
const cefrjLevel = (lemma: string, upos: string): CefrLevel | null => {
  let easiest: CefrLevel | null = null;
  for (const pos of CEFRJ_POS[upos] ?? []) {
    const level = cefrj.get(`${pos}:${lemma}`);
    if (level && (!easiest || rank(level) < rank(easiest))) easiest = level;
  }
  return easiest;
};
interface ReadCount {
  tokens: number;
  notBeginner: number;
  /** Analyser tokens (the CEFR-J columns count these; they split "don't" as do + n't). */
  cefrjListed: number;
  cefrjAbove: number;
  cefrjUnlisted: number;
  words: Map<string, number>;
  cefrjWords: Map<string, number>;
  /** Explanations read, and those whose definition and examples hold no word outside the beginner words / above by CEFR-J. */
  answers: number;
  answersAllBeginner: number;
  answersNoneAboveCefrj: number;
}
const readCount = (): ReadCount => ({
  answers: 0,
  answersAllBeginner: 0,
  answersNoneAboveCefrj: 0,
  tokens: 0,
  notBeginner: 0,
  cefrjListed: 0,
  cefrjAbove: 0,
  cefrjUnlisted: 0,
  words: new Map(),
  cefrjWords: new Map(),
});
/** Word tokens a learner reads in `text`: names (a capital inside) and the headword left out. */
function shownTokens(text: string, headword: string): string[] {
  const head = wordTokens(headword);
  const raw = text.replace(/[’‘]/g, "'").match(/[A-Za-z]+(?:['-][A-Za-z]+)*/g) ?? [];
  return raw
    .filter((token, index) => !(index > 0 && /^[A-Z]/.test(token) && token !== 'I'))
    .map((token) => token.toLowerCase().replace(/'s$/, ''))
    .filter((lower) => !head.some((part) => baseCandidates(lower, check.irregular).has(part)));
}
const bump = (map: Map<string, number>, word: string) => map.set(word, (map.get(word) ?? 0) + 1);
function read(text: string, headword: string, learner: CefrLevel, count: ReadCount): void {
  for (const token of shownTokens(
    text.replace(/^(?:(?:offensive|taboo)(?:, )?)+: /, ''),
    headword,
  )) {
    count.tokens++;
    const beginner =
      isBeginnerWord(token) ||
      (token.includes('-') && token.split('-').every((part) => isBeginnerWord(part)));
    if (!beginner) {
      count.notBeginner++;
      bump(count.words, token);
    }
  }
  // CEFR-J: the analyser's tokens, each in the part of speech its tagger gives it.
  const head = wordTokens(headword);
  const tokens = levelTokens(
    text.replace(/^(?:(?:offensive|taboo)(?:, )?)+: /, ''),
    engine.words.cefr,
  );
  tokens.forEach((token, index) => {
    if (token.kind !== 'word' || !/[A-Za-z]/.test(token.text) || token.pos === 'PROPN') return;
    if (index > 0 && /^[A-Z]/.test(token.text) && token.text !== 'I') return;
    const lower = token.text.toLowerCase();
    const bases = baseCandidates(lower, check.irregular);
    if (head.some((part) => bases.has(part))) return;
    const lemma = token.lemma.toLowerCase();
    const level = cefrjLevel(lemma, token.pos) ?? cefrjLevel(lower, token.pos);
    if (level === null) {
      count.cefrjUnlisted++;
      return;
    }
    count.cefrjListed++;
    if (rank(level) > rank(learner)) {
      count.cefrjAbove++;
      bump(count.cefrjWords, `${lemma}/${token.pos.toLowerCase()}`);
    }
  });
}
const beginnerReads = (['A1', 'A2'] as const).flatMap((level) => {
  const interests = LEARNERS.find((l) => l.level === level)!.interests;
  return (['before', 'after'] as const).map((when) => {
    const main = readCount();
    const others = readCount();
    const which = when === 'after' ? engine : engineWithout;
    eachSampleExplanation(which, level, interests, (result) => {
      const { notBeginner, cefrjAbove } = main;
      for (const text of [result.definition, ...result.examples])
        read(text, result.word, level, main);
      main.answers++;
      if (main.notBeginner === notBeginner) main.answersAllBeginner++;
      if (main.cefrjAbove === cefrjAbove) main.answersNoneAboveCefrj++;
      for (const other of result.otherMeanings) read(other.definition, result.word, level, others);
    });
    return { level, when, main, others };
  });
});

// 2c. "Other meanings" by the learner's level (docs/assistant-judgement-2026-11-29c.md: most
// words a teacher found above A1-B1 were in that line). The same sample and learners; for
// each level, how many other meanings are shown, how many of their senses lie above the
// learner (and more than one level above), and the share of their words above the learner by
// the word model and by CEFR-J. "before" is the engine without the level rule of 2026-11-29c.
interface OtherFit {
  explanations: number;
  withAny: number;
  meanings: number;
  senseAbove: number;
  senseFarAbove: number;
  tokens: number;
  above: number;
  cefrj: ReadCount;
  words: Map<string, number>;
}
const otherMeaningsFit = (which: Engine, level: CefrLevel, interests: string[]): OtherFit => {
  const fit: OtherFit = {
    explanations: 0,
    withAny: 0,
    meanings: 0,
    senseAbove: 0,
    senseFarAbove: 0,
    tokens: 0,
    above: 0,
    cefrj: readCount(),
    words: new Map(),
  };
  eachSampleExplanation(which, level, interests, (result) => {
    fit.explanations++;
    if (result.otherMeanings.length > 0) fit.withAny++;
    const entry = result.source === 'lexora' ? dictionary.lookup(result.word)?.entry : undefined;
    for (const other of result.otherMeanings) {
      fit.meanings++;
      const index = Number(/\.dict\.(\d+)$/.exec(other.senseId)?.[1] ?? 0) - 1;
      const senseLevel = entry?.senses[index]?.level as CefrLevel | undefined;
      if (senseLevel && rank(senseLevel) > rank(level)) fit.senseAbove++;
      if (senseLevel && rank(senseLevel) > rank(level) + 1) fit.senseFarAbove++;
      const text = other.definition.replace(/^(?:(?:offensive|taboo)(?:, )?)+: /, '');
      const raw = text.replace(/[’‘]/g, "'").match(/[A-Za-z]+(?:['-][A-Za-z]+)*/g) ?? [];
      tokenLevels(text, result.word).forEach((tokenLevel, t) => {
        if (!tokenLevel) return;
        fit.tokens++;
        if (rank(tokenLevel) <= rank(level)) return;
        fit.above++;
        bump(fit.words, raw[t]!.toLowerCase());
      });
      read(text, result.word, level, fit.cefrj);
    }
  });
  return fit;
};
const engineBefore = loadExplainEngine({ otherMeaningsByLevel: false });
const otherFits = LEARNERS.flatMap(({ level, interests }) =>
  (['before', 'after'] as const).map((when) => ({
    level,
    when,
    fit: otherMeaningsFit(when === 'after' ? engine : engineBefore, level, interests),
  })),
);

// Did you mean, for the unknown words of the judgement (first suggestion and all shown).
const judgedUnknown: [string, CefrLevel][] = [
  ['blorpy', 'A1'],
  ['footbal', 'A1'],
  ['choclate', 'A2'],
  ['flimbet', 'A2'],
  ['keybord', 'B1'],
  ['orkestra', 'B2'],
  ['trombulate', 'B2'],
  ['experiement', 'C1'],
];
const didYouMeanShown = (which: Engine) =>
  judgedUnknown.map(([word, level]) => {
    const result = which.explain({ word, level, style: 'verbal' });
    return `${word} (${level}): ${result.kind === 'unknown' ? result.didYouMean.join(', ') || '(none)' : `explained as ${result.word}`}`;
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
const top = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)
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
| dictionary load per thread (\`loadDictionary()\` on a loaded lexicon: every entry file read, from its JSON copy when unchanged since it was last parsed (the first start after an edit parses the YAML: about 1.2 s), and indexed; wall / CPU) | **${Math.round(dictionaryLoad.ms)} ms** / ${Math.round(dictionaryLoad.cpu)} ms | < 1 s | ${met(dictionaryLoad.ms < 1000)} |
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

What A1 and A2 learners read, by our beginner words (\`packages/dictionary/data/beginner-words.txt\`, any inflection, numbers
counted as beginner words) and by the CEFR-J sample (${cefrj.size ? `\`../shared/data/cefr/words_cefrj_octanove.dev.jsonl\`, its CEFR-J rows A1-B2: ${cefrjLemmas.size} lemmas; each analyser token is looked up by its lemma in the part of speech the tagger gives it, and one the sample does not list in that part of speech (the sample holds only some parts of speech of a word) is reported as unlisted, not counted` : '**not present on this machine: not measured**'}):
the same sample and learners as above; "before" is the engine without its beginner rules (what a B1 learner reads: the
definition, the examples in the dictionary's order for A2 and the one with fewest words above A1 by the word model for A1,
other meanings with their full definitions, and without the level rule of 2026-11-29c), "after" with them (\`simple\`
definitions, the example with the fewest non-beginner words, other meanings in beginner words and by the learner's level).
Names and the explained word are left out.

| learner | engine | definition + examples: tokens | not beginner words | CEFR-J: listed tokens | above the learner by CEFR-J | unlisted (of analyser tokens) | answers all in beginner words | answers with none above by CEFR-J | "Other meanings": tokens | not beginner words | above by CEFR-J (of listed) |
|---|---|---|---|---|---|---|---|---|---|---|---|
${beginnerReads
  .map(
    ({ level, when, main, others }) =>
      `| ${level} | ${when} | ${main.tokens} | **${pct(main.notBeginner, main.tokens)}** | ${main.cefrjListed} | **${pct(main.cefrjAbove, main.cefrjListed)}** | ${pct(main.cefrjUnlisted, main.cefrjUnlisted + main.cefrjListed)} | **${pct(main.answersAllBeginner, main.answers)}** | **${pct(main.answersNoneAboveCefrj, main.answers)}** | ${others.tokens} | ${pct(others.notBeginner, others.tokens)} | ${pct(others.cefrjAbove, others.cefrjListed)} |`,
  )
  .join('\n')}

"Other meanings" by the learner's level (the same sample and learners as the level-fit table; its words levelled the
same way, and by the CEFR-J sample as above): "before" is the engine without the level rule of 2026-11-29c, "after" with it
(\`OTHER_MEANINGS_READ\`: A1 only senses at A1-A2 and none with a word the word model puts above A1, A2 senses at A1-B1,
B1 up to B2, each line kept short at A1-B1; B2 and above unchanged). A sense "above" is a sense of our dictionary whose own
level is above the learner's.

| learner | engine | explanations with other meanings | other meanings shown | per explanation | senses above the learner | more than one level above | tokens | above the learner (word model) | above by CEFR-J (of listed) |
|---|---|---|---|---|---|---|---|---|---|
${otherFits
  .map(
    ({ level, when, fit }) =>
      `| ${level} | ${when} | ${fit.withAny} / ${fit.explanations} | ${fit.meanings} | ${(fit.meanings / Math.max(1, fit.explanations)).toFixed(2)} | ${fit.senseAbove} | ${fit.senseFarAbove} | ${fit.tokens} | **${pct(fit.above, fit.tokens)}** | ${pct(fit.cefrj.cefrjAbove, fit.cefrj.cefrjListed)} |`,
  )
  .join('\n')}

Words of "Other meanings" most often above the learner by the word model (after): ${otherFits
  .filter((r) => r.when === 'after')
  .map(({ level, fit }) => `${level}: ${top(fit.words) || 'none'}`)
  .join('; ')}.

Did you mean, for the unknown words of docs/assistant-judgement-2026-11-29c.md (learner's level in brackets): ${didYouMeanShown(engine).join('; ')}.

Words most often outside the beginner words (after), and above the learner by CEFR-J (after):
${beginnerReads
  .filter((r) => r.when === 'after')
  .map(
    ({ level, main }) =>
      `- ${level}: not beginner: ${top(main.words)}; CEFR-J above ${level}: ${top(main.cefrjWords) || 'none'}.`,
  )
  .join('\n')}

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
