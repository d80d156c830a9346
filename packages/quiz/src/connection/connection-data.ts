import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CefrLevel } from '@lexora/contracts';
import type { WordNetPos } from '@lexora/words';
import type { ConnectionKind } from './types';

/**
 * The quiz's hand-written data (packages/quiz/data): our written connections and the plain
 * labels of categories. Plain text a teacher can edit; `parseConnections` and `parseLabels`
 * say what is wrong with a line, and the loaders refuse a file with problems.
 * Found through the package's entry (src/index.ts), not this module's own path: the server's
 * bundle (scripts/build-server.mjs) moves this code into apps/server/dist.
 */
export const DATA_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@lexora/quiz')),
  '../data',
);

const LEVELS: readonly CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1'];
const POS: readonly WordNetPos[] = ['n', 'v', 'a', 'r'];

/** A connection written by us: see data/connections.txt for the format. */
export interface WrittenConnection {
  kind: ConnectionKind;
  answer: string;
  /** Synonyms: the part of speech the words share (categories and compounds are nouns). */
  pos?: WordNetPos;
  level: CefrLevel;
  /** Categories and synonyms: the clue words. Compounds: the compounds ("fire truck"). */
  members: string[];
}

/** The name a category question shows for its head word (data/connection-labels.txt). */
export interface CategoryLabel {
  head: string;
  label: string;
  level: CefrLevel;
  /** Heads whose groups share members with this one: never each other's wrong answers. */
  overlaps: string[];
  /** Members the head's group has that the label shown does not name (an ambulance is no car). */
  excluded: string[];
}

export interface DataProblem {
  line: number;
  problem: string;
}

/** Lines that hold data: not blank, not a # comment, with their 1-based line numbers. */
function dataLines(text: string): { line: number; cells: string[] }[] {
  return text
    .split('\n')
    .map((raw, i) => ({ line: i + 1, raw: raw.trim() }))
    .filter(({ raw }) => raw !== '' && !raw.startsWith('#'))
    .map(({ line, raw }) => ({ line, cells: raw.split('|').map((c) => c.trim()) }));
}

const WORD = /^[a-z]+(?:[ -][a-z]+)*$/;

export function parseConnections(text: string): {
  connections: WrittenConnection[];
  problems: DataProblem[];
} {
  const connections: WrittenConnection[] = [];
  const problems: DataProblem[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of dataLines(text)) {
    const fail = (problem: string) => problems.push({ line, problem });
    if (cells.length !== 4) {
      fail(`expected 4 fields (kind | answer | level | members), found ${cells.length}`);
      continue;
    }
    const [kindCell, answer, level, memberCell] = cells as [string, string, string, string];
    const [kind, pos, extra] = kindCell.split(/\s+/);
    if (kind !== 'category' && kind !== 'compound' && kind !== 'synonym') {
      fail(`unknown kind "${kind}"`);
      continue;
    }
    if (extra !== undefined || (kind === 'synonym') !== (pos !== undefined)) {
      fail('a synonym line names one part of speech (synonym a|v|n|r); other kinds none');
      continue;
    }
    if (pos !== undefined && !POS.includes(pos as WordNetPos)) {
      fail(`unknown part of speech "${pos}"`);
      continue;
    }
    if (!/^[a-z]+$/.test(answer)) fail(`answer "${answer}" is not one lower-case word`);
    if (!LEVELS.includes(level as CefrLevel)) fail(`level "${level}" is not A1-C1`);
    const members = memberCell.split(',').map((m) => m.trim());
    const bad = members.filter((m) => !WORD.test(m));
    if (bad.length > 0) fail(`members not lower-case words: ${bad.join(', ')}`);
    if (new Set(members).size !== members.length) fail('a member is listed twice');
    if (members.length < 3) fail('fewer than 3 members');
    const id = `${kindCell} ${answer}`;
    if (seen.has(id)) fail(`"${id}" is written twice`);
    seen.add(id);
    if (problems.some((p) => p.line === line)) continue;
    connections.push({
      kind,
      answer,
      ...(pos ? { pos: pos as WordNetPos } : {}),
      level: level as CefrLevel,
      members,
    });
  }
  return { connections, problems };
}

