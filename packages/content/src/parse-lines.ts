/**
 * The decks are written as one line per item with `|`-separated fields, which keeps hundreds of
 * items readable and reviewable. Blank lines and lines starting with `#` are skipped.
 */
export function parseLines(block: string): string[][] {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('|').map((field) => field.trim()));
}

/** Splits a comma-separated field into trimmed, non-empty parts. */
export function list(field: string | undefined, separator = ','): string[] {
  return (field ?? '')
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function field(fields: readonly string[], index: number, what: string): string {
  const value = fields[index];
  if (value === undefined || value === '') {
    throw new Error(`Content line is missing its ${what}: ${fields.join(' | ')}`);
  }
  return value;
}
