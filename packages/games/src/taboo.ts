import { SECOND_MS, secondsLeft, type SoundCue } from './clock';
import { shuffle, type RandomSource } from './random';

/**
 * Taboo: describe the word on the card without saying the four forbidden words.
 * countdown (3-2-1, then "Start!") -> playing (60 s) -> gameOver -> Play Again -> countdown.
 */
export interface TabooCard {
  word: string;
  meaning: string;
  tabooWords: readonly string[];
}

export const TABOO_COUNTDOWN_FROM = 3;
export const TABOO_ROUND_SECONDS = 60;
/** The tick cue sounds on each of the last 10 seconds (10, 9, ... 1). */
export const TABOO_TICK_FROM_SECONDS = 10;
export const TABOO_POINTS_PER_CORRECT = 1;
/**
 * A card skipped after this long was tried and given up: a word the learner may not know. A
 * quicker skip is a pass (the player did not want that card), not evidence about the word.
 */
export const TABOO_TRIED_SECONDS = 5;

export type TabooPhase = 'countdown' | 'playing' | 'gameOver';

export interface TabooState {
  phase: TabooPhase;
  /** 3, 2, 1 during the countdown; 0 once play has begun (the screen shows "Start!"). */
  countdown: number;
  countdownStartedAt: number;
  /** When play began / ends (epoch ms); null during the countdown. */
  playStartedAt: number | null;
  endsAt: number | null;
  /** Whole seconds left in the round, as shown on screen. */
  timeLeft: number;
  score: number;
  /** Index into the deck the game was created with. */
  cardIndex: number;
  /**
   * The cards still to come in this pass through the deck, in order: no card shows twice in a
   * game until every card has been shown (then the deck is shuffled again).
   */
  upcoming: readonly number[];
  correctWords: readonly string[];
  /** Every skipped word. */
  skippedWords: readonly string[];
  /** Words skipped after trying them for TABOO_TRIED_SECONDS: the missed words of the game. */
  missedWords: readonly string[];
  /** When the current card appeared (epoch ms); null during the countdown. */
  cardShownAt: number | null;
  /** Sounds to play for the transition that produced this state (empty otherwise). */
  cues: readonly SoundCue[];
}

export type TabooEvent =
  | { type: 'tick'; now: number }
  | { type: 'correct'; now: number }
  | { type: 'skip'; now: number }
  | { type: 'playAgain'; now: number };

export interface TabooGame {
  /** A fresh game whose countdown starts at `now`. */
  start(now: number): TabooState;
  reduce(state: TabooState, event: TabooEvent): TabooState;
  /** The card currently shown. */
  card(state: TabooState): TabooCard;
}

export interface TabooOptions {
  cards: readonly TabooCard[];
  random: RandomSource;
}

export function createTabooGame({ cards, random }: TabooOptions): TabooGame {
  if (cards.length === 0) throw new RangeError('Taboo needs at least one card');

  /** A shuffled pass through the deck that does not begin with the card just shown. */
  const deal = (shown: number): number[] => {
    const order = shuffle(
      cards.map((_, i) => i),
      random,
    );
    if (order.length > 1 && order[0] === shown) order.push(order.shift() as number);
    return order;
  };
  const draw = (shown: number): Pick<TabooState, 'cardIndex' | 'upcoming'> => {
    const [cardIndex, ...upcoming] = deal(shown);
    return { cardIndex: cardIndex as number, upcoming };
  };
  const nextCard = (state: TabooState): Pick<TabooState, 'cardIndex' | 'upcoming'> => {
    const [cardIndex, ...upcoming] = state.upcoming;
    return cardIndex === undefined ? draw(state.cardIndex) : { cardIndex, upcoming };
  };

  const start = (now: number): TabooState => ({
    phase: 'countdown',
    countdown: TABOO_COUNTDOWN_FROM,
    countdownStartedAt: now,
    playStartedAt: null,
    endsAt: null,
    timeLeft: TABOO_ROUND_SECONDS,
    score: 0,
    ...draw(-1),
    correctWords: [],
    skippedWords: [],
    missedWords: [],
    cardShownAt: null,
    cues: ['countdown'],
  });

  const cardAt = (state: TabooState): TabooCard => cards[state.cardIndex] as TabooCard;

  const reduce = (previous: TabooState, event: TabooEvent): TabooState => {
    if (event.type === 'playAgain') {
      return previous.phase === 'gameOver' ? start(event.now) : { ...previous, cues: [] };
    }
    // Time first: a Correct pressed after the deadline must not score.
    const state = advanceClock(previous, event.now);
    if (state.phase !== 'playing' || event.type === 'tick') return state;
    const word = cardAt(state).word;
    if (event.type === 'correct') {
      return {
        ...state,
        score: state.score + TABOO_POINTS_PER_CORRECT,
        correctWords: [...state.correctWords, word],
        ...nextCard(state),
        cardShownAt: event.now,
        cues: [...state.cues, 'correct'],
      };
    }
    const tried =
      state.cardShownAt !== null &&
      event.now - state.cardShownAt >= TABOO_TRIED_SECONDS * SECOND_MS;
    return {
      ...state,
      skippedWords: [...state.skippedWords, word],
      missedWords: tried ? [...state.missedWords, word] : state.missedWords,
      ...nextCard(state),
      cardShownAt: event.now,
      cues: [...state.cues, 'skip'],
    };
  };

  return { start, reduce, card: cardAt };
}

/** Moves countdown and round timer forward to `now`, collecting the cues of every step. */
function advanceClock(previous: TabooState, now: number): TabooState {
  const cues: SoundCue[] = [];
  let state: TabooState = previous;

  if (state.phase === 'countdown') {
    const elapsedSeconds = Math.floor((now - state.countdownStartedAt) / SECOND_MS);
    const countdown = Math.max(0, TABOO_COUNTDOWN_FROM - elapsedSeconds);
    if (countdown > 0) {
      if (countdown < state.countdown) cues.push('countdown');
      return { ...state, countdown, cues };
    }
    // Deadlines come from the schedule, not from when the tick arrived, so a late tick
    // never lengthens the round.
    const playStartedAt = state.countdownStartedAt + TABOO_COUNTDOWN_FROM * SECOND_MS;
    const endsAt = playStartedAt + TABOO_ROUND_SECONDS * SECOND_MS;
    cues.push('gameStart');
    state = {
      ...state,
      phase: 'playing',
      countdown: 0,
      playStartedAt,
      endsAt,
      cardShownAt: playStartedAt,
    };
  }

  if (state.phase === 'playing' && state.endsAt !== null) {
    const timeLeft = secondsLeft(state.endsAt, now);
    if (timeLeft === 0) {
      cues.push('gameOver');
      return { ...state, phase: 'gameOver', timeLeft: 0, cues };
    }
    if (timeLeft < state.timeLeft && timeLeft <= TABOO_TICK_FROM_SECONDS) cues.push('tick');
    return { ...state, timeLeft, cues };
  }
  return { ...state, cues };
}
