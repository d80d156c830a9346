/**
 * The chat assistant's input rules (spec 000 section 5), shared by the widget and the server.
 * No imports: the web app bundles this file as it is.
 */

/** Words and phrases that frame a question; stripped before the word is looked up. */
export const FILLER_WORDS: readonly string[] = [
  // asking
  'what',
  "what's",
  'whats',
  'wat',
  'wht',
  'waht',
  'whta',
  'wut',
  'whatis',
  'is',
  'iz',
  'are',
  'was',
  'does',
  'dose',
  'do',
  'did',
  'meaning',
  'meanings',
  'meanin',
  'meening',
  'menaing',
  'meanig',
  'meanign',
  'maening',
  'meaing',
  'mening',
  'meannig',
  'mean',
  'means',
  'meant',
  'definition',
  'definitions',
  'defintion',
  'definiton',
  'defination',
  'defenition',
  'definishun',
  'difinition',
  'deffinition',
  'def',
  'define',
  'defin',
  'difine',
  'defne',
  'defind',
  'explain',
  'explian',
  'explane',
  'expain',
  'expalin',
  'explan',
  'exlain',
  'explanation',
  'explaination',
  'explenation',
  'tell',
  'tel',
  'me',
  'about',
  'abut',
  'abuot',
  'abotu',
  'abt',
  'describe',
  'descibe',
  'translate',
  // politeness and address
  'please',
  'pls',
  'plz',
  'pleas',
  'plese',
  'kindly',
  'thanks',
  'thank',
  'thx',
  'hi',
  'hello',
  'hey',
  'helo',
  'hii',
  'can',
  'could',
  'would',
  'will',
  'you',
  'u',
  'ya',
  'i',
  'want',
  'wanna',
  'need',
  'to',
  'know',
  'understand',
  // the rest of the question
  'the',
  'a',
  'an',
  'of',
  'for',
  'word',
  'words',
  'term',
  'phrase',
  'this',
  'that',
  'it',
  'by',
  'in',
  'english',
  'simple',
  'simply',
  'again',
  'now',
];

const FILLERS = new Set(FILLER_WORDS);
/** Fillers that are also ordinary words: looked up when nothing else is left ("define mean"). */
const CONTENT_FILLERS = new Set([
  'mean',
  'word',
  'words',
  'term',
  'phrase',
  'know',
  'want',
  'need',
  'tell',
]);

/** Fillers that close a question after the word ("what does hello mean", "hi in English"). */
const CLOSING_FILLERS = new Set([
  'mean',
  'means',
  'meant',
  'meaning',
  'meanings',
  'please',
  'pls',
  'plz',
  'pleas',
  'plese',
  'thx',
  'in',
  'english',
  'simple',
  'simply',
  'again',
  'now',
]);

/**
 * Fillers that may themselves be the word asked about ("hello", "thank you", "can", "about",
 * "will"); every other filler only frames a question and leaves it unfinished when it comes
 * last ("what is the meaning" asks about nothing, not about "the").
 */
const ASKABLE_FILLERS = new Set([
  ...['about', 'abut', 'abuot', 'abotu', 'abt', 'kindly', 'thanks', 'thank'],
  ...['hi', 'hello', 'hey', 'helo', 'hii', 'can', 'could', 'would', 'will', 'you', 'u', 'ya'],
  ...['i', 'want', 'wanna', 'need', 'to', 'know', 'understand', 'this', 'that', 'it', 'by'],
  // Misspellings of "meaning": askable, so that "meanin" alone gets "Did you mean".
  ...['meanin', 'meening', 'menaing', 'meanig', 'meanign', 'maening', 'meaing', 'mening'],
  'meannig',
]);
const FRAME_ONLY = new Set(
  FILLER_WORDS.filter((word) => !ASKABLE_FILLERS.has(word) && !CLOSING_FILLERS.has(word)),
);

/**
 * Input made only of fillers may still ask about one of them ("hello", "thank you", "what is
 * can"): the last word after the closing fillers, unless it leaves the question unfinished.
 * With a dictionary check, the longest entry of up to four words that ends there.
 */
