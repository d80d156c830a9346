import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../components/button';
import { DialogClose, DialogPanel } from '../../components/dialog-panel';
import { useDialogs } from '../../components/dialogs';
import { ApiClientError } from '../../lib/api-client';
import { useSession } from '../../lib/session/session';
import { accountApi } from './account-api';

/** 'Delete my account': confirmed with the password; then signed out on every device. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const session = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const passwordId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setPassword('');
      setError(null);
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Please enter your password to confirm.');
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await accountApi.deleteAccount({ password });
    } catch (err) {
      setBusy(false);
      setError(err instanceof ApiClientError ? err.message : 'Something went wrong.');
      input.current?.focus();
      return;
    }
    setBusy(false);
    setPassword('');
    onOpenChange(false);
    // The notice first, then the home page (whose tour would otherwise open over it). The
    // session is forgotten after it, as the learner's choice: a signed-in page (/profile) then
    // sends them home, not to /login?next=/profile.
    await dialogs.notice('Your account and everything in it have been deleted. Goodbye!', {
      title: 'Account deleted',
    });
    session.forget({ byChoice: true });
    navigate('/', { replace: true });
  }

  return (
    <DialogPanel
      open={open}
      onOpenChange={change}
      title="Delete my account"
      description="This deletes your account and everything in it for good: your words, points, analyses, games, coach results and reading record. You will be signed out on every device. Download your data first if you want to keep a copy."
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        input.current?.focus();
      }}
    >
      <form
        className="mt-5 flex flex-col gap-2"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <label
          htmlFor={passwordId}
          className="text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          Your password
        </label>
        <input
          ref={input}
          id={passwordId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 aria-invalid:border-rose-500 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:focus:ring-indigo-900"
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm text-rose-700 dark:text-rose-300">
            {error}
          </p>
        )}
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <DialogClose className={buttonClasses('secondary')} disabled={busy}>
            Keep my account
          </DialogClose>
          <button type="submit" className={buttonClasses('danger')} disabled={busy}>
            {busy ? 'Deleting…' : 'Delete my account'}
          </button>
        </div>
      </form>
    </DialogPanel>
  );
}
