import { ancestorsOf, type WordData, type WordNetPos } from '@lexora/words';

const ALL_POS: WordNetPos[] = ['n', 'v', 'a', 'r'];
const key = (word: string) =>
  word
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The WordNet entries two words make together: "fire"+"place", "fire engine", "ice-cream". */
export function compoundForms(first: string, second: string): string[] {
  const a = key(first);
  const b = key(second);
  return [`${a}${b}`, `${a}_${b}`, `${a}-${b}`];
}

/**
 * The engine's own "fits" test: does `option` connect to `clue` in any of the three ways the
 * quiz asks about? Deliberately generous (any sense, any depth, any joining order), so that a
 * distractor that passes it for every clue is never offered as a wrong answer.
 */
export function createFitsTest(words: WordData) {
  const { source } = words;
  const ancestorCache = new Map<string, Set<string>>();
  const synsetCache = new Map<string, Set<string>>();

  /** Every synset a word belongs to, as "pos:offset". */
  const synsetsOf = (word: string): Set<string> => {
    const k = key(word);
    let found = synsetCache.get(k);
    if (!found) {
      found = new Set();
      for (const pos of ALL_POS) {
        for (const offset of source.wordnet.entry(k, pos)?.offsets ?? [])
          found.add(`${pos}:${offset}`);
      }
      synsetCache.set(k, found);
    }
    return found;
  };

  /** Every hypernym ancestor of every noun sense of a word. */
  const ancestorsOfWord = (word: string): Set<string> => {
    const k = key(word);
    let found = ancestorCache.get(k);
    if (!found) {
      found = new Set();
      for (const offset of source.wordnet.entry(k, 'n')?.offsets ?? []) {
        for (const a of ancestorsOf(source.wordnet.synset('n', offset), source)) {
          found.add(`n:${a.offset}`);
        }
      }
      ancestorCache.set(k, found);
    }
    return found;
  };

  const isEntry = (lemma: string) => ALL_POS.some((pos) => source.wordnet.entry(lemma, pos));

  const isCategoryOf = (option: string, clue: string) => {
    const above = ancestorsOfWord(clue);
    for (const s of synsetsOf(option)) if (s.startsWith('n:') && above.has(s)) return true;
    return false;
  };
  /** A word's synsets plus, for adjectives, those they are similar to (huge ~ large). */
  const meaningsOf = (word: string): Set<string> => {
    const out = new Set(synsetsOf(word));
    for (const s of synsetsOf(word)) {
      if (!s.startsWith('a:')) continue;
      for (const p of source.wordnet.synset('a', Number(s.slice(2))).pointers) {
        if (p.symbol === '&') out.add(`${p.pos}:${p.offset}`);
      }
    }
    return out;
  };
  const sharesSynset = (option: string, clue: string) => {
    const mine = meaningsOf(clue);
    for (const s of meaningsOf(option)) if (mine.has(s)) return true;
    return false;
  };
  const joins = (option: string, clue: string) =>
    [...compoundForms(option, clue), ...compoundForms(clue, option)].some(isEntry);

  const fitsClue = (option: string, clue: string): boolean =>
    key(option) === key(clue) ||
    isCategoryOf(option, clue) ||
    sharesSynset(option, clue) ||
    joins(option, clue);

  return {
    fitsClue,
    /** True when the option connects to every clue: a valid answer. */
    fits: (option: string, clues: readonly string[]) => clues.every((c) => fitsClue(option, c)),
    isCategoryOf,
    sharesSynset,
    joins,
    synsetsOf,
  };
}

export type FitsTest = ReturnType<typeof createFitsTest>;
