import type { AssessmentRound, EmotionHistoryEntryInput } from '@lexora/contracts';
import { useEffect, useRef } from 'react';
import { EmotionConsent, EmotionPreview, EmotionToggle, useEmotionReading } from './emotion';

/**
 * The on-device emotion reading above the question (issue 13 section 4, `./emotion/`): the
 * consent panel until the learner decides, the switch, and the webcam preview while it runs.
 * New camera entries (numbers, never pictures) go to `onEntries`; the page sends them with the
 * next answer. Where the deployment switched emotion reading off, it renders nothing.
 */
export function EmotionReadingSlot({
  round,
  questionIndex,
  onEntries,
}: {
  round: Pick<AssessmentRound, 'id' | 'round'>;
  questionIndex: number;
  onEntries: (entries: EmotionHistoryEntryInput[]) => void;
}) {
  const reading = useEmotionReading({
    round: round.round,
    questionId: `${round.id}/${questionIndex}`,
    questionIndex,
    enabled: true,
  });
  const report = useRef(onEntries);
  const reported = useRef(0);
  useEffect(() => {
    report.current = onEntries;
  }, [onEntries]);
  const { entries } = reading;
  useEffect(() => {
    // A new round starts a new history.
    if (entries.length < reported.current) reported.current = 0;
    const fresh = entries.slice(reported.current);
    reported.current = entries.length;
    if (fresh.length)
      report.current(
        fresh.map(({ timestamp, questionIndex: index, source, emotions }) => ({
          timestamp,
          questionIndex: index,
          source,
          emotions,
        })),
      );
  }, [entries]);

  return (
    <div className="grid gap-3 empty:hidden">
      <EmotionConsent />
      <div className="flex flex-wrap items-start gap-3 empty:hidden">
        <EmotionToggle />
        <EmotionPreview reading={reading} />
      </div>
    </div>
  );
}
