import type { AssessmentRound, EmotionHistoryEntryInput } from '@lexora/contracts';

/**
 * SLOT for the on-device emotion reading (issue 13 section 4, built separately in
 * `./emotion/`): its consent toggle and webcam preview mount here, above the question. It
 * reports summaries (never pictures) through `onEntries`; the page sends them with the next
 * answer (`emotionHistory` of POST /assessment/rounds/{id}/answers). Renders nothing until then.
 */
export function EmotionReadingSlot(props: {
  round: Pick<AssessmentRound, 'id' | 'round'>;
  questionIndex: number;
  onEntries: (entries: EmotionHistoryEntryInput[]) => void;
}): null {
  void props;
  return null;
}
