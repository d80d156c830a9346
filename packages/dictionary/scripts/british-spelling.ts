/**
 * npm run dictionary:spelling
 * Puts the dictionary in British spelling (ADR 0051), editing the entry files line by line so
 * that nothing else in them moves:
 * - a headword in an -ize spelling becomes -ise (organization -> organisation, realize ->
 *   realise), and a pointer the other way round is turned round (realise -> realize becomes
 *   realize -> realise; form_of lines follow);
 * - every American spelling of one of our words in a definition, guide, example or collocation
 *   becomes British (organizations -> organisations, theater -> theatre); names keep theirs
 *   ("World Health Organization");
 * - each sense of a British headword gets `us_spelling` where the American spelling differs
 *   (colour: color), so the assistant can show it.
 * Safe to run again: a dictionary already British is left as it is. Run `npm run dictionary:ipa`
 * after it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadLexicon } from '@lexora/lexicon';
import { createDictionary } from '../src/dictionary';
import { irregularFormsFrom, readEntryFiles, ENTRIES_DIR } from '../src/load';
import type { Entry } from '../src/model';
import { britishRespellings, iseSpelling } from '../src/spelling';

const files = readEntryFiles();
const entries = files.flatMap((file) => file.entries);
const withSenses = new Set(entries.filter((e) => (e.senses ?? []).length > 0).map((e) => e.word));

const renames = new Map<string, string>();
for (const word of withSenses) {
  const british = iseSpelling(word);
  if (british && !withSenses.has(british)) renames.set(word, british);
}

// The entries as they will be, to know which American spellings the dictionary will have.
const renamed: Entry[] = entries.map((entry) => {
  if (renames.has(entry.word)) return { ...entry, word: renames.get(entry.word)! };
  if (entry.form_of && renames.get(entry.form_of) === entry.word) {
    return { word: entry.form_of, form_of: entry.word };
  }
  if (entry.form_of && renames.has(entry.form_of)) {
    return { ...entry, form_of: renames.get(entry.form_of)! };
  }
  return entry;
});
const lexicon = loadLexicon();
const dictionary = createDictionary(renamed, irregularFormsFrom(lexicon.morphology));
const inWordNet = (lemma: string) =>
  (['n', 'v', 'a', 'r'] as const).some((pos) => lexicon.wordnet.entry(lemma, pos));

/**
 * British spelling of a line: the dictionary's own words, and an -ize word it lacks when WordNet
 * has the -ise word ("criticize" -> "criticise", "organizing" -> "organising").
 */
function britishLine(line: string): string {
  return dictionary.toBritishSpelling(line).replace(/\b[a-z]+\b/g, (word) => {
    const british = iseSpelling(word);
    if (!british || dictionary.has(word)) return word;
    const stem = british.replace(/(ed|ing|es|s)$/, '');
    const lemmas = [british, stem, `${stem}e`];
    return lemmas.some(inWordNet) ? british : word;
  });
}

/** British headword -> its American spelling: the renamed words and the pointers already there. */
const american = new Map<string, string>();
for (const [old, british] of renames) american.set(british, old);
const britishHeadwords = new Set(
  renamed.filter((e) => (e.senses ?? []).length > 0).map((e) => e.word),
);
for (const pointer of renamed) {
  const target = pointer.form_of;
  if (!target || !britishHeadwords.has(target) || american.has(target)) continue;
  if (britishRespellings(pointer.word).includes(target.toLowerCase())) {
    american.set(target, pointer.word);
  }
}

/** Lines whose value is no English text: never respelt. */
const NOT_TEXT =
  /^\s*(?:- )?(?:word|form_of|us_spelling|pos|level|grammar|labels|domains|kind|sensitive):/;

let respelt = 0;
let added = 0;
for (const { file } of files) {
  const path = join(ENTRIES_DIR, file);
  const lines = readFileSync(path, 'utf8').split('\n');
  const out: string[] = [];
  let current: string | null = null;
  let senseHasUs = true;
  const closeSense = () => {
    const us = current ? american.get(current) : undefined;
    if (current && us && !senseHasUs) {
      out.push(`      us_spelling: ${us}`);
      added++;
    }
    senseHasUs = true;
  };
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    const word = /^- word: (.+)$/.exec(line)?.[1];
    if (word !== undefined) {
      closeSense();
      const formOf = /^ {2}form_of: (.+)$/.exec(lines[i + 1] ?? '')?.[1];
      if (formOf && renames.get(formOf) === word) {
        // The pointer turned round: realise -> realize becomes realize -> realise.
        out.push(`- word: ${formOf}`, `  form_of: ${word}`);
        i++;
        current = null;
        continue;
      }
      current = renames.get(word) ?? word;
      line = `- word: ${current}`;
    } else if (/^ {4}- pos: /.test(line)) {
      closeSense();
      senseHasUs = false;
    } else if (/^ {6}us_spelling: /.test(line)) {
      senseHasUs = true;
    } else if (/^ {2}form_of: /.test(line)) {
      const target = line.slice('  form_of: '.length);
      line = `  form_of: ${renames.get(target) ?? target}`;
    } else if (!NOT_TEXT.test(line)) {
      const british = britishLine(line);
      if (british !== line) respelt++;
      line = british;
    }
    out.push(line);
  }
  // The last sense of the file ends with it (before its final empty line).
  const last = out.at(-1) === '' ? out.pop() : undefined;
  closeSense();
  if (last !== undefined) out.push(last);
  writeFileSync(path, out.join('\n'));
}
console.log(
  `Renamed ${renames.size} headwords (${[...renames].map(([a, b]) => `${a} -> ${b}`).join(', ')}); ` +
    `${respelt} lines respelt; us_spelling added to ${added} senses.`,
);
