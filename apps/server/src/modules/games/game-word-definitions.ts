import { ASSOCIATION_QUESTIONS, TABOO_CARDS, WORD_GUESS_WORDS } from '@lexora/content';
import type { GameKind } from '@lexora/contracts';

/**
 * What each deck says about a word a game can report as missed (its `definition`, which chooses
 * the dictionary sense the word is filed with). The server only files words it knows from our
 * own decks (or the learner's own list), so a client cannot fill the list with anything.
 */
const key = (word: string) => word.trim().toLowerCase();

const byGame: Record<
  Exclude<GameKind, 'matching' | 'fill-blank' | 'connection'>,
  Map<string, { word: string; definition: string }>
> = {
  taboo: new Map(TABOO_CARDS.map((c) => [key(c.word), { word: c.word, definition: c.meaning }])),
  'word-guess': new Map(
    WORD_GUESS_WORDS.map((w) => [key(w.word), { word: w.word, definition: w.description }]),
  ),
  // The clue words say which sense the answer means as much as the explanation does.
  association: new Map(
    ASSOCIATION_QUESTIONS.map((q) => [
      key(q.correctAnswer),
      { word: q.correctAnswer, definition: `${q.words.join(', ')}. ${q.explanation}` },
    ]),
  ),
};

export function deckWord(game: GameKind, word: string) {
  if (game === 'matching' || game === 'fill-blank' || game === 'connection') return undefined;
  return byGame[game].get(key(word));
}
