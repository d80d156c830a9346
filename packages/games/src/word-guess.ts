import { SECOND_MS, secondsLeft, type SoundCue } from './clock';
import { pickIndex, pickOtherIndex, type RandomSource } from './random';
import { judgeGuess, type WordGuessEntry } from './word-guess-rules';

/**
 * Word Guess chat (spec 000 sections 2, 4, 5, 9):
 * idle -> Start Game -> countdown (3-2-1 overlay) -> starting ("Start" for 1 s) -> round
 * (word popup for the first 3 s, 60 s timer) -> roundWon (2 s) -> next round ... -> timeUp.
 * Exit (after the screen's confirmation) -> idle with a single Game Over message.
 */
export interface ChatUser {
  id: number;
  username: string;
}

export interface ChatMessage {
  id: number;
  user: ChatUser;
  text: string;
  isSystem: boolean;
  /** Epoch ms. */
  timestamp: number;
}

/** The local player is fixed by the spec. */
export const PLAYER: ChatUser = { id: 2, username: 'Player' };
export const SYSTEM_USER: ChatUser = { id: 1, username: 'Lexora' };

export const WORD_GUESS_COUNTDOWN_FROM = 3;
export const WORD_GUESS_START_BANNER_MS = 1000;
export const WORD_GUESS_POPUP_MS = 3000;
export const WORD_GUESS_ROUND_SECONDS = 60;
export const WORD_GUESS_NEXT_ROUND_DELAY_MS = 2000;
/** The progress bar is full at 20 s or more left and empties over the last 20 s. */
export const WORD_GUESS_PROGRESS_SECONDS = 20;
export const WORD_GUESS_POINTS_PER_CORRECT = 1;

export type WordGuessPhase = 'idle' | 'countdown' | 'starting' | 'round' | 'roundWon' | 'timeUp';

export interface WordGuessState {
  phase: WordGuessPhase;
  /** 3, 2, 1 while the overlay counts down; 0 otherwise. */
  countdown: number;
  /** When the current phase began (scheduled time, epoch ms). */
  phaseStartedAt: number;
  /** Index of the round's word in the deck; -1 before the first round. */
  wordIndex: number;
  roundNumber: number;
  roundEndsAt: number | null;
  /** The popup with the word shows until this time. */
  popupUntil: number | null;
  showWordPopup: boolean;
  timeLeft: number;
  score: number;
  messages: readonly ChatMessage[];
  nextMessageId: number;
  wordsGuessed: readonly string[];
  /**
   * Words whose round timed out after the player tried them (sent at least one message): the
   * missed words of the game. A round nobody played is no evidence about the word.
   */
  wordsMissed: readonly string[];
  /** Whether the player has sent a message in the current round. */
  triedThisRound: boolean;
  /** The clue words the player's messages gave this round; Lexora guesses at CLUES_TO_GUESS. */
  cluesThisRound: readonly string[];
  cues: readonly SoundCue[];
}

export type WordGuessEvent =
  | { type: 'start'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'send'; text: string; now: number }
  | { type: 'exit'; now: number };

export interface WordGuessGame {
  initial(now: number): WordGuessState;
  reduce(state: WordGuessState, event: WordGuessEvent): WordGuessState;
  /** The word of the current (or last) round; null before the first round. */
  currentWord(state: WordGuessState): WordGuessEntry | null;
}

export interface WordGuessOptions {
  words: readonly WordGuessEntry[];
  random: RandomSource;
}

export const wordGuessTexts = {
  welcome: 'Press Start Game to get your first word.',
  roundStart: (round: number) =>
    `Round ${round}: describe your word without saying it or any of its forbidden words, and I'll guess it from your clues.`,
  correct: (word: string) =>
    `Correct! I guessed it: "${word}". +1 point. Next word in 2 seconds...`,
  timeUp: (word: string) => `Time's up! The word was "${word}". Press Start Game to play again.`,
  gameOver: (score: number) => `Game Over! Your final score: ${score}.`,
};

/** Chat input is open only while a round runs. */
export function isInputEnabled(state: WordGuessState): boolean {
  return state.phase === 'round';
}

/** Fraction (0..1) of the progress bar, based on 20 s. */
export function wordGuessProgress(state: WordGuessState): number {
  return Math.min(1, Math.max(0, state.timeLeft / WORD_GUESS_PROGRESS_SECONDS));
}

