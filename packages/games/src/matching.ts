import type { SoundCue } from './clock';
import { shuffle, type RandomSource } from './random';

/**
 * The word-matching game on both dashboards (spec 000 section 4, spec 001 "Word match").
 * Pick a tile, then a second: same id + other type is a pair; the same tile deselects; any
 * other pair clears after 1 s. All pairs matched -> 0.5 s later: completed, +50 points.
 */
export interface MatchWord {
  id: string;
  word: string;
  definition: string;
  category: string;
  mastered: boolean;
  /** Next FSRS review (epoch ms); words without one count as due now. */
  dueAt?: number | null;
}

export type MatchTileType = 'word' | 'definition';

export interface MatchTile {
  /** Unique per tile: `${type}:${id}`. */
  key: string;
  id: string;
  type: MatchTileType;
  text: string;
}

export const MATCHING_MIN_WORDS = 2;
export const MATCHING_MAX_WORDS = 4;
export const MATCHING_MISMATCH_CLEAR_MS = 1000;
export const MATCHING_COMPLETE_DELAY_MS = 500;
export const MATCHING_BONUS_POINTS = 50;
export const NOT_ENOUGH_WORDS_MESSAGE = 'Not enough unmastered words in this category for a game!';
/**
 * Matching: each pair takes two clicks, a quarter of a second each at the very least (a fast
 * learner who knows the words). Lenient on purpose: matching pays once a day per set of words.
 * Here, not in rounds.ts, so that the web game (which imports this file alone) waits for it.
 */
export const MATCHING_MIN_MS_PER_PAIR = 500;
export const MATCHING_COMPLETED_MESSAGE = 'Game completed! +50 points';
/** When the result could not be saved (offline, or refused): no points are promised. */
export const MATCHING_NOT_SAVED_MESSAGE =
  'Game completed! Your points could not be saved this time. Please check your connection.';
/** A game of words already matched in a paid game today: it counts, without the bonus. */
export const MATCHING_COMPLETED_UNPAID_MESSAGE =
  'Game completed! These words already earned their bonus today: play other words for +50 points.';

export type MatchingPhase = 'playing' | 'completing' | 'completed' | 'exited';

export interface MatchingState {
  phase: MatchingPhase;
  category: string;
  tiles: readonly MatchTile[];
  /** Keys of the selected tiles: none, one, or a wrong pair waiting to clear. */
  selected: readonly string[];
  matchedIds: readonly string[];
  clearSelectionAt: number | null;
  completeAt: number | null;
  cues: readonly SoundCue[];
}

export type MatchingEvent =
  { type: 'select'; key: string; now: number } | { type: 'tick'; now: number } | { type: 'exit' };

export type MatchingStart = { ok: true; state: MatchingState } | { ok: false; message: string };

const inCategory = (w: Pick<MatchWord, 'category'>, category: string) =>
  w.category.trim().toLowerCase() === category.trim().toLowerCase();

/** Whether a matching game can start in a category: at least two unmastered words there. */
export function canStartMatching(
  words: readonly Pick<MatchWord, 'category' | 'mastered'>[],
  category: string,
): boolean {
  return words.filter((w) => !w.mastered && inCategory(w, category)).length >= MATCHING_MIN_WORDS;
}

/**
 * Unmastered words of the category, due words first (ties in random order), at most four.
 * Categories compare case-insensitively ("academic" and "Academic" are the same category).
 */
export function pickMatchingWords(
  words: readonly MatchWord[],
  category: string,
  now: number,
  random: RandomSource,
): MatchWord[] {
  const candidates = words.filter((w) => !w.mastered && inCategory(w, category));
  const due = (w: MatchWord) => w.dueAt ?? now;
  return shuffle(candidates, random)
    .sort((a, b) => due(a) - due(b))
    .slice(0, MATCHING_MAX_WORDS);
}

export function startMatchingGame(options: {
  words: readonly MatchWord[];
  category: string;
  now: number;
  random: RandomSource;
}): MatchingStart {
  const chosen = pickMatchingWords(options.words, options.category, options.now, options.random);
  if (chosen.length < MATCHING_MIN_WORDS) return { ok: false, message: NOT_ENOUGH_WORDS_MESSAGE };
  const tiles = chosen.flatMap((w): MatchTile[] => [
    { key: `word:${w.id}`, id: w.id, type: 'word', text: w.word },
    { key: `definition:${w.id}`, id: w.id, type: 'definition', text: w.definition },
  ]);
  return {
    ok: true,
    state: {
      phase: 'playing',
      category: options.category,
      tiles: shuffle(tiles, options.random),
      selected: [],
      matchedIds: [],
      clearSelectionAt: null,
      completeAt: null,
      cues: [],
    },
  };
}

export function pairCount(state: MatchingState): number {
  return state.tiles.length / 2;
}

/** The spec's progress text, e.g. "2 / 4 pairs". */
export function matchingProgressLabel(state: MatchingState): string {
  return `${state.matchedIds.length} / ${pairCount(state)} pairs`;
}

export function isTileMatched(state: MatchingState, tile: MatchTile): boolean {
  return state.matchedIds.includes(tile.id);
}

function advanceClock(state: MatchingState, now: number): MatchingState {
  let next = state;
  if (next.clearSelectionAt !== null && now >= next.clearSelectionAt) {
    next = { ...next, selected: [], clearSelectionAt: null };
  }
  if (next.phase === 'completing' && next.completeAt !== null && now >= next.completeAt) {
    next = { ...next, phase: 'completed', completeAt: null, cues: [...next.cues, 'gameOver'] };
  }
  return next;
}

function select(state: MatchingState, key: string, now: number): MatchingState {
  const tile = state.tiles.find((t) => t.key === key);
  // Wrong pairs stay on screen for their second; clicks meanwhile are ignored.
  if (
    state.phase !== 'playing' ||
    !tile ||
    isTileMatched(state, tile) ||
    state.selected.length >= 2
  ) {
    return state;
  }
  const firstKey = state.selected[0];
  if (firstKey === undefined) return { ...state, selected: [key] };
  if (firstKey === key) return { ...state, selected: [] };
  const first = state.tiles.find((t) => t.key === firstKey);
  if (first && first.id === tile.id && first.type !== tile.type) {
    const matchedIds = [...state.matchedIds, tile.id];
    const done = matchedIds.length === pairCount(state);
    return {
      ...state,
      selected: [],
      matchedIds,
      phase: done ? 'completing' : 'playing',
      completeAt: done ? now + MATCHING_COMPLETE_DELAY_MS : null,
      cues: [...state.cues, 'correct'],
    };
  }
  return {
    ...state,
    selected: [firstKey, key],
    clearSelectionAt: now + MATCHING_MISMATCH_CLEAR_MS,
    cues: [...state.cues, 'skip'],
  };
}

export function reduceMatching(previous: MatchingState, event: MatchingEvent): MatchingState {
  const base = { ...previous, cues: [] };
  switch (event.type) {
    case 'exit':
      return base.phase === 'completed' ? base : { ...base, phase: 'exited', selected: [] };
    case 'tick':
      return advanceClock(base, event.now);
    case 'select':
      return select(advanceClock(base, event.now), event.key, event.now);
  }
}
