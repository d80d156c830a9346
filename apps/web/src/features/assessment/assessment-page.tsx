import type { SelfReportId } from '@lexora/assessment';
import type {
  AssessmentPage as Page,
  AssessmentRound,
  EmotionHistoryEntryInput,
  RoundResult,
} from '@lexora/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { ApiClientError } from '../../lib/api-client';
import { invalidateLearner } from '../../lib/learner-queries';
import { useSession } from '../../lib/session/session';
import { completeRound, sendAnswers, startRound } from './assessment-api';
import { CompletionView } from './completion-view';
import { GoBackToReading } from './go-back';
import { QuestionView } from './question-view';
import { firstUnanswered, selfReportEntry } from './round-state';

const message = (error: unknown, fallback: string) =>
  error instanceof ApiClientError ? error.message : fallback;

/** The question on screen: what is chosen so far, and when it appeared (its time). */
interface Current {
  index: number;
  selected: number | null;
  changes: number;
  feeling: SelfReportId | null;
  shownAt: number;
}

const fresh = (index: number): Current => ({
  index,
  selected: null,
  changes: 0,
  feeling: null,
  shownAt: Date.now(),
});

/** /mcq2, /mcq3, /mcq4 and /mcq: one round of the reading assessment (spec 001 section 2). */
export function AssessmentPage({ page }: { page: Page }) {
  const { user, update } = useSession();
  const validKey = user?.validKey ?? '';
  const queryClient = useQueryClient();
  // Starting is safe to repeat: the server resumes the open round of this page.
  const started = useQuery({
    queryKey: ['assessment-round', validKey, page],
    queryFn: () => startRound(page),
    enabled: Boolean(validKey),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  });

  // Every state of the page is its main content (axe landmark-one-main).
  return (
    <main>
      {started.isPending ? (
        <LoadingView />
      ) : started.isError ? (
        <FailureView onRetry={() => void started.refetch()} />
      ) : (
        <RoundView
          key={started.data.id}
          initial={started.data}
          onDone={async (result) => {
            if (result.next === '/paragraph') update({ isNew: false });
            await invalidateLearner(queryClient, validKey);
          }}
        />
      )}
    </main>
  );
}

function RoundView({
  initial,
  onDone,
}: {
  initial: AssessmentRound;
  onDone: (result: RoundResult) => Promise<void>;
}) {
  const [round, setRound] = useState(initial);
  const [current, setCurrent] = useState<Current>(() => fresh(firstUnanswered(initial)));
  const [result, setResult] = useState<RoundResult | null>(initial.result);
  const [busy, setBusy] = useState(false);
  // Summaries from the emotion slot wait here until the next answer carries them.
  const pending = useRef<EmotionHistoryEntryInput[]>([]);

  async function complete() {
    const done = await completeRound(round.id);
    setResult(done);
    await onDone(done);
  }

  async function next() {
    const question = round.questions[current.index];
    if (!question || current.selected === null) return;
    const now = Date.now();
    const fromSlot = pending.current.length;
    const emotions = [
      ...pending.current,
      ...(current.feeling ? [selfReportEntry(current.feeling, current.index, now)] : []),
    ];
    setBusy(true);
    try {
      const saved = await sendAnswers(round.id, {
        answers: [
          {
            questionId: question.id,
            selectedOption: current.selected,
            timeSpent: Math.max(0, Math.round(now - current.shownAt)),
            answerChanges: current.changes,
          },
        ],
        emotionHistory: emotions,
      });
      pending.current = pending.current.slice(fromSlot);
      setRound(saved);
      const nextIndex = firstUnanswered(saved);
      if (nextIndex >= saved.questions.length) await complete();
      else setCurrent(fresh(nextIndex));
    } catch (error) {
      toast.error(message(error, 'We could not save your answer. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function retryComplete() {
    setBusy(true);
    try {
      await complete();
    } catch (error) {
      toast.error(message(error, 'We could not finish the round. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (result) return <CompletionView result={result} />;
  if (current.index >= round.questions.length) {
    // A reload after the last answer but before completing: nothing is lost, finish here.
    return (
      <section className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-10 text-center">
        <h1 className="text-2xl font-extrabold text-slate-900 dark:text-white">
          Your answers are saved
        </h1>
        <div>
          <Button size="lg" disabled={busy} onClick={() => void retryComplete()}>
            Complete Assessment
          </Button>
        </div>
      </section>
    );
  }
  return (
    <QuestionView
      round={round}
      index={current.index}
      selected={current.selected}
      feeling={current.feeling}
      busy={busy}
      onChoose={(option) =>
        setCurrent((c) => ({
          ...c,
          selected: option,
          changes: c.selected !== null && c.selected !== option ? c.changes + 1 : c.changes,
        }))
      }
      onFeeling={(feeling) => setCurrent((c) => ({ ...c, feeling }))}
      onEmotionEntries={(entries) => pending.current.push(...entries)}
      onNext={() => void next()}
    />
  );
}

function LoadingView() {
  return (
    <section className="mx-auto grid w-full max-w-3xl justify-items-center gap-3 px-4 py-16 text-center">
      <Spinner label="Loading Questions..." />
      <h1 className="text-2xl font-extrabold text-slate-900 dark:text-white">
        Loading Questions...
      </h1>
      <p className="text-slate-700 dark:text-slate-200">
        Please wait while we choose a passage for you.
      </p>
    </section>
  );
}

function FailureView({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="mx-auto grid w-full max-w-3xl justify-items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-extrabold text-slate-900 dark:text-white">
        Error Loading Questions
      </h1>
      <p className="text-slate-700 dark:text-slate-200">
        We couldn&apos;t load the questions for your assessment. Please try again.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        <GoBackToReading variant="secondary" />
      </div>
    </section>
  );
}
