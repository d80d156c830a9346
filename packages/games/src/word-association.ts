import { SECOND_MS, secondsLeft, type SoundCue } from './clock';
import { pickOne, shuffle, type RandomSource } from './random';

/**
 * Word Association Challenge: three clue words, two options, one shared connection.
 * setup (choose Easy/Medium/Hard) -> playing (60 s) -> gameOver -> Play Again -> setup.
 */
export type AssociationDifficulty = 'Easy' | 'Medium' | 'Hard';
export const ASSOCIATION_DIFFICULTIES: readonly AssociationDifficulty[] = [
  'Easy',
  'Medium',
  'Hard',
];

export interface AssociationQuestion {
  /** Stable id (the clue words), named in a round the server issues and in the answers sent. */
  id: string;
  words: readonly string[];
  options: readonly string[];
  correctAnswer: string;
  explanation: string;
  difficulty: AssociationDifficulty;
}

export const ASSOCIATION_ROUND_SECONDS = 60;
export const ASSOCIATION_POINTS_PER_CORRECT = 10;
export const ASSOCIATION_MAX_HINTS = 3;
export const ASSOCIATION_TOAST_MS = 3000;

/** Generic hints (the spec asks for four, chosen at random); they fit every question. */
export const ASSOCIATION_HINTS: readonly string[] = [
  'Look for one idea that all three words share.',
  'Think of a place or situation where you would meet all three words together.',
  'Ask yourself which option each word could describe, belong to or be part of.',
  'Say each clue word with both options and keep the one that fits all three.',
];

export type AssociationToast = {
  /** Increases with every toast, so the screen can show the same text twice in a row. */
  id: number;
  kind: 'success' | 'error' | 'warning' | 'info';
  title: string;
  description?: string;
};

export type AssociationPhase = 'setup' | 'playing' | 'gameOver';

export interface AssociationState {
  phase: AssociationPhase;
  difficulty: AssociationDifficulty | null;
  /** The questions of the chosen difficulty, in play order (shuffled at Begin). */
  questions: readonly AssociationQuestion[];
  index: number;
  score: number;
  hintsUsed: number;
  /** The hint currently shown for this game, if any. */
  hint: string | null;
  endsAt: number | null;
  timeLeft: number;
  answered: number;
  /** Correct answers the learner missed: the screen may record them as difficult words. */
  missedAnswers: readonly string[];
  /** Every answer of the round in order: what the server scores (ADR 0048). */
  answers: readonly AssociationAnswer[];
  toast: AssociationToast | null;
  cues: readonly SoundCue[];
}

/** One answer as sent to the server: the question and the option chosen. */
export interface AssociationAnswer {
  questionId: string;
  choice: string;
}

export type AssociationEvent =
  | { type: 'chooseDifficulty'; difficulty: AssociationDifficulty }
  /** `order`: the question ids of a round the server issued; without it, a local shuffle. */
  | { type: 'begin'; now: number; order?: readonly string[] }
  | { type: 'tick'; now: number }
  | { type: 'answer'; option: string; now: number }
  | { type: 'hint'; now: number }
  | { type: 'playAgain' };

export interface AssociationGame {
  initial(): AssociationState;
  reduce(state: AssociationState, event: AssociationEvent): AssociationState;
}

export interface AssociationOptions {
  questions: readonly AssociationQuestion[];
  random: RandomSource;
}

export const associationTexts = {
  noQuestions: {
    title: 'No questions available',
    description: 'Please select a different difficulty',
  },
  correct: 'Correct Answer!',
  incorrect: 'Incorrect Answer',
  correctAnswerWas: (answer: string) => `The correct answer was ${answer}`,
  hintTitle: 'Hint',
  hintLimit: 'Hint limit reached!',
};

/** Begin Challenge is disabled until a difficulty is chosen. */
export function canBegin(state: AssociationState): boolean {
  return state.phase === 'setup' && state.difficulty !== null;
}

/** Get Hint is disabled after three hints. */
export function canHint(state: AssociationState): boolean {
  return state.phase === 'playing' && state.hintsUsed < ASSOCIATION_MAX_HINTS;
}

export function currentQuestion(state: AssociationState): AssociationQuestion | null {
  return state.phase === 'playing' ? (state.questions[state.index] ?? null) : null;
}

