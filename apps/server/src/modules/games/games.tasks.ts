import { tabooCardFromDictionary, type DescriberWords } from '@lexora/content';
import type { TabooCardList } from '@lexora/contracts';
import {
  GRAMMAR_PARTS_OF_SPEECH,
  baseCandidates,
  iseSpelling,
  loadDefiningVocabulary,
  loadDictionary,
  senseForContext,
  type Dictionary,
  type EntryWithSenses,
} from '@lexora/dictionary';
import { loadLexicon, relatedWords } from '@lexora/lexicon';

type Card = TabooCardList['cards'][number];

/**
 * Cards made in this thread, by word and stored definition: a card depends on nothing else, and
 * a learner opens the game with the same words again and again.
 */
const madeCards = new Map<string, Card | null>();
const MAX_REMEMBERED_CARDS = 20_000;

/**
 * Taboo cards for the learner's words, from our dictionary: each word with the sense it was
 * filed with (the one its stored definition names). A word the dictionary does not have gets
 * no card; the page names it. Runs in the worker pool: the thread holds the dictionary and the
 * lexicon for the word assistant anyway, and a new card takes a few milliseconds of WordNet.
 */
export function tabooCardsFor(
  words: ReadonlyArray<{ word: string; definition: string }>,
): TabooCardList['cards'] {
  return words.flatMap((w) => {
    const key = `${w.word}\n${w.definition}`;
    let card = madeCards.get(key);
    if (card === undefined) {
      card = tabooCardFor(w, loadDictionary());
      if (madeCards.size >= MAX_REMEMBERED_CARDS) madeCards.clear();
      madeCards.set(key, card);
    }
    return card ? [card] : [];
  });
}

function tabooCardFor(w: { word: string; definition: string }, dictionary: Dictionary) {
  const match = dictionary.lookup(w.word);
  if (!match) return null;
  const { entry } = match;
  const index = senseForContext(entry, w.definition);
  const sense = entry.senses[index]!;
  const lexicon = loadLexicon();
  const defining = loadDefiningVocabulary();
  // The form of a word a learner knows: itself or its base in the defining vocabulary.
  const plain = (word: string) =>
    [...baseCandidates(word, dictionary.irregularForms, { inflectionOnly: true })].find((base) =>
      defining.has(base),
    ) ?? null;
  // WordNet's words in British spelling, as the card's definition (ADR 0051): "organize" is
  // organise, which WordNet also has.
  const inWordNet = (word: string) =>
    (['v', 'n', 'a', 'r'] as const).some((pos) => lexicon.wordnet.entry(word, pos));
  const british = (word: string) => {
    const ise = iseSpelling(word);
    return dictionary.britishSpelling(word) ?? (ise && inWordNet(ise) ? ise : word);
  };
  // Grammar words of the sense's texts ("around", "during") are no clue a describer would
  // avoid; a synonym stays, whatever its part of speech (almost: near).
  const grammar: ReadonlySet<string> = new Set(GRAMMAR_PARTS_OF_SPEECH);
  const withoutGrammarWords = (describer: DescriberWords): DescriberWords => ({
    ...describer,
    related: describer.related
      .filter(
        (r) =>
          r.kind === 'synonym' ||
          r.kind === 'hypernym' ||
          !grammar.has(dictionary.lookup(r.word)?.entry.senses[0]?.pos ?? ''),
      )
      .map((r) => ({ ...r, word: british(r.word) })),
  });
  // WordNet's sense is chosen from everything the sense says; its words are the candidates.
  const context = [sense.definition, ...(sense.collocations ?? []), ...(sense.examples ?? [])];
  const describer = withoutGrammarWords(relatedWords(lexicon, entry.word, context.join(' ')));
  const card =
    tabooCardFromDictionary(w.word, sense, describer, plain) ??
    // Too few words of its own: the entry's other senses give more words near the word.
    tabooCardFromDictionary(
      w.word,
      sense,
      withoutGrammarWords(withOtherSenses(describer, entry, index)),
      plain,
    );
  return card && { ...card, tabooWords: [...card.tabooWords] };
}

function withOtherSenses(
  describer: DescriberWords,
  entry: EntryWithSenses,
  index: number,
): DescriberWords {
  const others = entry.senses.filter((_, i) => i !== index).map((s) => s.definition);
  const near = relatedWords(loadLexicon(), entry.word, others.join(' ')).related;
  return {
    ...describer,
    related: [
      ...describer.related,
      ...near.filter((r) => r.kind === 'definition').map((r) => ({ ...r, kind: 'gloss' as const })),
    ],
  };
}

export const gamesTasks = {
  'games.taboo-cards': tabooCardsFor,
};