function askedFiller(tokens: string[], isEntry?: (phrase: string) => boolean): ChatInput | null {
  let end = tokens.length;
  while (end > 1 && CLOSING_FILLERS.has(tokens[end - 1] ?? '')) end--;
  const last = tokens[end - 1];
  if (!last || FRAME_ONLY.has(last) || CLOSING_FILLERS.has(last)) return null;
  if (!isEntry) return { kind: 'word', word: last, text: tokens.slice(0, end).join(' ') };
  // Not from inside the frame: "what does it mean" asks about "it", not WordNet's "do it".
  const from = Math.min(questionFrameEnd(tokens), end - 1);
  for (let size = Math.min(4, end - from); size >= 1; size--) {
    const phrase = tokens.slice(end - size, end).join(' ');
    if (isEntry(phrase)) return { kind: 'word', word: phrase, text: phrase };
  }
  return null;
}

export const INVALID_WORD_MESSAGE =
  "I couldn't understand your request. Please enter a valid word.";

export type ChatInput =
  | { kind: 'empty' }
  | { kind: 'help' }
  | { kind: 'invalid'; message: string }
  /** `word` is the word to look up; `text` keeps what follows it, for multi-word entries. */
  | { kind: 'word'; word: string; text: string };

/**
 * Lower-cased words of the input; punctuation other than inner apostrophes and hyphens goes,
 * and an ampersand stays between two letters ("A&E", "R&B") or as a word of its own ("Marks &
 * Spencer", a writer of 2026-11-30: it was "marks spencer", unknown).
 */
