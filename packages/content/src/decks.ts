import type {
  AssociationDifficulty,
  AssociationQuestion,
  RandomSource,
  TabooCard,
  WordGuessEntry,
} from '@lexora/games';
import { ASSOCIATION_QUESTIONS } from './association-questions';
import { drawAtLevel, type ContentLevel } from './levels';
import { TABOO_CARDS } from './taboo-cards';
import { WORD_GUESS_WORDS } from './word-guess-words';

/**
 * Deck builders for the screens: give them the learner's level (see `contentLevelFor`) and a
 * random source; they return the cards to hand to the game factories in @lexora/games.
 */
export function drawTabooCards(
  level: ContentLevel,
  random: RandomSource,
  count?: number,
): TabooCard[] {
  return drawAtLevel(TABOO_CARDS, level, random, count);
}

export function drawWordGuessWords(
  level: ContentLevel,
  random: RandomSource,
  count?: number,
): WordGuessEntry[] {
  return drawAtLevel(WORD_GUESS_WORDS, level, random, count);
}

/** All association questions; the game itself filters by the difficulty the learner picks. */
export function associationQuestions(): readonly AssociationQuestion[] {
  return ASSOCIATION_QUESTIONS;
}

/** The difficulty to pre-select for a learner (they may still choose another). */
export function suggestedAssociationDifficulty(level: ContentLevel): AssociationDifficulty {
  if (level === 'A1' || level === 'A2') return 'Easy';
  if (level === 'B1' || level === 'B2') return 'Medium';
  return 'Hard';
}
