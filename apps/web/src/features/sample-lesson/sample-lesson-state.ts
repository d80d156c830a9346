import type { SampleAnswer, SampleLesson } from '@lexora/contracts';

/** Every question of the lesson in the order the page shows them. */
export function lessonQuestionIds(lesson: SampleLesson): string[] {
  return [...lesson.reading.questions, ...lesson.blanks, ...lesson.connections].map((q) => q.id);
}

export interface LessonProgress {
  answered: number;
  right: number;
  total: number;
  finished: boolean;
}

/** How far the visitor is: only answers to this lesson's questions count. */
export function lessonProgress(
  lesson: SampleLesson,
  answers: Readonly<Record<string, SampleAnswer>>,
): LessonProgress {
  const ids = lessonQuestionIds(lesson);
  const given = ids.map((id) => answers[id]).filter((a): a is SampleAnswer => a !== undefined);
  return {
    answered: given.length,
    right: given.filter((a) => a.correct).length,
    total: ids.length,
    finished: ids.length > 0 && given.length === ids.length,
  };
}
