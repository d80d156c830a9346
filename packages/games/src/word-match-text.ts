/**
 * Whether `text` contains `word` as a whole word, case-insensitively.
 * Whole words (not substrings) so the forbidden word "sea" is not found in "season";
 * a plural ending (-s / -es) still counts, so "mountains" contains "mountain".
 * Multi-word entries ("ice cream") match with any run of spaces between their parts.
 */
export function containsWord(text: string, word: string): boolean {
  const parts = word.trim().toLowerCase().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (parts.length === 0) return false;
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{N}])${parts.join('\\s+')}(e?s)?(?=$|[^\\p{L}\\p{N}])`,
    'u',
  );
  return pattern.test(text.toLowerCase());
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
