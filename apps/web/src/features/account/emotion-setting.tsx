import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { useDialogs } from '../../components/dialogs';
import { useEmotionAvailability } from '../assessment/emotion/emotion-config';
import { EmotionToggle } from '../assessment/emotion/emotion-toggle';
import { deleteEmotionData } from './account-queries';
import { SaveStatus, type SaveState } from './save-status';
import { sectionClass } from './section';

export const EMOTION_TEXTS = {
  confirm:
    'This deletes every expression reading and tapped face kept with your reading assessment answers, and the emotion saved from them. Your answers, points and levels stay. It cannot be undone.',
  nothing: 'There was no emotion data to delete.',
  deleted: (readings: number, summaries: number) =>
    `Deleted ${readings} emotion ${readings === 1 ? 'reading' : 'readings'} and ${summaries} round ${
      summaries === 1 ? 'summary' : 'summaries'
    }. Your answers, points and levels are kept.`,
  failed: 'We could not delete your emotion data. Nothing was deleted: please try again.',
};

/**
 * The webcam's emotion reading (docs/emotion-reading.md): the same switch as the assessment's,
 * and deleting the emotion readings kept on the server, on their own.
 */
export function EmotionSetting() {
  const dialogs = useDialogs();
  const availability = useEmotionAvailability();
  const [state, setState] = useState<SaveState>(null);
  const [busy, setBusy] = useState(false);

  async function remove() {
    const sure = await dialogs.confirm(EMOTION_TEXTS.confirm, {
      title: 'Delete my emotion data',
      confirmLabel: 'Delete my emotion data',
      cancelLabel: 'Keep it',
    });
    if (!sure) return;
    setBusy(true);
    try {
      const { readingsDeleted, summariesDeleted } = await deleteEmotionData();
      setState({
        kind: 'saved',
        message:
          readingsDeleted + summariesDeleted === 0
            ? EMOTION_TEXTS.nothing
            : EMOTION_TEXTS.deleted(readingsDeleted, summariesDeleted),
      });
    } catch {
      setState({ kind: 'error', message: EMOTION_TEXTS.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="emotion-setting-title" className={sectionClass}>
      <h2 id="emotion-setting-title" className="text-lg font-bold">
        Emotion reading (webcam)
      </h2>
      {availability.state === 'available' ? (
        <>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            In the reading assessment, your camera can read your facial expressions in this browser
            to choose a friendlier topic. No picture leaves your device; only numbers such as “calm
            80%” are saved. Your choice is kept on this device.
          </p>
          <EmotionToggle className="mt-3 min-h-11" />
        </>
      ) : availability.state === 'off' ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Emotion reading is switched off on this server: the camera is never used.
        </p>
      ) : null}
      <h3 className="mt-5 font-semibold">Your emotion data</h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Delete the emotion readings kept with your assessment answers, and nothing else. Read what
        is kept in our{' '}
        <Link to="/privacy" className="font-medium text-indigo-700 underline dark:text-indigo-300">
          privacy notice
        </Link>
        .
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void remove()} disabled={busy}>
          <Trash2 className="h-4 w-4" aria-hidden />
          {busy ? 'Deleting…' : 'Delete my emotion data'}
        </Button>
        <SaveStatus state={state} />
      </div>
    </section>
  );
}
