import type { Passage } from '@lexora/content/passages';
import {
  WORD_INPUT_INVALID_MESSAGE,
  type SampleAnswer,
  type SampleAnswerRequest,
  type SampleLesson,
  type SampleLessonLevel,
  type SampleWordExplanation,
  type SampleWordRequest,
} from '@lexora/contracts';
import { AppError, notFound } from '../../http/errors';
import { createGate } from '../../limits/gate';
import type { LearnerLimits } from '../../limits/learner-limits';
import { SAMPLE_QUIZ_SETS } from '@lexora/quiz/sample-lesson';
import type { TaskRunner } from '../../workers/task-pool';

/**
 * The passage of each level's sample lesson, chosen from the bank for it (the B1 one is about
 * learning a language). The quiz questions are the engines' own, made once with fixed seeds and
 * kept with their keys in @lexora/quiz's data/sample-lesson.json, so every visitor meets the same
 * lesson, we read it before visitors do, and an answer is checked without storing anything.
 */
export const SAMPLE_PASSAGES: Record<SampleLessonLevel, string> = {
  A2: 'places-travel-a2-lost-in-the-market',
  B1: 'places-travel-b1-ten-phrases-a-week',
};

/** A visitor's explanations share one worker thread at a time, so they never crowd out learners. */
export const SAMPLE_EXPLANATIONS = { running: 1, waiting: 4 };

type Part = 'reading' | 'blank' | 'connection';

interface KeyedQuestion {
  id: string;
  correctIndex: number;
  explanation: string;
}

interface KeyedLesson {
  lesson: SampleLesson;
  keys: Map<string, KeyedQuestion>;
}

const questionId = (level: SampleLessonLevel, part: Part, n: number) =>
  `${level.toLowerCase()}-${part}-${n}`;

const ID_PATTERN = /^(a2|b1)-(reading|blank|connection)-\d+$/;

/** The words of a passage as the page splits them (letters with inner apostrophes or hyphens). */
export function passageWords(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/[A-Za-z]+(?:['-][A-Za-z]+)*/g)].map((match) => match[0].toLowerCase()),
  );
}

export function createSampleLessonService(deps: {
  passages: readonly Passage[];
  tasks: TaskRunner;
  limits: LearnerLimits;
}) {
  const { tasks, limits } = deps;
  const lessons = new Map<SampleLessonLevel, KeyedLesson>();
  const explanations = createGate(SAMPLE_EXPLANATIONS);

  const passageOf = (level: SampleLessonLevel): Passage => {
    const passageId = SAMPLE_PASSAGES[level];
    const passage = deps.passages.find((p) => p.id === passageId);
    if (!passage) throw new Error(`The sample lesson's passage ${passageId} is not in the bank`);
    return passage;
  };
  /** Every word of each level's passage, lower case: the words a visitor may ask about. */
  const askable = new Map<SampleLessonLevel, Set<string>>();
  const wordsOf = (level: SampleLessonLevel) => {
    let words = askable.get(level);
    if (!words) askable.set(level, (words = passageWords(passageOf(level).text)));
    return words;
  };

  function build(level: SampleLessonLevel): KeyedLesson {
    const passage = passageOf(level);
    const quiz = SAMPLE_QUIZ_SETS[level];
    const keys = new Map<string, KeyedQuestion>();
    const keep = (id: string, correctIndex: number, explanation: string) => {
      keys.set(id, { id, correctIndex, explanation });
      return id;
    };
    const lesson: SampleLesson = {
      level,
      reading: {
        title: passage.title,
        text: passage.text,
        topic: passage.topic,
        questions: passage.questions.map((q, i) => ({
          id: keep(questionId(level, 'reading', i + 1), q.correctIndex, q.explanation),
          prompt: q.question,
          options: [...q.options],
        })),
      },
      blanks: quiz.blanks.map((q, i) => ({
        id: keep(questionId(level, 'blank', i + 1), q.correctIndex, q.explanation),
        prompt: q.prompt,
        options: [...q.options],
      })),
      connections: quiz.connections.map((q, i) => ({
        id: keep(questionId(level, 'connection', i + 1), q.correctIndex, q.explanation),
        prompt: q.prompt,
        clues: [...(q.clues ?? [])],
        options: [...q.options],
      })),
    };
    return { lesson, keys };
  }

  /** Built once per level and process, on first use. */
  function keyedLesson(level: SampleLessonLevel): KeyedLesson {
    let lesson = lessons.get(level);
    if (!lesson) lessons.set(level, (lesson = build(level)));
    return lesson;
  }

  return {
    /** The lesson without its keys. */
    async lesson(level: SampleLessonLevel, address: string): Promise<SampleLesson> {
      await limits.take('sample-lesson', address);
      return keyedLesson(level).lesson;
    },

    /** One answer, checked against the key; nothing is stored. */
    async check(request: SampleAnswerRequest, address: string): Promise<SampleAnswer> {
      await limits.take('sample-lesson', address);
      const match = ID_PATTERN.exec(request.questionId);
      const level = match?.[1]?.toUpperCase() as SampleLessonLevel | undefined;
      const key = level && keyedLesson(level).keys.get(request.questionId);
      if (!key) throw notFound('That sample question');
      return {
        questionId: key.id,
        choice: request.choice,
        correct: request.choice === key.correctIndex,
        correctIndex: key.correctIndex,
        explanation: key.explanation,
      };
    },

    /** The word assistant's explanation of a word of the sample passage, at the lesson's level. */
    async explain(request: SampleWordRequest, address: string): Promise<SampleWordExplanation> {
      await limits.take('sample-lesson', address);
      if (!wordsOf(request.level).has(request.word.toLowerCase())) {
        throw new AppError('BAD_REQUEST', 'Please choose a word of the sample passage.');
      }
      const outcome = await explanations.run(() =>
        tasks.run('assistant.explain', {
          word: request.word,
          level: request.level,
          interest: null,
          style: 'verbal',
        }),
      );
      if (outcome.kind === 'invalid') throw new AppError('BAD_REQUEST', WORD_INPUT_INVALID_MESSAGE);
      if (outcome.kind === 'unknown') return outcome.body;
      // The quick question belongs to a learner's chat (its answer pays points): not offered here.
      return { ...outcome.body, question: null };
    },
  };
}

export type SampleLessonService = ReturnType<typeof createSampleLessonService>;