export function createWordGuessGame({ words, random }: WordGuessOptions): WordGuessGame {
  if (words.length === 0) throw new RangeError('Word Guess needs at least one word');

  const say = (
    state: WordGuessState,
    user: ChatUser,
    text: string,
    now: number,
  ): WordGuessState => ({
    ...state,
    messages: [
      ...state.messages,
      { id: state.nextMessageId, user, text, isSystem: user.id !== PLAYER.id, timestamp: now },
    ],
    nextMessageId: state.nextMessageId + 1,
  });

  const initial = (now: number): WordGuessState =>
    say(
      {
        phase: 'idle',
        countdown: 0,
        phaseStartedAt: now,
        wordIndex: -1,
        roundNumber: 0,
        roundEndsAt: null,
        popupUntil: null,
        showWordPopup: false,
        timeLeft: WORD_GUESS_ROUND_SECONDS,
        score: 0,
        messages: [],
        nextMessageId: 1,
        wordsGuessed: [],
        wordsMissed: [],
        triedThisRound: false,
        cluesThisRound: [],
        cues: [],
      },
      SYSTEM_USER,
      wordGuessTexts.welcome,
      now,
    );

  const beginRound = (state: WordGuessState, at: number, now: number): WordGuessState => {
    const wordIndex =
      state.wordIndex < 0
        ? pickIndex(words.length, random)
        : pickOtherIndex(words.length, state.wordIndex, random);
    const roundNumber = state.roundNumber + 1;
    return say(
      {
        ...state,
        phase: 'round',
        countdown: 0,
        phaseStartedAt: at,
        wordIndex,
        roundNumber,
        roundEndsAt: at + WORD_GUESS_ROUND_SECONDS * SECOND_MS,
        popupUntil: at + WORD_GUESS_POPUP_MS,
        timeLeft: WORD_GUESS_ROUND_SECONDS,
        triedThisRound: false,
        cluesThisRound: [],
        cues: [...state.cues, 'gameStart'],
      },
      SYSTEM_USER,
      wordGuessTexts.roundStart(roundNumber),
      now,
    );
  };

  /** Runs every deadline that has passed by `now`, in order. */
  const advance = (previous: WordGuessState, now: number): WordGuessState => {
    let state = previous;
    for (;;) {
      const at = state.phaseStartedAt;
      if (state.phase === 'countdown') {
        const elapsed = Math.floor((now - at) / SECOND_MS);
        if (elapsed < WORD_GUESS_COUNTDOWN_FROM) {
          const countdown = WORD_GUESS_COUNTDOWN_FROM - elapsed;
          const cues: SoundCue[] = countdown < state.countdown ? ['countdown'] : [];
          return { ...state, countdown, cues: [...state.cues, ...cues] };
        }
        const startsAt = at + WORD_GUESS_COUNTDOWN_FROM * SECOND_MS;
        state = { ...state, phase: 'starting', countdown: 0, phaseStartedAt: startsAt };
      } else if (state.phase === 'starting' || state.phase === 'roundWon') {
        const delay =
          state.phase === 'starting' ? WORD_GUESS_START_BANNER_MS : WORD_GUESS_NEXT_ROUND_DELAY_MS;
        if (now < at + delay) return state;
        state = beginRound(state, at + delay, now);
      } else if (state.phase === 'round' && state.roundEndsAt !== null) {
        const timeLeft = secondsLeft(state.roundEndsAt, now);
        const showWordPopup = state.popupUntil !== null && now < state.popupUntil;
        if (timeLeft > 0) return { ...state, timeLeft, showWordPopup };
        const word = words[state.wordIndex]?.word ?? '';
        return say(
          {
            ...state,
            phase: 'timeUp',
            phaseStartedAt: state.roundEndsAt,
            timeLeft: 0,
            showWordPopup: false,
            roundEndsAt: null,
            wordsMissed: state.triedThisRound ? [...state.wordsMissed, word] : state.wordsMissed,
            cues: [...state.cues, 'gameOver'],
          },
          SYSTEM_USER,
          wordGuessTexts.timeUp(word),
          now,
        );
      } else {
        return state;
      }
    }
  };

  const send = (state: WordGuessState, text: string, now: number): WordGuessState => {
    const entry = words[state.wordIndex];
    if (state.phase !== 'round' || !entry) return state;
    const verdict = judgeGuess(entry, text, random, state.cluesThisRound);
    if (verdict.kind === 'blank') return state;
    const withGuess = say({ ...state, triedThisRound: true }, PLAYER, text.trim(), now);
    if (verdict.kind === 'miss') {
      return say({ ...withGuess, cluesThisRound: verdict.clues }, SYSTEM_USER, verdict.reply, now);
    }
    if (verdict.kind !== 'correct') return say(withGuess, SYSTEM_USER, verdict.reply, now);
    return say(
      {
        ...withGuess,
        phase: 'roundWon',
        phaseStartedAt: now,
        roundEndsAt: null,
        showWordPopup: false,
        score: state.score + WORD_GUESS_POINTS_PER_CORRECT,
        wordsGuessed: [...state.wordsGuessed, entry.word],
        cues: [...withGuess.cues, 'correct'],
      },
      SYSTEM_USER,
      wordGuessTexts.correct(entry.word),
      now,
    );
  };

  const reduce = (previous: WordGuessState, event: WordGuessEvent): WordGuessState => {
    const state = advance({ ...previous, cues: [] }, event.now);
    switch (event.type) {
      case 'tick':
        return state;
      case 'send':
        return send(state, event.text, event.now);
      case 'start':
        if (state.phase !== 'idle' && state.phase !== 'timeUp') return state;
        return {
          ...state,
          phase: 'countdown',
          countdown: WORD_GUESS_COUNTDOWN_FROM,
          phaseStartedAt: event.now,
          roundEndsAt: null,
          popupUntil: null,
          showWordPopup: false,
          timeLeft: WORD_GUESS_ROUND_SECONDS,
          // A new game after a time-out starts from zero, like the first one.
          score: 0,
          roundNumber: 0,
          cues: ['countdown'],
        };
      case 'exit':
        return {
          ...initial(event.now),
          score: state.score,
          messages: [
            {
              id: state.nextMessageId,
              user: SYSTEM_USER,
              text: wordGuessTexts.gameOver(state.score),
              isSystem: true,
              timestamp: event.now,
            },
          ],
          nextMessageId: state.nextMessageId + 1,
          wordsGuessed: state.wordsGuessed,
          wordsMissed: state.wordsMissed,
          cues: state.phase === 'idle' ? [] : ['gameOver'],
        };
    }
  };

  return { initial, reduce, currentWord: (state) => words[state.wordIndex] ?? null };
}