export function inputTokens(raw: string): string[] {
  return raw
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/&/g, (amp: string, at: number, all: string) => {
      const before = all.slice(0, at);
      const after = all.slice(at + 1);
      const betweenLetters = /[a-z]$/.test(before) && /^[a-z]/.test(after);
      const aWordOfItsOwn = /[a-z0-9] +$/.test(before) && /^ +[a-z0-9]/.test(after);
      return betweenLetters || aWordOfItsOwn ? amp : ' ';
    })
    .split(/[^a-z0-9'&\u00c0-\u024f-]+/)
    .map((t) => t.replace(/^['-]+|['-]+$/g, ''))
    .filter((t) => t.length > 0);
}

/**
 * Applies the input rules: empty input is ignored; 'help' asks for help; filler words are
 * stripped and the first remaining word is the word. When `isEntry` (a dictionary check) is
 * given, the longest phrase of up to four words starting there that is an entry is kept whole
 * ("what is an ice cream" -> "ice cream", "a cup of tea" -> "cup of tea"). Input of fillers
 * alone may ask about one of them ("hello", "thank you", "what is can"; see askedFiller).
 */
export function parseChatInput(
  raw: string,
  isEntry?: (phrase: string) => boolean,
  /**
   * A weak match, tried only when no other run of words is an entry: a phrase found only as
   * a joined spelling of its words ("a piece" -> apiece), so that "what does a piece of cake
   * mean" finds "piece of cake".
   */
  isWeakEntry?: (phrase: string) => boolean,
  /**
   * An entry of our own dictionary (or a grammar word): tried before the general dictionary,
   * whose lemmatised phrases can swallow a question word ("what does work out mean": WordNet's
   * "do work" starts earlier than our "work out").
   */
  isOwnEntry?: (phrase: string) => boolean,
): ChatInput {
  const trimmed = raw.trim().toLowerCase();
  if (trimmed.length === 0) return { kind: 'empty' };
  const tokens = inputTokens(trimmed);
  if (tokens.length === 1 && tokens[0] === 'help') return { kind: 'help' };
  const first = tokens.findIndex((t) => !FILLERS.has(t));
  if (first === -1) {
    const beforeMean = askedBeforeMean(tokens);
    if (beforeMean) return { kind: 'word', word: beforeMean, text: beforeMean };
    const asked = askedFiller(tokens, isEntry);
    if (asked) return asked;
    const last = tokens.at(-1);
    // Alone too: a learner who types "word" or "need" asks about it (a writer's spot check).
    if (last && CONTENT_FILLERS.has(last)) {
      return { kind: 'word', word: last, text: last };
    }
    // A word typed alone that frames questions too but is an entry of ours: "dose" (read as a
    // misspelt "does" inside a question) or "describe" asks about itself (a writer, 2026-12-01).
    if (tokens.length === 1 && last && isOwnEntry?.(last)) {
      return { kind: 'word', word: last, text: last };
    }
    return { kind: 'invalid', message: INVALID_WORD_MESSAGE };
  }
  const word = tokens[first] ?? '';
  if (!/[a-z]/.test(word)) return { kind: 'invalid', message: INVALID_WORD_MESSAGE };
  if (isEntry) {
    const strong = (p: string) => isEntry(p) && !isWeakEntry?.(p);
    const from = questionFrameEnd(tokens);
    const found =
      (isOwnEntry ? typedPhrase(tokens, first, (p) => isOwnEntry(p) && strong(p), from) : null) ??
      typedPhrase(tokens, first, strong, from) ??
      typedPhrase(tokens, first, isEntry, from);
    const separated = separatedPhrasal(tokens, first, isEntry);
    if (separated) return { kind: 'word', word: separated, text: separated };
    // One word of an idiom with small words inside ("the jury is still out": jury) is no
    // answer either (a reader of 2026-11-30w): when no phrase of ours is in it, the whole run
    // of words asked about is.
    const asked = unknownPhrase(tokens, first) ?? (found ? null : askedIdiom(tokens, from));
    // A longer phrase asked whole is not answered with a part of it: "get down to business"
    // explained as "get down" (to go down to the floor) looked right and was wrong (a reader of
    // 2026-11-29o). The answer says the phrase is unknown and offers its parts.
    const phrase =
      found && asked && asked.length > found.length && ` ${asked} `.includes(` ${found} `)
        ? asked
        : (found ?? asked);
    return { kind: 'word', word: phrase ?? word, text: phrase ?? word };
  }
  // Without the dictionary (the widget) the question goes on whole, so the server can find a
  // phrase that starts or ends with a filler ("by and large", "log in"); long input keeps the
  // words from just before the first real word.
  // Words typed in capitals, or with a capital inside the question, keep them, so that the
  // server can tell "WHO" from "who" and "Newton" from "newton".
  const typed = new Map(
    (raw.trim().match(/[A-Za-z][A-Za-z&]*/g) ?? [])
      .slice(1)
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => [w.toLowerCase(), w] as const),
  );
  const sent = tokens.map((t) => typed.get(t) ?? t);
  const whole = sent.join(' ');
  const text = whole.length <= MAX_SENT ? whole : sent.slice(Math.max(0, first - 2)).join(' ');
  return { kind: 'word', word, text: text.slice(0, MAX_SENT).trim() };
}

/** Objects a learner puts inside a separable phrasal verb ("look it up", "turn them off"). */
const INNER_OBJECTS = new Set(
  'it them him her me us you this that something someone somebody'.split(' '),
);

/**
 * A separable phrasal verb asked with its object inside ("what does look it up mean"): the
 * phrasal verb ("look up"), unless the three words are an entry of their own ("let it go").
 */
function separatedPhrasal(
  tokens: string[],
  first: number,
  isEntry: (phrase: string) => boolean,
): string | null {
  let end = tokens.length;
  while (end > first + 1 && CLOSING_FILLERS.has(tokens[end - 1] ?? '')) end--;
  const run = tokens.slice(first, end);
  if (run.length !== 3 || !INNER_OBJECTS.has(run[1]!)) return null;
  if (isEntry(run.join(' '))) return null;
  const phrasal = `${run[0]} ${run[2]}`;
  return isEntry(phrasal) ? phrasal : null;
}

/** Fillers that may stand inside a phrase the learner asks about ("on the mend", "a piece of"). */
const PHRASE_INNER = new Set([
  'the',
  'a',
  'an',
  'of',
  'to',
  'by',
  'in',
  'for',
  'it',
  'this',
  'that',
]);

/**
 * A phrase of 2-4 words that no dictionary knows, asked about as a whole ("what does on the
 * mend mean"): kept whole, so that the answer says the phrase is unknown and offers its words,
 * rather than explaining its first word ("on") as if it were the question. Null when the
 * question holds other words after the asked ones ("what does bank mean in business": bank).
 */
