import { baseOf, PHONES } from './arpabet';

/** How a neighbour differs from the target when it is one phoneme away. */
export interface PhonemeEdit {
  kind: 'substitution' | 'omission' | 'insertion';
  /** Index into the target's phonemes (for an insertion: the phoneme it comes before). */
  position: number;
  /** The target's phone there ('' for an insertion). */
  expected: string;
  /** What the neighbour has instead ('' for an omission). */
  heard: string;
}

export interface Neighbour {
  word: string;
  /** Base phones (no stress). */
  phones: string[];
  distance: number;
  /** Set when the neighbour is exactly one phoneme away. */
  edit?: PhonemeEdit;
  count: number;
}

export interface NeighbourOptions {
  /** 1 or 2 phoneme edits. */
  maxDistance: number;
  /** At most this many neighbours, nearest first, then most frequent. */
  limit: number;
  /** Words rarer than this (SUBTLEX count) are not competitors: learners would not say them. */
  minCount: number;
  /** Spellings never returned (the target word itself). */
  exclude?: readonly string[];
  /** Keeps only the neighbours this accepts (applied before the limit). */
  accept?: (neighbour: Neighbour) => boolean;
}

function oneEditAway(base: readonly string[]): Array<{ phones: string[]; edit: PhonemeEdit }> {
  const out: Array<{ phones: string[]; edit: PhonemeEdit }> = [];
  base.forEach((phone, position) => {
    for (const instead of PHONES) {
      if (instead === phone) continue;
      out.push({
        phones: [...base.slice(0, position), instead, ...base.slice(position + 1)],
        edit: { kind: 'substitution', position, expected: phone, heard: instead },
      });
    }
    if (base.length > 1)
      out.push({
        phones: [...base.slice(0, position), ...base.slice(position + 1)],
        edit: { kind: 'omission', position, expected: phone, heard: '' },
      });
  });
  for (let position = 0; position <= base.length; position += 1) {
    for (const added of PHONES) {
      out.push({
        phones: [...base.slice(0, position), added, ...base.slice(position)],
        edit: { kind: 'insertion', position, expected: '', heard: added },
      });
    }
  }
  return out;
}

/**
 * Real words whose pronunciation is one (or two) phoneme edits from the target's (ship -> sheep,
 * three -> tree). `wordFor` maps base phones joined by spaces to a spelling (the most frequent one);
 * `countOf` gives a word's frequency. Pure: the dictionary and counts are passed in.
 */
export function findNeighbours(
  target: readonly string[],
  wordFor: (phonesKey: string) => string | undefined,
  countOf: (word: string) => number,
  options: NeighbourOptions,
): Neighbour[] {
  const base = target.map(baseOf);
  const excluded = new Set([...(options.exclude ?? [])].map((w) => w.toLowerCase()));
  const seen = new Set([base.join(' ')]);
  const found: Neighbour[] = [];
  const consider = (phones: string[], distance: number, edit?: PhonemeEdit) => {
    const key = phones.join(' ');
    if (seen.has(key)) return;
    seen.add(key);
    const word = wordFor(key);
    if (!word || excluded.has(word)) return;
    const count = countOf(word);
    if (count < options.minCount) return;
    const neighbour: Neighbour = { word, phones, distance, count, ...(edit ? { edit } : {}) };
    if (!options.accept || options.accept(neighbour)) found.push(neighbour);
  };
  const first = oneEditAway(base);
  for (const { phones, edit } of first) consider(phones, 1, edit);
  if (options.maxDistance >= 2) {
    for (const { phones } of first) {
      if (phones.length === 0) continue;
      for (const second of oneEditAway(phones)) consider(second.phones, 2);
    }
  }
  // One spelling per word (a word can be reached through two pronunciations).
  const byWord = new Map<string, Neighbour>();
  for (const n of found.sort((a, b) => a.distance - b.distance || b.count - a.count)) {
    if (!byWord.has(n.word)) byWord.set(n.word, n);
  }
  return [...byWord.values()].slice(0, options.limit);
}
