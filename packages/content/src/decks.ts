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

const STOP_WORDS = new Set(
  'a an the and or but of to in on at by for with from into that this these those which who whom whose what when where why how is are was were be been being it its as than then so such can could will would should may might must do does did has have had not no your you they them their there very more most some any each every other one two'.split(
    ' ',
  ),
);

/**
 * A Taboo card for one of the learner's difficult words (/taboo-vocabulary). The forbidden
 * words are the four longest distinct content words of its definition, so the learner has to
 * describe the word in other words than the ones they saved.
 */
export function tabooCardFromDifficultWord(entry: { word: string; definition: string }): TabooCard {
  const target = entry.word.trim().toLowerCase();
  const candidates = (entry.definition.toLowerCase().match(/[\p{L}'-]+/gu) ?? [])
    .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
    .filter((w) => w.length > 2 && !STOP_WORDS.has(w) && w !== target && !w.includes(target));
  const unique = [...new Set(candidates)];
  const tabooWords = unique
    .map((w, index) => ({ w, index }))
    .sort((a, b) => b.w.length - a.w.length || a.index - b.index)
    .slice(0, 4)
    .map(({ w }) => w);
  return { word: entry.word.trim(), meaning: entry.definition.trim(), tabooWords };
}
