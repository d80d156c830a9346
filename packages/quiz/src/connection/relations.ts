import {
  ancestorsOf,
  hypernymsOf,
  isProperSense,
  sensesOfEntry,
  type WordData,
  type WordNetPos,
} from '@lexora/words';

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
  /**
   * A word's commonest noun senses (three, by SemCor tags) and the synsets up to two steps above
   * them, as offsets: what kind of thing the word names for a learner.
   */
  const kindCache = new Map<string, Set<number>>();
  const kindOf = (word: string): Set<number> => {
    const k = key(word);
    let found = kindCache.get(k);
    if (!found) {
      found = new Set();
      const senses = sensesOfEntry({ lemma: k, pos: 'n' }, source)
        .filter((s) => !isProperSense(s))
        .sort((a, b) => b.tagCount - a.tagCount || a.senseNumber - b.senseNumber)
        .slice(0, 3);
      for (const sense of senses) {
        let layer = [sense.synset];
        found.add(sense.synset.offset);
        for (let step = 0; step < 2; step++) {
          layer = layer.flatMap((s) => hypernymsOf(s, source));
          for (const s of layer) found.add(s.offset);
        }
      }
      kindCache.set(k, found);
    }
    return found;
  };
  /**
   * The two words name things of one kind (in their commonest senses): one is at most two steps
   * above the other, or they share a broader term within two steps of each ("holiday" and
   * "birthday" are days; a school is a building).
   */
  const nearKind = (one: string, other: string): boolean => {
    const mine = kindOf(one);
    for (const offset of kindOf(other)) if (mine.has(offset)) return true;
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
    nearKind,
    sharesSynset,
    joins,
    synsetsOf,
  };
}

export type FitsTest = ReturnType<typeof createFitsTest>;
