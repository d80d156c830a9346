/**
 * npm run dictionary:lists — writes the two word lists the dictionary is written against, both
 * from our own data (SUBTLEX frequency and our word model), never from a published word list:
 *   data/headwords.tsv            single-word headwords: every lemma our word model puts at A1-B2
 *                                 with Zipf >= 3.8, then the 1,000 most frequent lemmas after
 *                                 those (model level B2 or above), which a C1 learner meets next:
 *                                 our model rarely says C1 (rare words come out B2 or C2), so
 *                                 "C1" here is a frequency band, and each sense gets its own level
 *   data/defining-vocabulary.txt  the words definitions may use: A1-A2 lemmas with Zipf >= 3.5
 *                                 that are not swear words, the function words, and
 *                                 data/defining-extras.txt
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCefrEngine, type CefrLevel } from '@lexora/cefr';
import { loadLexicon } from '@lexora/lexicon';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, '../data');
const lexicon = loadLexicon();
const engine = createCefrEngine(lexicon);
const CLASS = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' } as const;
const RANK: Record<CefrLevel, number> = { A1: 0, A2: 1, B1: 2, B2: 3, C1: 4, C2: 5 };

interface Lemma {
  lemma: string;
  level: CefrLevel;
  poses: string[];
  zipf: number;
}

/**
 * A common word, not only a name: some synset writes it in lower case ("well", "bill", "okay";
 * not "paris" or "monday", which are names and go to required-headwords.txt where a learner needs
 * them). Subtitles' capitals cannot tell: they start sentences with "Well" and "Yes".
 */
const isCommonWord = (lemma: string, pos: 'n' | 'v' | 'a' | 'r') =>
  (lexicon.wordnet.entry(lemma, pos)?.offsets ?? []).some((offset) =>
    lexicon.wordnet.synset(pos, offset).words.includes(lemma),
  );

const lemmas = new Map<string, Lemma>();
for (const pos of ['n', 'v', 'a', 'r'] as const) {
  for (const lemma of lexicon.wordnet.lemmas(pos)) {
    if (!/^[a-z]+$/.test(lemma) || !isCommonWord(lemma, pos)) continue;
    const rated = engine.words.levelOf(lemma, CLASS[pos]);
    if (!rated) continue;
    const known = lemmas.get(lemma);
    if (known) {
      known.poses.push(CLASS[pos]);
      if (RANK[rated.level] < RANK[known.level]) known.level = rated.level;
    } else {
      const zipf = lexicon.frequency.zipf(lemma);
      lemmas.set(lemma, { lemma, level: rated.level, poses: [CLASS[pos]], zipf });
    }
  }
}

// A plural that WordNet lists as a lemma of its own (fries, marks) is explained under its base.
const isPluralOf = (lemma: string) =>
  (lemma.endsWith('ies') && lemmas.has(`${lemma.slice(0, -3)}y`)) ||
  (lemma.endsWith('s') && !lemma.endsWith('ss') && lemmas.has(lemma.slice(0, -1)));
const all = [...lemmas.values()]
  .filter((l) => !isPluralOf(l.lemma))
  .sort((a, b) => b.zipf - a.zipf || (a.lemma < b.lemma ? -1 : 1));
const core = all.filter((l) => RANK[l.level] <= RANK.B2 && l.zipf >= 3.8);
const inCore = new Set(core.map((l) => l.lemma));
const c1 = all
  .filter((l) => !inCore.has(l.lemma) && RANK[l.level] >= RANK.B2 && l.lemma.length > 2)
  .slice(0, 1000)
  .map((l) => ({ ...l, level: 'C1' as CefrLevel }));
const headwords = [...core, ...c1].sort((a, b) => (a.lemma < b.lemma ? -1 : 1));
writeFileSync(
  join(dataDir, 'headwords.tsv'),
  `${headwords.map((l) => `${l.lemma}\t${l.level}\t${l.poses.join(',')}\t${l.zipf.toFixed(2)}`).join('\n')}\n`,
);

const FUNCTION_WORDS = readFileSync(join(dataDir, 'function-words.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const extras = readFileSync(join(dataDir, 'defining-extras.txt'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean);
// Subtitles make swear words frequent, so the model rates some A1: never defining words.
const rude = (word: string) => (lexicon.profanity.get(word) ?? 0) >= 1;
const defining = new Set<string>([
  ...all
    .filter((l) => RANK[l.level] <= RANK.A2 && l.zipf >= 3.5 && !rude(l.lemma))
    .map((l) => l.lemma),
  ...FUNCTION_WORDS,
  ...extras,
]);
writeFileSync(join(dataDir, 'defining-vocabulary.txt'), `${[...defining].sort().join('\n')}\n`);
console.log(
  `${headwords.length} headwords (${core.length} A1-B2, ${c1.length} C1); ${defining.size} defining words`,
);
