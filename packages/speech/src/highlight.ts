import { baseOf } from './arpabet';

/** Spellings each sound commonly takes; used to line letters up with phonemes. */
const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  AA: ['a', 'o', 'al', 'au', 'ah'],
  AE: ['a', 'ai'],
  AH: ['a', 'e', 'i', 'o', 'u', 'ou', 'io', 'ia', 'oo'],
  AO: ['o', 'a', 'au', 'aw', 'ough', 'augh', 'oa', 'al'],
  AW: ['ou', 'ow'],
  AY: ['i', 'y', 'ie', 'igh', 'ei', 'ai', 'uy', 'ye'],
  EH: ['e', 'ea', 'a', 'ai', 'ie'],
  ER: ['er', 'ir', 'ur', 'or', 'ear', 'ar', 'our', 're', 'r'],
  EY: ['a', 'ai', 'ay', 'ei', 'ey', 'ea', 'eigh'],
  IH: ['i', 'e', 'y', 'ie', 'ui'],
  IY: ['e', 'ee', 'ea', 'y', 'i', 'ie', 'ei', 'ey'],
  OW: ['o', 'oa', 'ow', 'oe', 'ough', 'eau'],
  OY: ['oi', 'oy'],
  UH: ['oo', 'u', 'ou'],
  UW: ['oo', 'u', 'ew', 'ue', 'ou', 'o', 'ui'],
  B: ['b', 'bb'],
  CH: ['ch', 'tch', 't'],
  D: ['d', 'dd', 'ed'],
  DH: ['th'],
  F: ['f', 'ff', 'ph', 'gh'],
  G: ['g', 'gg', 'gu', 'gh'],
  HH: ['h', 'wh'],
  JH: ['j', 'g', 'ge', 'dg', 'dge', 'gi'],
  K: ['k', 'c', 'ck', 'ch', 'q', 'x', 'cc'],
  L: ['l', 'll', 'le'],
  M: ['m', 'mm', 'mb'],
  N: ['n', 'nn', 'kn', 'gn'],
  NG: ['ng', 'n'],
  P: ['p', 'pp'],
  R: ['r', 'rr', 'wr'],
  S: ['s', 'ss', 'c', 'ce', 'x', 'sc'],
  SH: ['sh', 'ti', 'ci', 'ch', 's', 'ssi', 'si'],
  T: ['t', 'tt', 'ed', 'pt'],
  TH: ['th'],
  V: ['v', 'f'],
  W: ['w', 'wh', 'u', 'o'],
  Y: ['y', 'i', 'u'],
  Z: ['z', 'zz', 's', 'x'],
  ZH: ['s', 'si', 'g', 'ge'],
};

const SILENT = new Set(['e', 'h', 'u', 'w', 'b', 'k', 'g', 'gh', "'", '-']);

export interface WordPart {
  text: string;
  /** Phonemes these letters spell (empty for silent letters). */
  phonemes: string[];
  /** True when one of these phonemes looks wrong. */
  suspect: boolean;
}

/**
 * Splits a word into letter groups, one per phoneme (silent letters join no sound), and marks the
 * groups whose phoneme position is suspect. Structured parts, never HTML.
 */
export function highlightWord(
  word: string,
  phonemes: readonly string[],
  suspectPositions: readonly number[],
): WordPart[] {
  const letters = word.toLowerCase();
  const n = letters.length;
  const m = phonemes.length;
  // best[i][j]: cost of spelling the first j phonemes with the first i letters.
  const best: number[][] = Array.from({ length: n + 1 }, () =>
    new Array<number>(m + 1).fill(Infinity),
  );
  const back: Array<Array<[number, number] | undefined>> = Array.from(
    { length: n + 1 },
    () => new Array(m + 1),
  );
  (best[0] as number[])[0] = 0;
  for (let i = 0; i <= n; i += 1) {
    for (let j = 0; j <= m; j += 1) {
      const here = (best[i] as number[])[j] as number;
      if (here === Infinity) continue;
      const relax = (ni: number, nj: number, cost: number) => {
        if (here + cost < ((best[ni] as number[])[nj] as number)) {
          (best[ni] as number[])[nj] = here + cost;
          (back[ni] as Array<[number, number] | undefined>)[nj] = [i, j];
        }
      };
      if (i < n) relax(i + 1, j, SILENT.has(letters[i] as string) ? 0.6 : 2);
      if (j < m) {
        const spellings = SPELLINGS[baseOf(phonemes[j] as string)] ?? [];
        for (let len = 1; len <= 4 && i + len <= n; len += 1) {
          const chunk = letters.slice(i, i + len);
          relax(i + len, j + 1, spellings.includes(chunk) ? 0 : 1.5 * len);
        }
        relax(i, j + 1, 2.5); // a sound with no letter of its own (e.g. the Y in 'cute')
      }
    }
  }
  const owner: number[] = new Array<number>(n).fill(-1);
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const previous = (back[i] as Array<[number, number] | undefined>)[j];
    if (!previous) break;
    const [pi, pj] = previous;
    if (pj < j) for (let k = pi; k < i; k += 1) owner[k] = pj;
    i = pi;
    j = pj;
  }
  const parts: WordPart[] = [];
  const suspects = new Set(suspectPositions);
  for (let k = 0; k < n; k += 1) {
    const position = owner[k] as number;
    const phonemesHere = position >= 0 ? [phonemes[position] as string] : [];
    const suspect = position >= 0 && suspects.has(position);
    const last = parts[parts.length - 1];
    const sameGroup =
      last &&
      last.suspect === suspect &&
      (position < 0
        ? last.phonemes.length === 0
        : last.phonemes[0] === phonemesHere[0] && owner[k - 1] === position);
    if (last && sameGroup) last.text += word[k];
    else parts.push({ text: word[k] as string, phonemes: phonemesHere, suspect });
  }
  return parts;
}
