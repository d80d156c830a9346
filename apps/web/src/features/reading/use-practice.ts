import type { PracticePassage, ReadingResults } from '@lexora/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/toast';
import { ApiClientError } from '../../lib/api-client';
import { invalidateLearner } from '../../lib/learner-queries';
import {
  fetchPracticeSet,
  submitReadingResults,
  type PracticeChoice,
} from '../../lib/reading-queries';
import { newUuid } from '../../lib/uuid';
import {
  chooseOption,
  goToParagraph,
  practiceAnswers,
  startPractice,
  type PracticeState,
} from './practice-state';

export type PracticeView =
  | { kind: 'home' }
  | {
      kind: 'practice';
      state: PracticeState;
      choice: PracticeChoice;
      label: string;
      /** One id per set: a retried submit after a failure pays at most once. */
      submissionId: string;
    }
  | {
      kind: 'results';
      passages: PracticePassage[];
      results: ReadingResults;
      choice: PracticeChoice;
      label: string;
    };

const message = (error: unknown, fallback: string) =>
  error instanceof ApiClientError ? error.message : fallback;

/** The reading practice flow of /paragraph: home -> practice set -> results -> another or home. */
export function usePractice(validKey: string) {
  const client = useQueryClient();
  const [view, setView] = useState<PracticeView>({ kind: 'home' });
  const [busy, setBusy] = useState(false);

  async function start(choice: PracticeChoice, label: string) {
    setBusy(true);
    try {
      const { passages } = await fetchPracticeSet(choice);
      if (passages.length === 0) {
        toast.error('There are no passages for this choice yet. Please pick another topic.');
        return;
      }
      setView({
        kind: 'practice',
        state: startPractice(passages, Date.now()),
        choice,
        label,
        submissionId: newUuid(),
      });
    } catch (error) {
      toast.error(message(error, 'We could not load your passages. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const update = (change: (state: PracticeState) => PracticeState) =>
    setView((v) => (v.kind === 'practice' ? { ...v, state: change(v.state) } : v));

  async function submit() {
    if (view.kind !== 'practice') return;
    setBusy(true);
    try {
      const results = await submitReadingResults({
        submissionId: view.submissionId,
        answers: practiceAnswers(view.state, Date.now()),
      });
      setView({
        kind: 'results',
        passages: view.state.passages,
        results,
        choice: view.choice,
        label: view.label,
      });
      await invalidateLearner(client, validKey);
    } catch (error) {
      toast.error(message(error, 'We could not check your answers. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return {
    view,
    busy,
    start,
    go: (index: number) => update((s) => goToParagraph(s, index, Date.now())),
    choose: (questionId: string, option: number) =>
      update((s) => chooseOption(s, questionId, option)),
    submit,
    another: () => (view.kind === 'results' ? start(view.choice, view.label) : undefined),
    home: () => setView({ kind: 'home' }),
  };
}
