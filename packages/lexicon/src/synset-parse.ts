import { LEXICOGRAPHER_FILES } from './lexicographer-files';

export type SynsetPos = 'n' | 'v' | 'a' | 'r';

export interface SynsetPointer {
  /** WordNet pointer symbol: '@' hypernym, '~' hyponym, '!' antonym, ';c' topic domain... */
  symbol: string;
  pos: SynsetPos;
  offset: number;
  /** Word number in this synset the pointer starts from (0 = the whole synset: semantic). */
  source: number;
  /** Word number in the target synset (0 = the whole synset). */
  target: number;
}

export interface Synset {
  pos: SynsetPos;
  offset: number;
  /** True for adjective satellites ('s' in the data file). */
  satellite: boolean;
  /** Lexicographer file, e.g. 'noun.artifact'. */
  lexFile: string;
  /** Lemmas as written in WordNet (underscores for spaces, capitals kept, markers removed). */
  words: string[];
  pointers: SynsetPointer[];
  /** Generic verb frame numbers that apply to every word of the synset (verbs only). */
  frames: number[];
  /** The definition part of the gloss (text outside quotes, without trailing separators). */
  definition: string;
  /** Example sentences (the quoted parts of the gloss), without their quotes or attributions. */
  examples: string[];
}

const asPos = (value: string): SynsetPos => (value === 's' ? 'a' : (value as SynsetPos));

/** Splits a gloss into its definition and its quoted examples ("...", with an optional author). */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const examples: string[] = [];
  const definition: string[] = [];
  let rest = gloss;
  for (;;) {
    const open = rest.indexOf('"');
    if (open === -1) break;
    const close = rest.indexOf('"', open + 1);
    if (close === -1) break;
    definition.push(rest.slice(0, open));
    const example = rest.slice(open + 1, close).trim();
    if (example.length > 0) examples.push(example);
    // An attribution follows some examples: "..." - Shakespeare; drop it up to the next separator.
    rest = rest.slice(close + 1).replace(/^\s*-+\s*[^;"]*/, '');
  }
  definition.push(rest);
  const text = definition
    .join(' ')
    .replace(/\s*;\s*(;\s*)*/g, '; ')
    .replace(/\s+/g, ' ')
    .replace(/[\s;:,]+$/, '')
    .trim();
  return { definition: text, examples };
}

/** Parses one line of a WordNet data file (wndb(5WN) format). */
export function parseSynsetLine(line: string): Synset {
  const bar = line.indexOf(' | ');
  const head = (bar === -1 ? line : line.slice(0, bar)).trim().split(' ');
  const gloss = bar === -1 ? '' : line.slice(bar + 3).trim();
  const wordCount = parseInt(head[3] ?? '0', 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) words.push((head[4 + i * 2] ?? '').replace(/\(.*\)$/, ''));
  let at = 4 + wordCount * 2;
  const pointerCount = Number(head[at]);
  at++;
  const pointers: SynsetPointer[] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const sourceTarget = head[at + 3] ?? '0000';
    pointers.push({
      symbol: head[at] ?? '',
      offset: Number(head[at + 1]),
      pos: asPos(head[at + 2] ?? 'n'),
      source: parseInt(sourceTarget.slice(0, 2), 16),
      target: parseInt(sourceTarget.slice(2), 16),
    });
  }
  const frames: number[] = [];
  const frameCount = head[2] === 'v' ? Number(head[at] ?? 0) : 0;
  for (let i = 0; i < frameCount; i++) {
    // '+ f_num w_num': w_num 0 means the frame holds for all words of the synset.
    if (head[at + 3 + i * 3] === '00') frames.push(Number(head[at + 2 + i * 3]));
  }
  return {
    pos: asPos(head[2] ?? 'n'),
    offset: Number(head[0]),
    satellite: head[2] === 's',
    lexFile: LEXICOGRAPHER_FILES[Number(head[1])] ?? '',
    words,
    pointers,
    frames,
    ...splitGloss(gloss),
  };
}
