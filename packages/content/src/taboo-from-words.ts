import type { TabooCard } from '@lexora/games';
import { inflectionsOf, mentionsWord, sameWord, wordsOf } from './word-forms';

/**
 * What the server knows about a word from WordNet and word frequencies (`relatedWords` in
 * @lexora/lexicon, asked with the dictionary sense's own text as the context): candidates
 * ranked for a describer, and WordNet's definition of the sense that context points to.
 */
export interface DescriberWords {
  sense?: { gloss: string };
  related: ReadonlyArray<{
    word: string;
    kind: 'synonym' | 'hypernym' | 'definition' | 'gloss';
    count: number;
  }>;
}

/** The sense of our dictionary a card is made from (a `Sense` of @lexora/dictionary). */
export interface CardSense {
  definition: string;
  /** None for an offensive sense. */
  examples?: readonly string[];
  collocations?: readonly string[];
}

export const TABOO_WORD_COUNT = 4;
/** Synonyms and class words take at most this many places, so the sense's own words get some. */
const MAX_CLASS_WORDS = 2;
/**
 * A forbidden word that the definition uses is hidden in it; more than one or two hidden words
 * make the definition a puzzle ("A ... of ... that ..."), so the card forbids other words first.
 */
const HIDDEN_WORDS_FIRST = 1;
const HIDDEN_WORDS_MOST = 2;
/** Words people say this often ('today', 'place', 'love') say nothing about one word's meaning. */
const MAX_CLUE_COUNT = 20_000;
/** A meaning as short as "On" or "Not …" tells the describer nothing (the built-in cards' rule). */
const MIN_MEANING_LENGTH = 10;
/** What replaces a forbidden word in the definition shown on the card. */
export const HIDDEN_WORD = '…';

interface Candidate {
  word: string;
  kind: DescriberWords['related'][number]['kind'];
  /** A word a learner knows (`plain`; every word when no `plain` test was given). */
  plain: boolean;
  inDefinition: boolean;
}

/**
 * A Taboo card for one of the learner's difficult words (/taboo-vocabulary), made from the sense
 * of our dictionary the word was filed with. The card shows that sense's definition, and forbids
 * the four words a describer would reach for first: the word's most frequent synonym or class
 * (WordNet, as the built-in cards do), the other words of its collocations ("account" for bank),
 * of WordNet's definition and of its examples, then the definition's own words. Each forbidden
 * word the definition uses is hidden from it, so those come last and at most two are taken.
 * `plain` gives the form a learner knows of a word (its base in the defining vocabulary:
 * "students" -> student) or null; the sense's own words are taken from the plain ones first.
 * Null when the sense gives fewer than four such words (a greeting, a grammar word): no card
 * rather than a card that forbids too little or hides half its definition.
 */