export function parseLabels(text: string): { labels: CategoryLabel[]; problems: DataProblem[] } {
  const labels: CategoryLabel[] = [];
  const problems: DataProblem[] = [];
  const heads = new Set<string>();
  const rows = dataLines(text);
  for (const { line, cells } of rows) {
    const fail = (problem: string) => problems.push({ line, problem });
    if (cells.length < 3 || cells.length > 5) {
      fail(`expected 3 to 5 fields (head | label | level | overlaps | not), found ${cells.length}`);
      continue;
    }
    const [head, label, level, overlapCell = '', notCell = ''] = cells as [
      string,
      string,
      string,
      string?,
      string?,
    ];
    if (!/^[a-z]+$/.test(head)) fail(`head "${head}" is not one lower-case word`);
    if (!WORD.test(label)) fail(`label "${label}" is not lower-case words`);
    if (label.split(' ').length > 5) fail(`label "${label}" is longer than five words`);
    if (!LEVELS.includes(level as CefrLevel)) fail(`level "${level}" is not A1-C1`);
    if (heads.has(head)) fail(`head "${head}" is labelled twice`);
    heads.add(head);
    const overlaps = overlapCell ? overlapCell.split(',').map((o) => o.trim()) : [];
    const excluded = notCell ? notCell.split(',').map((o) => o.trim()) : [];
    const bad = excluded.filter((m) => !WORD.test(m));
    if (bad.length > 0) fail(`excluded members not lower-case words: ${bad.join(', ')}`);
    if (problems.some((p) => p.line === line)) continue;
    labels.push({ head, label, level: level as CefrLevel, overlaps, excluded });
  }
  for (const { line, cells } of rows) {
    for (const o of (cells[3] ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean)) {
      if (!heads.has(o)) problems.push({ line, problem: `overlap "${o}" is not a labelled head` });
    }
  }
  return { labels, problems };
}

function readChecked<T>(file: string, parse: (text: string) => T & { problems: DataProblem[] }) {
  const parsed = parse(readFileSync(join(DATA_DIR, file), 'utf8'));
  if (parsed.problems.length > 0) {
    const list = parsed.problems.map((p) => `${file}:${p.line}: ${p.problem}`).join('\n');
    throw new Error(`The quiz data has problems:\n${list}`);
  }
  return parsed;
}

/** data/quiz-refused.txt: "word | reason" a line, lower-case words, each once. */
export function parseRefused(text: string): { refused: string[]; problems: DataProblem[] } {
  const refused: string[] = [];
  const problems: DataProblem[] = [];
  for (const { line, cells } of dataLines(text)) {
    const [word = '', reason = ''] = cells;
    if (cells.length !== 2 || !WORD.test(word) || reason === '') {
      problems.push({ line, problem: 'expected "word | reason" with a lower-case word' });
    } else if (refused.includes(word)) {
      problems.push({ line, problem: `"${word}" is listed twice` });
    } else refused.push(word);
  }
  return { refused, problems };
}

let connections: WrittenConnection[] | undefined;
let refusedWords: ReadonlySet<string> | undefined;
let labels: CategoryLabel[] | undefined;

/** data/connections.txt, checked (a file with problems is refused, never half used). */
export function loadWrittenConnections(): WrittenConnection[] {
  connections ??= readChecked('connections.txt', parseConnections).connections;
  return connections;
}

/** data/quiz-refused.txt, checked: what neither quiz shows. */
export function loadRefusedWords(): ReadonlySet<string> {
  refusedWords ??= new Set(readChecked('quiz-refused.txt', parseRefused).refused);
  return refusedWords;
}

/**
 * Dictionary sentences fill in the blank does not ask (data/fill-blank-refused.txt): each
 * sentence as written, compared in lower case with its spaces collapsed.
 */
export function loadRefusedSentences(
  file = join(DATA_DIR, 'fill-blank-refused.txt'),
): ReadonlySet<string> {
  return new Set(
    dataLines(readFileSync(file, 'utf8'))
      .map(({ cells }) => sentenceKey(cells[0] ?? ''))
      .filter(Boolean),
  );
}

/** How a refused sentence is compared: lower case, single spaces. */
export const sentenceKey = (sentence: string) => sentence.toLowerCase().replace(/\s+/g, ' ').trim();

/** data/connection-labels.txt, checked. */
export function loadCategoryLabels(): CategoryLabel[] {
  labels ??= readChecked('connection-labels.txt', parseLabels).labels;
  return labels;
}

/**
 * Compounds a teacher reads as one thing that neither WordNet nor our dictionary holds
 * (data/connection-phrases.txt, the judgement of 2026-11-29e: travelcard, travel show, pasta
 * salad). Lower case, as written.
 */
export function loadCompoundPhrases(file = join(DATA_DIR, 'connection-phrases.txt')): Set<string> {
  return new Set(
    dataLines(readFileSync(file, 'utf8'))
      .map(({ cells }) => (cells[0] ?? '').toLowerCase())
      .filter((phrase) => WORD.test(phrase)),
  );
}
