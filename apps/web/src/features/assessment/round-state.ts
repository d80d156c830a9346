import { emotionsFromSelfReport, type SelfReportId } from '@lexora/assessment';
import type { AssessmentRound, EmotionHistoryEntryInput } from '@lexora/contracts';

/** The question a (re)loaded round continues at: the first one not answered yet. */
export function firstUnanswered(round: Pick<AssessmentRound, 'questions' | 'answered'>): number {
  const answered = new Set(round.answered.map((a) => a.questionId));
  const index = round.questions.findIndex((q) => !answered.has(q.id));
  return index === -1 ? round.questions.length : index;
}

/** 'Question i of n' and the progress bar's share (questions done before this one). */
export function questionProgress(index: number, count: number) {
  return {
    label: `Question ${index + 1} of ${count}`,
    percent: count > 0 ? Math.round((index / count) * 100) : 0,
  };
}

/** The spec's button: Next Question, or Complete Assessment on the last question. */
export const nextLabel = (index: number, count: number) =>
  index >= count - 1 ? 'Complete Assessment' : 'Next Question';

/** A tap on the feelings scale as an emotion history entry for this question. */
export function selfReportEntry(
  id: SelfReportId,
  questionIndex: number,
  now: number,
): EmotionHistoryEntryInput {
  return {
    timestamp: now,
    questionIndex,
    source: 'self-report',
    emotions: emotionsFromSelfReport(id),
  };
}

/** 'Round 2 of 3' under the title; /mcq is the last round. */
export function roundTitle(round: Pick<AssessmentRound, 'round' | 'page'>): string {
  return round.page === 'mcq'
    ? 'Reading assessment'
    : `Reading assessment, round ${round.round} of 3`;
}