export function tabooCardFromDictionary(
  word: string,
  sense: CardSense,
  describer: DescriberWords,
  plain?: (word: string) => string | null,
): TabooCard | null {
  const target = word.trim();
  const definition = sense.definition.trim();
  // Whether a text uses a word in any form, either way round (teeth / tooth): set look-ups,
  // since every candidate is tested against every text.
  const inText = (text: string) => {
    const words = new Set(wordsOf(text));
    const forms = new Set([...words].flatMap((t) => [...inflectionsOf(t)]));
    return (w: string) =>
      forms.has(w.toLowerCase()) || [...inflectionsOf(w)].some((form) => words.has(form));
  };
  const inDefinition = inText(definition);
  const inCollocations = inText((sense.collocations ?? []).join(' '));
  const examples = sense.examples ?? [];
  const inExamples = inText(examples.join(' '));
  const inGloss = inText(describer.sense?.gloss.split(';')[0] ?? '');

  // Names in the examples ("Her pet cat is called Lily", "Phoebe is five") are no clue: a
  // capitalised word inside a sentence, or at its start when it is no word a learner knows.
  const names = new Set(
    examples.flatMap((example) =>
      [...example.matchAll(/(^|\S\s+)([A-Z][a-z]+)/g)]
        .filter(
          ([, before, name]) => before !== '' || (plain && plain(name!.toLowerCase()) === null),
        )
        .map(([, , name]) => name!.toLowerCase()),
    ),
  );
  const candidates: Candidate[] = describer.related.flatMap((r) => {
    const base = plain?.(r.word) ?? null;
    const shown = base ?? r.word;
    const isClass = r.kind === 'synonym' || r.kind === 'hypernym';
    if (names.has(r.word) || mentionsWord(shown, target)) return [];
    // Nor the word, a form of it or of one of its words ("looks" for look after).
    const parts = [target, ...wordsOf(target)];
    if ([r.word, shown].some((w) => parts.some((part) => sameWord(w, part)))) return [];
    if (mentionsWord(target, shown) || hasWord(target, shown) || hasWord(shown, target)) return [];
    // A frequent word counts only where the sense itself says it (pet: home, friend).
    const said = inDefinition(r.word) || inCollocations(r.word);
    if (!isClass && !said && r.count > MAX_CLUE_COUNT) return [];
    const hides = inDefinition(r.word) || mentionsWord(definition, shown);
    return [{ word: shown, kind: r.kind, plain: !plain || base !== null, inDefinition: hides }];
  });
  const classes = candidates.filter((c) => c.kind === 'synonym' || c.kind === 'hypernym');
  const own = candidates.filter((c) => c.kind === 'definition' || c.kind === 'gloss');
  const sourceTests = [inCollocations, inGloss, ...examples.map(inText)];
  const sources = (w: string) => sourceTests.filter((test) => test(w)).length;
  const plainOutside = (test: (w: string) => boolean) =>
    own.filter((c) => c.plain && !c.inDefinition && test(c.word));
  const plainInDefinition = own.filter((c) => c.plain && c.inDefinition);
  const saidElsewhere = plainInDefinition
    .filter((c) => sources(c.word) > 0)
    .sort((a, b) => sources(b.word) - sources(a.word));
  // Tiers in order, each with the number of hidden places it may bring the definition to:
  // words the sense says twice (or in a collocation) before the definition's own, single words
  // of WordNet's definition or of one example after them.
  const tiers: Array<[readonly Candidate[], number]> = [
    [classes.slice(0, MAX_CLASS_WORDS), HIDDEN_WORDS_FIRST],
    // The obvious clue even where the definition says it twice ("to start doing something, or
    // to start happening").
    [classes.slice(0, MAX_CLASS_WORDS), HIDDEN_WORDS_MOST],
    [plainOutside((w) => inCollocations(w) || sources(w) >= 2), HIDDEN_WORDS_FIRST],
    // A definition word the sense says again elsewhere (bank: money) first, even said twice.
    [saidElsewhere, HIDDEN_WORDS_MOST],
    [plainInDefinition, HIDDEN_WORDS_FIRST],
    [plainOutside(inGloss), HIDDEN_WORDS_FIRST],
    [plainOutside(inExamples), HIDDEN_WORDS_FIRST],
    [[...classes.slice(0, MAX_CLASS_WORDS), ...plainInDefinition], HIDDEN_WORDS_MOST],
    [[...classes, ...own.filter((c) => !c.inDefinition)], HIDDEN_WORDS_MOST],
  ];

  // Hidden places, not words: "to move your body to music" hides "move" once, "music" once.
  // The word's own places count too ("Used in 'a lot' and 'lots'" has two already).
  const hiddenPlaces = (words: readonly Candidate[]) =>
    hideWords(definition, [target, ...words.map((c) => c.word)]).split(HIDDEN_WORD).length - 1;
  const cardHiding = (cap: number): TabooCard | null => {
    const chosen: Candidate[] = [];
    for (const [tier, hiddenAtMost] of tiers) {
      for (const candidate of tier) {
        if (chosen.length === TABOO_WORD_COUNT) break;
        if (chosen.some((c) => sameWord(c.word, candidate.word))) continue;
        const places = candidate.inDefinition ? hiddenPlaces([...chosen, candidate]) : 0;
        if (places > Math.min(hiddenAtMost, cap)) continue;
        chosen.push(candidate);
      }
    }
    const tabooWords = chosen.map((c) => c.word);
    const meaning = capitalised(hideWords(definition, [target, ...tabooWords]));
    if (tabooWords.length < TABOO_WORD_COUNT || meaning.length <= MIN_MEANING_LENGTH) return null;
    return { word: target, meaning, tabooWords };
  };
  // A short definition ("not asleep") keeps all its words, or it would say nothing.
  return cardHiding(HIDDEN_WORDS_MOST) ?? cardHiding(0);
}

/**
 * Whether `text` has `word` as a whole word, a plural ending allowed ("clothes" has "cloth"):
 * `containsWord` of @lexora/games, the built-in cards' check, without compiling a pattern for
 * each of the thousands of words a dictionary gives.
 */
function hasWord(text: string, word: string): boolean {
  const words = wordsOf(text);
  const parts = wordsOf(word);
  if (parts.length === 0) return false;
  return words.some((_, i) =>
    parts.every((part, j) => {
      const token = words[i + j];
      const last = j === parts.length - 1;
      return token === part || (last && (token === `${part}s` || token === `${part}es`));
    }),
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The text with every inflected form of the given words replaced by HIDDEN_WORD; a phrase
 * ("Van Gogh", "in touch") is hidden as one.
 */
export function hideWords(text: string, words: readonly string[]): string {
  let hidden = text;
  for (const phrase of words.filter((w) => w.trim().includes(' '))) {
    for (const form of inflectionsOf(phrase)) {
      // Any marks between the words, as a reader (and `mentionsWord`) skips them: "back, away".
      const pattern = form.split(' ').map(escapeRegExp).join('[^\\p{L}]+');
      hidden = hidden.replace(
        new RegExp(`(?<![\\p{L}])${pattern}(?![\\p{L}])`, 'giu'),
        HIDDEN_WORD,
      );
    }
  }
  const forms = new Set(
    words.filter((w) => !w.trim().includes(' ')).flatMap((w) => [...inflectionsOf(w)]),
  );
  return hidden.replace(/[\p{L}]+(?:['’][\p{L}]+)*/gu, (token) =>
    forms.has(wordsOf(token)[0] ?? '') ? HIDDEN_WORD : token,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
