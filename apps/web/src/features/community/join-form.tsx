import { DISPLAY_NAME_MAX_LENGTH } from '@lexora/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { ApiClientError } from '../../lib/api-client';

/**
 * The league name form: to join, or to change the name. The server's message says what to
 * change (e-mail addresses, web addresses and unkind words are refused).
 */
export function JoinForm({
  initialName = '',
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initialName?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (displayName: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await onSubmit(name);
    } catch (caught) {
      setError(
        caught instanceof ApiClientError
          ? (caught.fields.displayName ?? caught.message)
          : 'Something went wrong. Please try again.',
      );
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold text-slate-900 dark:text-white">
        Your league name
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
        Other learners will see this name. It does not have to be your real name; please do not use
        your e-mail address.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={DISPLAY_NAME_MAX_LENGTH + 8}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 aria-invalid:border-rose-500 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:focus:ring-indigo-900"
        />
        <Button type="submit" disabled={pending} className="min-h-11">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} className="min-h-11">
            Cancel
          </Button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {error}
        </p>
      )}
    </form>
  );
}
