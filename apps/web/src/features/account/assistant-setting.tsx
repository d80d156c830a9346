import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { invalidateLearner, usePreferencesQuery } from '../../lib/learner-queries';
import { safeStorage } from '../../lib/storage';
import {
  ASSISTANT_ANIMATIONS_KEY,
  LEARNING_STYLES,
  saveLearningStyle,
  type LearningStyle,
} from '../word-assistant/assistant-api';
import { LearningStyleChoices } from '../word-assistant/learning-style-choices';
import { SaveStatus, type SaveState } from './save-status';
import { sectionClass } from './section';

/** The word assistant's own settings, the same ones its chat window offers. */
export function AssistantSetting({ validKey }: { validKey: string }) {
  const client = useQueryClient();
  const preferences = usePreferencesQuery(validKey);
  const [chosen, setChosen] = useState<LearningStyle | null>(null);
  const style = chosen ?? preferences.data?.learningStyle;
  const [styleState, setStyleState] = useState<SaveState>(null);
  const [busy, setBusy] = useState(false);
  const [animations, setAnimations] = useState(
    () => safeStorage.get(ASSISTANT_ANIMATIONS_KEY) !== 'off',
  );
  const [animationState, setAnimationState] = useState<SaveState>(null);

  async function saveStyle(event: FormEvent) {
    event.preventDefault();
    if (!style) return;
    setBusy(true);
    try {
      await saveLearningStyle(validKey, style);
      const label = LEARNING_STYLES.find((option) => option.id === style)?.label ?? style;
      setStyleState({
        kind: 'saved',
        message: `Saved. The assistant now explains words the ${label.toLowerCase()} way.`,
      });
      await invalidateLearner(client, validKey);
    } catch {
      setStyleState({
        kind: 'error',
        message: 'We could not save your learning style. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  }

  const switchAnimations = (on: boolean) => {
    setAnimations(on);
    safeStorage.set(ASSISTANT_ANIMATIONS_KEY, on ? 'on' : 'off');
    setAnimationState({
      kind: 'saved',
      message: on
        ? 'Saved. The assistant’s messages slide in.'
        : 'Saved. The assistant’s messages appear without moving.',
    });
  };

  return (
    <section aria-labelledby="assistant-setting-title" className={sectionClass}>
      <h2 id="assistant-setting-title" className="text-lg font-bold">
        Word assistant
      </h2>
      <form className="mt-3" onSubmit={(event) => void saveStyle(event)}>
        <fieldset>
          <legend className="font-semibold">Learning style</legend>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            How should the assistant explain words?
          </p>
          <LearningStyleChoices
            name="learning-style"
            value={style}
            disabled={!style}
            columns
            onChoose={(id) => {
              setChosen(id);
              setStyleState(null);
            }}
          />
        </fieldset>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy || !style}>
            {busy ? 'Saving…' : 'Save learning style'}
          </Button>
          <SaveStatus state={styleState} />
        </div>
      </form>
      <div className="mt-5">
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            checked={animations}
            onChange={(event) => switchAnimations(event.target.checked)}
            className="h-5 w-5 accent-indigo-600"
          />
          Animations in the assistant’s chat
        </label>
        <SaveStatus state={animationState} />
      </div>
    </section>
  );
}
