import { zodResolver } from '@hookform/resolvers/zod';
import { signInRequestSchema, type SignInRequest } from '@lexora/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { destinationAfterSignIn } from '../../app/route-guards';
import { Button } from '../../components/button';
import { ApiClientError } from '../../lib/api-client';
import { authApi } from '../../lib/session/auth-api';
import { ErrorBox, FormField } from './form-field';
import { ProgressSteps } from './progress-steps';
import { solveChallenge } from './solve-challenge';
import { useSession } from '../../lib/session/session';

export const LOGIN_STEPS = ['Start', 'Verifying', 'Success'];
const SUCCESS_PAUSE_MS = 500;

/** Signs in; when the server asks for a puzzle, solves it and sends the sign-in once more. */
async function signInWithProof(values: SignInRequest, onPuzzle: () => void) {
  try {
    return await authApi.signIn(values);
  } catch (err) {
    if (!(err instanceof ApiClientError) || err.code !== 'PROOF_REQUIRED' || !err.challenge) {
      throw err;
    }
    onPuzzle();
    const proof = await solveChallenge(err.challenge);
    return authApi.signIn({ ...values, proof });
  }
}

export function LoginForm({ next }: { next: string | null }) {
  const session = useSession();
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // After many failed sign-ins here the server asks for a short puzzle instead of a lockout.
  const [checking, setChecking] = useState(false);
  const form = useForm<SignInRequest>({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const busy = step === 1;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setStep(1);
    try {
      const { user } = await signInWithProof(values, () => setChecking(true));
      setStep(2);
      setTimeout(
        () => session.establish(user, destinationAfterSignIn(user, next)),
        SUCCESS_PAUSE_MS,
      );
    } catch (err) {
      setStep(0);
      setChecking(false);
      setError(err instanceof ApiClientError ? err.message : 'Sign-in failed. Please try again.');
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="login-heading"
    >
      <h1 id="login-heading" className="text-3xl font-extrabold text-slate-900 dark:text-white">
        Login
      </h1>
      <ProgressSteps label="Login progress" steps={LOGIN_STEPS} current={step} />
      <ErrorBox message={error} />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={busy || step === 2}>
        {busy ? 'Embarking...' : 'Begin'}
      </Button>
      {checking && busy && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          There were many failed sign-ins here, so your browser is doing a short security check.
          This takes a few seconds.
        </p>
      )}
    </form>
  );
}