export function createAssociationGame({ questions, random }: AssociationOptions): AssociationGame {
  const initial = (): AssociationState => ({
    phase: 'setup',
    difficulty: null,
    questions: [],
    index: 0,
    score: 0,
    hintsUsed: 0,
    hint: null,
    endsAt: null,
    timeLeft: ASSOCIATION_ROUND_SECONDS,
    answered: 0,
    missedAnswers: [],
    answers: [],
    toast: null,
    cues: [],
  });

  const toast = (
    state: AssociationState,
    next: Omit<AssociationToast, 'id'>,
  ): AssociationToast => ({
    id: (state.toast?.id ?? 0) + 1,
    ...next,
  });

  const advanceClock = (state: AssociationState, now: number): AssociationState => {
    if (state.phase !== 'playing' || state.endsAt === null) return state;
    const timeLeft = secondsLeft(state.endsAt, now);
    if (timeLeft > 0) return { ...state, timeLeft };
    return { ...state, phase: 'gameOver', timeLeft: 0, hint: null, cues: ['gameOver'] };
  };

  const begin = (
    state: AssociationState,
    now: number,
    order?: readonly string[],
  ): AssociationState => {
    if (!canBegin(state)) return state;
    const chosen = questions.filter((question) => question.difficulty === state.difficulty);
    const byId = new Map(chosen.map((question) => [question.id, question]));
    const issued = order?.flatMap((id) => byId.get(id) ?? []);
    if (chosen.length === 0 || (issued && issued.length === 0)) {
      return { ...state, toast: toast(state, { kind: 'error', ...associationTexts.noQuestions }) };
    }
    return {
      ...state,
      phase: 'playing',
      questions: issued ?? shuffle(chosen, random),
      index: 0,
      score: 0,
      hintsUsed: 0,
      hint: null,
      endsAt: now + ASSOCIATION_ROUND_SECONDS * SECOND_MS,
      timeLeft: ASSOCIATION_ROUND_SECONDS,
      answered: 0,
      missedAnswers: [],
      answers: [],
      cues: ['gameStart'],
    };
  };

  const answer = (state: AssociationState, option: string): AssociationState => {
    const question = currentQuestion(state);
    if (!question || !question.options.includes(option)) return state;
    const right = option === question.correctAnswer;
    const next = {
      ...state,
      // Every answer advances; the last question wraps around to the first.
      index: (state.index + 1) % state.questions.length,
      answered: state.answered + 1,
      answers: [...state.answers, { questionId: question.id, choice: option }],
      hint: null,
    };
    if (right) {
      return {
        ...next,
        score: state.score + ASSOCIATION_POINTS_PER_CORRECT,
        toast: toast(state, {
          kind: 'success',
          title: associationTexts.correct,
          description: question.explanation,
        }),
        cues: ['correct'],
      };
    }
    return {
      ...next,
      missedAnswers: [...state.missedAnswers, question.correctAnswer],
      toast: toast(state, {
        kind: 'error',
        title: associationTexts.incorrect,
        description: associationTexts.correctAnswerWas(question.correctAnswer),
      }),
      cues: ['skip'],
    };
  };

  const hint = (state: AssociationState): AssociationState => {
    if (state.phase !== 'playing') return state;
    if (!canHint(state)) {
      return {
        ...state,
        toast: toast(state, { kind: 'warning', title: associationTexts.hintLimit }),
      };
    }
    const text = pickOne(ASSOCIATION_HINTS, random);
    return {
      ...state,
      hintsUsed: state.hintsUsed + 1,
      hint: text,
      toast: toast(state, { kind: 'info', title: associationTexts.hintTitle, description: text }),
    };
  };

  const reduce = (previous: AssociationState, event: AssociationEvent): AssociationState => {
    const base = { ...previous, cues: [] };
    switch (event.type) {
      case 'chooseDifficulty':
        return base.phase === 'setup' ? { ...base, difficulty: event.difficulty } : base;
      case 'begin':
        return begin(base, event.now, event.order);
      case 'playAgain':
        // Back to setup; the chosen difficulty stays selected so Begin works at once.
        return base.phase === 'gameOver'
          ? { ...initial(), difficulty: base.difficulty, toast: base.toast }
          : base;
      case 'tick':
        return advanceClock(base, event.now);
      case 'answer': {
        const state = advanceClock(base, event.now);
        return state.phase === 'playing' ? answer(state, event.option) : state;
      }
      case 'hint': {
        const state = advanceClock(base, event.now);
        return hint(state);
      }
    }
  };

  return { initial, reduce };
}