function unknownPhrase(tokens: string[], first: number): string | null {
  let end = tokens.length;
  while (end > first + 1 && CLOSING_FILLERS.has(tokens[end - 1] ?? '')) end--;
  const run = tokens.slice(first, end);
  if (run.length < 2 || run.length > 4 || FILLERS.has(run.at(-1) ?? '')) return null;
  if (run.some((token) => FILLERS.has(token) && !PHRASE_INNER.has(token))) return null;
  return run.join(' ');
}

/**
 * The words asked about, small words inside included: three to six words with two or more
 * that are not fillers ("the jury is still out"). Null otherwise.
 */
function askedIdiom(tokens: string[], from: number): string | null {
  // Up to "mean" ("what does cool mean in this sentence" asks about "cool").
  const mean = tokens.findIndex((token, i) => i >= from && /^mean(s|t|ing)?$/.test(token));
  let end = mean >= 0 ? mean : tokens.length;
  while (end > from && CLOSING_FILLERS.has(tokens[end - 1] ?? '')) end--;
  const run = tokens.slice(from, end);
  const content = run.filter((token) => !FILLERS.has(token));
  return run.length >= 3 && run.length <= 6 && content.length >= 2 ? run.join(' ') : null;
}

const WHAT = new Set(['what', 'wat', 'wht', 'waht', 'whta', 'wut']);
const FRAME_VERBS = new Set(['does', 'dose', 'do', 'did', 'is', 'iz', 'are', 'was']);

/**
 * Where the question's frame ends: 2 after "what does" / "what is", else 0. A phrase never
 * starts inside it: a general dictionary lemmatises "does justice" to "do justice", which is not
 * what "what does justice mean" asks.
 */
function questionFrameEnd(tokens: string[]): number {
  return WHAT.has(tokens[0] ?? '') && FRAME_VERBS.has(tokens[1] ?? '') ? 2 : 0;
}

/** Fillers a learner asks about in "what does X mean" (not pronouns or articles: "what does it mean"). */
const ASKED_BEFORE_MEAN = new Set(['term', 'word', 'words', 'phrase', 'dose', 'meaning', 'need']);

/**
 * "What does term mean?": every word is a filler, and the one asked about is the filler between
 * the frame "what does" and the closing "mean" (term, word, phrase, dose). Null otherwise.
 */
function askedBeforeMean(tokens: string[]): string | null {
  const asked = tokens[2] ?? '';
  const closing = tokens.slice(3);
  return questionFrameEnd(tokens) === 2 &&
    ASKED_BEFORE_MEAN.has(asked) &&
    ['mean', 'means', 'meant'].includes(closing[0] ?? '') &&
    closing.every((token) => CLOSING_FILLERS.has(token))
    ? asked
    : null;
}

/** The longest text the widget sends (the API takes 60 characters). */
const MAX_SENT = 60;
/**
 * The longest phrase looked up whole ("play it by ear", "on the tip of your tongue", "beauty is
 * in the eye of the beholder", "take the law into your own hands": 7 words).
 */
const MAX_PHRASE = 8;

/**
 * The phrase the learner typed, looked up whole before any filler is dropped: the longest run
 * of words that contains the first real word and is an entry, starting as early as possible, so
 * that fillers inside or around a phrase stay ("by and large", "log in", "in theory", "what is
 * an ice cream" -> "ice cream"). Null when no phrase of two or more words is an entry.
 */
function typedPhrase(
  tokens: string[],
  first: number,
  isEntry: (phrase: string) => boolean,
  /** The first index a phrase may start at: after the question's frame ("what does"). */
  from = 0,
): string | null {
  for (let start = Math.max(from, first - MAX_PHRASE + 1); start <= first; start++) {
    const longest = Math.min(MAX_PHRASE, tokens.length - start);
    for (let size = longest; size >= Math.max(2, first - start + 1); size--) {
      const phrase = tokens.slice(start, start + size).join(' ');
      if (isEntry(phrase)) return phrase;
    }
  }
  return null;
}
