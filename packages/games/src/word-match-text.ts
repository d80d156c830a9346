/**
 * Whether `text` contains `word` as a whole word, case-insensitively.
 * Whole words (not substrings) so the forbidden word "sea" is not found in "season";
 * a plural ending (-s / -es) still counts, so "mountains" contains "mountain".
 * Multi-word entries ("ice cream") match with any run of spaces between their parts.
 */
export function containsWord(text: string, word: string): boolean {
  const pattern = patternFor(word);
  return pattern !== null && pattern.test(text.toLowerCase());
}

// Decks reuse the same few hundred words, so compiled patterns are cached.
const patterns = new Map<string, RegExp | null>();

function patternFor(word: string): RegExp | null {
  const key = word.trim().toLowerCase();
  const cached = patterns.get(key);
  if (cached !== undefined) return cached;
  const parts = key.split(/\s+/).filter(Boolean).map(escapeRegExp);
  const pattern =
    parts.length === 0
      ? null
      : new RegExp(`(^|[^\\p{L}\\p{N}])${parts.join('\\s+')}(e?s)?(?=$|[^\\p{L}\\p{N}])`, 'u');
  patterns.set(key, pattern);
  return pattern;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
