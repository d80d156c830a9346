/**
 * Taboo with the learner's own words: the words of their list that got no card. The server makes
 * cards from our dictionary only, so a word it does not have (or says too little about) is left
 * out; the page names those words instead of showing a broken card.
 */
export function wordsWithoutCard(
  words: ReadonlyArray<{ word: string }>,
  cards: ReadonlyArray<{ word: string }>,
): string[] {
  const carded = new Set(cards.map((card) => card.word.trim().toLowerCase()));
  return words.map((w) => w.word).filter((word) => !carded.has(word.trim().toLowerCase()));
}

const NAMED_AT_MOST = 6;

/** "insect, big cat and 3 more": a short list a learner can read at a glance. */
function namedList(words: readonly string[]): string {
  const named = words.slice(0, NAMED_AT_MOST).map((w) => `"${w}"`);
  const more = words.length - named.length;
  if (more > 0) return `${named.join(', ')} and ${more} more`;
  if (named.length === 1) return named[0]!;
  return `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

/** What the page says about those words; null when every word has a card. */
export function noCardMessage(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  const they = words.length === 1 ? 'it' : 'them';
  return `No card for ${namedList(words)}: our dictionary does not have ${they} yet, or does not say enough about ${they} for a card.`;
}
