import type { Profile } from '@lexora/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { ApiClientError, apiFetch } from '../../lib/api-client';
import { learnerKeys, learnerPath } from '../../lib/learner-queries';
import { useSession } from '../../lib/session/session';
import { SaveStatus, type SaveState } from './save-status';
import { sectionClass } from './section';

/** The profile contract's limit (packages/contracts/src/profile.ts). */
export const NAME_MAX_LENGTH = 80;

export const NAME_TEXTS = {
  empty: 'Please enter a name: it cannot be empty.',
  tooLong: `Please keep your name to ${NAME_MAX_LENGTH} characters or fewer.`,
  failed: 'We could not save your name. Please try again.',
  saved: (name: string) => `Saved. Your name is now ${name}${/[.!?]$/.test(name) ? '' : '.'}`,
};

/** The name Lexora greets the learner by; what they typed stays in the box until it is saved. */
export function NameSetting() {
  const { user, update } = useSession();
  const client = useQueryClient();
  const inputId = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(user?.name ?? '');
  const [state, setState] = useState<SaveState>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  async function save(event: FormEvent) {
    event.preventDefault();
    const wanted = name.trim();
    const problem = !wanted
      ? NAME_TEXTS.empty
      : wanted.length > NAME_MAX_LENGTH
        ? NAME_TEXTS.tooLong
        : null;
    if (problem) {
      setState({ kind: 'error', message: problem });
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const profile = await apiFetch<Profile>(learnerPath(user!.validKey, 'profile'), {
        method: 'PATCH',
        body: { name: wanted },
      });
      client.setQueryData(learnerKeys.profile(user!.validKey), profile);
      update({ name: profile.name });
      setName(profile.name);
      setState({ kind: 'saved', message: NAME_TEXTS.saved(profile.name) });
    } catch (err) {
      const message =
        err instanceof ApiClientError ? (err.fields.name ?? err.message) : NAME_TEXTS.failed;
      setState({ kind: 'error', message });
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="name-setting-title" className={sectionClass}>
      <h2 id="name-setting-title" className="text-lg font-bold">
        Your name
      </h2>
      <form className="mt-3 flex flex-col gap-2" onSubmit={(event) => void save(event)} noValidate>
        <label htmlFor={inputId} className="text-sm font-semibold">
          Display name
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            ref={input}
            value={name}
            autoComplete="name"
            aria-invalid={state?.kind === 'error'}
            aria-describedby={statusId}
            onChange={(event) => setName(event.target.value)}
            className="min-h-11 min-w-0 flex-1 basis-56 rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none aria-[invalid=true]:border-rose-600 dark:border-slate-600 dark:bg-slate-800 dark:text-white"
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save name'}
          </Button>
        </div>
        <SaveStatus id={statusId} state={state} />
      </form>
    </section>
  );
}
