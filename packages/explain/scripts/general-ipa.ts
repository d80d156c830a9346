/**
 * npm run general-ipa -w @lexora/explain
 * Writes ipa/ipa-gb-general.tsv: British pronunciations of the words the assistant explains
 * from WordNet as a general dictionary (not headwords of ours), so that they are shown in
 * British English like the rest of the app (ADR 0051) instead of CMUdict's General American
 * ("US /ˈaɪsəˌtoʊp/", docs/assistant-judgement-2026-11-29c.md). The words: WordNet's one-word
 * lemmas in lower-case letters that CMUdict can say (the ones shown as "US /.../" before) and
 * that our dictionary has no pronunciation for. The same espeak-ng voice and symbols as our
 * headwords' data/ipa-gb.tsv (`npm run dictionary:ipa`, packages/dictionary/scripts/british-ipa.ts).
 * Run it again after a WordNet or CMUdict update; headwords added to our dictionary later simply
 * win over a line here.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDictionary } from '@lexora/dictionary';
import { loadWordData } from '@lexora/words/load';
import { britishIpaRows, ESPEAK_VOICE } from '../../dictionary/scripts/espeak';

const words = loadWordData();
const dictionary = loadDictionary();
const lemmas = new Set<string>();
for (const pos of ['n', 'v', 'a', 'r'] as const) {
  for (const lemma of words.source.wordnet.lemmas(pos)) {
    if (/^[a-z]+$/.test(lemma)) lemmas.add(lemma);
  }
}
const wanted = [...lemmas]
  .filter((word) => !dictionary.pronunciation(word) && words.pronunciation(word))
  .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const rows = britishIpaRows(wanted);
const header = [
  '# British pronunciations of the words the word assistant explains from WordNet (not our',
  `# headwords): npm run general-ipa -w @lexora/explain (scripts/general-ipa.ts). espeak-ng ${ESPEAK_VOICE},`,
  '# in learner\'s-dictionary symbols; syllables joined by ".", stress marks before their syllable.',
  '# Generated: edit the script, not this file.',
];
const path = join(dirname(fileURLToPath(import.meta.url)), '../ipa/ipa-gb-general.tsv');
mkdirSync(dirname(path), { recursive: true });
writeFileSync(path, `${[...header, ...rows].join('\n')}\n`);
console.log(`${rows.length} British pronunciations written to ${path}`);
