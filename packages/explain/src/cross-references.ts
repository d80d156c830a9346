/**
 * Our definitions put a word outside the defining vocabulary in double quotes, as a
 * cross-reference for the dictionary's checker ('such as "tennis"', '25 "December"'). A learner
 * reads those quotes as scare quotes, so the text shown drops them; quotes that mention a word
 * or phrase stay ('used in "according to"', 'words such as "serious"', 'the past form of
 * "wind"'). Pure.
 */

/** Words just before a quote that say the quoted text is mentioned, not used. */
const MENTION_CUES = new Set([
  'as',
  'word',
  'words',
  'phrase',
  'phrases',
  'said',
  'saying',
  'say',
  'called',
  'form',
  'forms',
  'spelling',
  'letter',
  'letters',
  'than',
  'mean',
  'means',
  'questions',
  'sentences',
  'instead',
  'writing',
  'write',
  'written',
  'spelt',
  'spelled',
]);

/** "used in "according to"", "as in "café"": "in" says mention only after these words. */
const MENTION_BEFORE_IN = new Set(['used', 'as']);

/** "a short form of "Anna"", "instead of "damn"": mentions after these words and "of". */
const MENTION_BEFORE_OF = new Set(['form', 'forms', 'spelling', 'version', 'instead', 'way']);

/** Grammar words are mentioned, never cross-referenced ('with "not"', '"a", "an" and "the"'). */
const GRAMMAR = new Set(
  `a an the and or but not no of to in on at by for with as so if than that this what which who
  some any neither nor never ever yet still just also too very much more most i we you he she
  it they me him her us them`.split(/\s+/),
);

const QUOTED = /"([^"]+)"/g;

/**
 * The text with cross-reference quotes removed: a quoted name ("Germany", "the Internet",
 * "Ludwig van Beethoven") or a quoted single word used in the sentence ('such as "tennis"', 'on
 * a "piano"'), unless a word before it says it is mentioned. A quote in a list after another
 * quote ('"forks" and "spoons"') is treated as the first one is.
 */
export function withoutCrossReferenceQuotes(text: string): string {
  if (!text.includes('"')) return text;
  let previousKept: boolean | null = null;
  let previousEnd = -1;
  return text.replace(QUOTED, (whole: string, inner: string, offset: number) => {
    const between = previousEnd >= 0 ? text.slice(previousEnd, offset) : '';
    const inList = previousKept !== null && /^(?:,\s*|,?\s+(?:and|or)\s+)$/.test(between);
    const back = (
      text
        .slice(0, offset)
        .toLowerCase()
        .match(/[a-z']+/g) ?? []
    )
      .slice(-3)
      .reverse();
    const [cue = '', second = '', third = ''] = back;
    let keep: boolean;
    if (inList) keep = previousKept!;
    // "-ed", "café", "Mr.", a letter ("h"), a grammar word ("I", "not") are always mentions,
    // and so is another word for the same thing after a semicolon ('the fuel...; "petrol"').
    else if (/[^A-Za-z' -]|^-|-$/.test(inner) || inner.length === 1) keep = true;
    else if (GRAMMAR.has(inner.toLowerCase()) || /;\s*$/.test(text.slice(0, offset))) keep = true;
    else if (cue === 'of' && MENTION_BEFORE_OF.has(second)) keep = true;
    else if (cue === 'in' && MENTION_BEFORE_IN.has(second)) keep = true;
    else if (cue === 'like' && /^words?$/.test(second)) keep = true;
    else if (cue === 'for' && /^(?:short|word|name)$/.test(second)) keep = true;
    // "such as": a mention after "words such as", else examples of things ("such as tennis").
    else if (cue === 'as' && second === 'such')
      keep = /^(?:words|questions|phrases|sentences)$/.test(third);
    else if (MENTION_CUES.has(cue)) keep = true;
    // A name: "Germany", "the Internet", "Ludwig van Beethoven".
    else if (/[A-Z]/.test(inner)) keep = false;
    else keep = inner.includes(' ');
    previousKept = keep;
    previousEnd = offset + whole.length;
    return keep ? whole : inner;
  });
}
