/**
 * Text rules of the bank: sentence counting and "does this word (in any inflection) appear in the
 * passage". Deliberately simple and predictable, so a teacher can tell why a check fails.
 */

/**
 * Sentences end with . ! or ? (optionally followed by a closing quote or bracket) before a capital
 * letter, an opening quote, a digit or the end of the text. `"Come in!" she said.` is one sentence.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  const end = /[.!?]+["')]*(?=\s+["'(]?[A-Z0-9]|\s*$)/g;
  let start = 0;
  for (const match of text.matchAll(end)) {
    const stop = (match.index ?? 0) + match[0].length;
    const sentence = text.slice(start, stop).trim();
    if (sentence) sentences.push(sentence);
    start = stop;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

export function countSentences(text: string): number {
  return splitSentences(text).length;
}

/** Abbreviations whose dot would be counted as a sentence end. */
const DOTTED_ABBREVIATION = /\b(Mr|Mrs|Ms|Dr|St|Prof|Mt|No|vs|etc|approx|e\.g|i\.e|a\.m|p\.m)\./;

export function dottedAbbreviation(text: string): string | undefined {
  return DOTTED_ABBREVIATION.exec(text)?.[0];
}

/** Characters a teacher's editor may slip in instead of plain ASCII quotes and dashes. */
export function typographicCharacters(text: string): string[] {
  return [...new Set(text.match(/[\u2018\u2019\u201C\u201D\u2013\u2014\u2026]/g) ?? [])];
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
}

/** A rough stem: removes one inflectional ending and undoes consonant doubling and e-dropping. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '');
  const y = /^(.{2,})(ies|ied|ier|iest)$/.exec(w);
  if (y) return `${y[1]}y`;
  for (const ending of ['ing', 'est', 'ed', 'er', 'es', 's']) {
    if (ending === 's' && /(ss|us|is)$/.test(w)) continue;
    if (w.endsWith(ending) && w.length - ending.length >= 3) {
      w = w.slice(0, -ending.length);
      break;
    }
  }
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|ff|zz)$/.test(w)) w = w.slice(0, -1);
  return w.replace(/e$/, '');
}

/**
 * True when `phrase` (one or more words) occurs in `text`, each word in any inflection:
 * "shine" matches "shines" and "shining", "look after" matches "looked after".
 */
export function containsWordForm(text: string, phrase: string): boolean {
  const wanted = words(phrase).map(stem);
  if (wanted.length === 0) return false;
  const found = words(text).map(stem);
  return found.some((_, start) => wanted.every((w, i) => found[start + i] === w));
}
