import type { ExportedRow, ExportedSections } from './account.repository';

/** One line per thing the learner did or keeps, readable in any spreadsheet. */
const HEADER = ['kind', 'date', 'item', 'result', 'details'];

type Line = [kind: string, date: string, item: string, result: string, details: string];

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

/**
 * A cell as CSV: quoted when needed, and a leading = + - @ made harmless so that a spreadsheet
 * shows the learner's text instead of running it as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function reviewSummary(review: unknown): string {
  const state = review as { reps?: number; due?: number } | null;
  if (!state || typeof state.due !== 'number') return '';
  const reps = state.reps ?? 0;
  const reviewed =
    reps === 0 ? 'not reviewed yet' : `reviewed ${reps} ${reps === 1 ? 'time' : 'times'}`;
  return `${reviewed}, next review ${new Date(state.due).toISOString().slice(0, 10)}`;
}

const rowsOf = (sections: ExportedSections, section: string, table: string): ExportedRow[] =>
  sections[section]?.[table] ?? [];

/** The words and results of an export (the JSON file holds everything). */
export function learnerCsv(sections: ExportedSections): string {
  const lines: Line[] = [
    ...rowsOf(sections, 'words', 'difficultWords').map((r): Line => [
      'word',
      text(r.createdAt),
      text(r.word),
      text(r.category),
      [text(r.definition), reviewSummary(r.review)].filter(Boolean).join('; '),
    ]),
    ...rowsOf(sections, 'words', 'practice').map((r): Line => [
      'practice',
      text(r.practisedAt),
      text(r.word),
      text(r.source),
      '',
    ]),
    ...rowsOf(sections, 'games', 'results').map((r): Line => [
      'game',
      text(r.finishedAt),
      text(r.game),
      `score ${text(r.score)}`,
      '',
    ]),
    ...rowsOf(sections, 'pronunciation', 'checks').map((r): Line => [
      'pronunciation',
      text(r.createdAt),
      text(r.word),
      text(r.result),
      Array.isArray(r.missedPhonemes) && r.missedPhonemes.length > 0
        ? `missed sounds: ${r.missedPhonemes.join(' ')}`
        : '',
    ]),
    ...rowsOf(sections, 'vocabulary', 'analyses').map((r): Line => [
      'analysis',
      text(r.createdAt),
      'vocabulary level',
      text(r.level),
      text(r.feedback),
    ]),
    ...rowsOf(sections, 'progress', 'pointsLedger').map((r): Line => [
      'points',
      text(r.createdAt),
      text(r.reason),
      `${text(r.amount)} points`,
      '',
    ]),
  ];
  return toCsv([HEADER, ...lines]);
}
