/**
 * The checker's context from the installed word data and the dictionary's files (I/O; the
 * checker itself is pure): shared by `npm run dictionary:check` and the tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCefrEngine, levelOfWordForm } from '@lexora/cefr';
import { loadLexicon } from '@lexora/lexicon';
import type { CheckContext } from './check';
import type { Entry } from './model';
import {
  ENTRIES_DIR,
  entryFileNames,
  irregularFormsFrom,
  readBeginnerWords,
  readBeginnerPhrasesAvoided,
  readNotBeginnerForms,
  readContentRules,
  readDefiningVocabulary,
  readEntryFile,
  readFunctionWords,
  readHeadwordList,
  readRequiredExtras,
  type EntryFile,
} from './load';
import { baseCandidates, contractionParts } from './forms';
import { SENSE_LEVELS, type SenseLevel } from './model';
import { beginnerWordTest } from './beginner-words';
import { americanRespellings, britishRespellings } from './spelling';

export { contractionParts };

export function loadCheckContext(options: { levels?: boolean } = {}): CheckContext {
  const lexicon = loadLexicon();
  const engine = createCefrEngine(lexicon);
  const irregular = irregularFormsFrom(lexicon.morphology);
  /**
   * A name is not vocabulary: a word subtitles mostly write with a capital that no WordNet
   * synset writes in lower case (Anna, Tom, London) is not levelled or checked.
   */
  const isName = (word: string) =>
    lexicon.frequency.capitalised(word) &&
    !(['n', 'v', 'a', 'r'] as const).some((pos) =>
      (lexicon.wordnet.entry(word, pos)?.offsets ?? []).some((offset) =>
        lexicon.wordnet.synset(pos, offset).words.includes(word),
      ),
    );
  const levelOf = (word: string) =>
    isName(word) ? null : ((levelOfWordForm(engine, word)?.level ?? null) as SenseLevel | null);
  // A contraction is as hard as its parts (don't: do + not, A1), as the analyser's tokenizer
  // reads it in a text; on its own the word model rates it by its subtitle spelling (B2-C2).
  // A word form is as hard as its easiest base ("legs" as "leg", "going" as "go"), as the
  // analyser reads a text: its tokenizer gives each word's lemma. On its own the word model
  // rates a form by its own subtitle frequency, so plurals and -ing forms came out a level up.
  const lemmaLevel = (word: string): SenseLevel | null => {
    if (isName(word)) return null; // not "pari" for "Paris"
    let easiest: SenseLevel | null = null;
    // The word model learnt from American subtitles: a British spelling is as hard as the
    // American one ("fertilises" as "fertilizes").
    const spellings = [word, ...americanRespellings(word)];
    const bases = spellings.flatMap((w) => [
      ...baseCandidates(w, irregular, { inflectionOnly: true }),
    ]);
    for (const base of bases) {
      const level = levelOf(base);
      if (level && (!easiest || SENSE_LEVELS.indexOf(level) < SENSE_LEVELS.indexOf(easiest))) {
        easiest = level;
      }
    }
    return easiest;
  };
  const wordLevel = (word: string) => {
    const parts = contractionParts(word);
    if (!parts) return lemmaLevel(word);
    const levels = parts.map(lemmaLevel).filter((l): l is SenseLevel => l !== null);
    return levels.length
      ? levels.reduce((a, b) => (SENSE_LEVELS.indexOf(b) > SENSE_LEVELS.indexOf(a) ? b : a))
      : null;
  };
  // The defining vocabulary was made from American subtitles: each of its words counts in
  // British spelling too (organization: organisation), as the definitions are written.
  const defining = readDefiningVocabulary();
  for (const word of [...defining])
    for (const british of britishRespellings(word)) defining.add(british);
  return {
    defining,
    irregular,
    contentRules: readContentRules(),
    beginner: beginnerWordTest(readBeginnerWords(), irregular, readNotBeginnerForms()),
    beginnerPhrasesAvoided: readBeginnerPhrasesAvoided(),
    isName,
    nameWords: nameWordsOf(readEntryFilesSafely().files.flatMap((file) => file.entries)),
    wordLevel: options.levels === false ? undefined : wordLevel,
  };
}

/** Every entry file; one that is not valid YAML is reported, not thrown. */
/**
 * Lines whose plain (unquoted) value holds " #": YAML reads the rest as a comment, so "the sign
 * # in front of it" became "the sign" (hashtag, found by a reviewer of 2026-11-30). 1-based.
 */
export function commentCutLines(text: string): number[] {
  const lines: number[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    const value = /^\s*(?:-\s+)?(?:[\w-]+:\s+)?(.*)$/.exec(line)?.[1] ?? '';
    if (/^["'#]/.test(value) || value.startsWith('[')) continue;
    if (/\s#/.test(value)) lines.push(i + 1);
  }
  return lines;
}

export function readEntryFilesSafely(dir = ENTRIES_DIR): {
  files: EntryFile[];
  unreadable: { file: string; message: string }[];
} {
  const unreadable: { file: string; message: string }[] = [];
  const files = entryFileNames(dir).flatMap((file) => {
    try {
      const cut = commentCutLines(readFileSync(join(dir, file), 'utf8'));
      if (cut.length) {
        unreadable.push({
          file,
          message: `line ${cut.join(', ')}: " #" outside quotes starts a YAML comment and cuts the text short; quote the value`,
        });
      }
      return [{ file, entries: readEntryFile(join(dir, file)) }];
    } catch (error) {
      unreadable.push({ file, message: (error as Error).message.split('\n')[0] ?? '' });
      return [];
    }
  });
  return { files, unreadable };
}

/** Every headword that must have an entry: the single words, grammar words and phrase lists. */
export function requiredHeadwords(): string[] {
  return [
    ...new Set([
      ...readHeadwordList().map((h) => h.word),
      ...readFunctionWords(),
      ...readRequiredExtras(),
    ]),
  ];
}

/** The words of the name headwords (London; the United States: united, states). */
export function nameWordsOf(entries: readonly Entry[]): Set<string> {
  const words = new Set<string>();
  for (const entry of entries) {
    if (entry.senses?.[0]?.pos !== 'proper noun' || !/^(the )?[A-Z]/.test(entry.word)) continue;
    for (const part of entry.word.toLowerCase().match(/[a-z]+/g) ?? [])
      if (part !== 'the' && part !== 'of' && part !== 'and') words.add(part);
  }
  return words;
}
