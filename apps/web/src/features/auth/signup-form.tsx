import { Star } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { signUpRequestSchema } from '@lexora/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { destinationAfterSignIn } from '../../app/route-guards';
import { Button } from '../../components/button';
import { ApiClientError } from '../../lib/api-client';
import { authApi } from '../../lib/session/auth-api';
import { ErrorBox, FormField } from './form-field';
import { ProgressSteps } from './progress-steps';
import { useSession } from '../../lib/session/session';

export const SIGNUP_STEPS = ['Start', 'Account', 'Profile', 'Complete'];
/** XP shown after each stage: account created, profile saved, complete (spec 000 section 4). */
export const SIGNUP_XP = [0, 25, 75, 100];
export const PASSWORD_MISMATCH = 'Passwords do not match!';
const COMPLETE_PAUSE_MS = 900;

const signUpFormSchema = signUpRequestSchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password.') })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });
type SignUpForm = z.infer<typeof signUpFormSchema>;

export function SignupForm({ next }: { next: string | null }) {
  const session = useSession();
  const [stage, setStage] = useState(0);
  const [working, setWorking] = useState<'account' | 'profile' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const mismatch = form.formState.errors.confirmPassword?.message === PASSWORD_MISMATCH;

  const onSubmit = form.handleSubmit(async ({ name, email, password }) => {
    setError(null);
    try {
      setWorking('account');
      await authApi.signUp({ name, email, password });
      setStage(1);
      setWorking('profile');
      const user = await authApi.me();
      setStage(2);
      setWorking(null);
      setStage(3);
      setTimeout(
        () => session.establish(user, destinationAfterSignIn(user, next)),
        COMPLETE_PAUSE_MS,
      );
    } catch (err) {
      setWorking(null);
      setStage(0);
      setError(
        err instanceof ApiClientError
          ? err.message
          : 'Creating your account failed. Please try again.',
      );
    }
  });

  const buttonText =
    working === 'account'
      ? 'Creating Account...'
      : working === 'profile'
        ? 'Saving Profile...'
        : 'Start Your Journey';
  const xp = SIGNUP_XP[stage] ?? 0;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3"
      aria-labelledby="signup-heading"
    >
      <div className="flex items-center justify-between gap-4">
        <h1 id="signup-heading" className="text-3xl font-extrabold text-slate-900 dark:text-white">
          Create Account
        </h1>
        <p
          className="rounded-full bg-amber-100 px-3 py-1 text-sm font-bold whitespace-nowrap text-amber-800 dark:bg-amber-900 dark:text-amber-100"
          aria-live="polite"
        >
          <Star className="inline h-4 w-4 align-[-2px]" aria-hidden /> XP{' '}
          <span data-testid="signup-xp">{xp}</span>
        </p>
      </div>
      <ProgressSteps label="Sign-up progress" steps={SIGNUP_STEPS} current={stage} />
      <ErrorBox message={error ?? (mismatch ? PASSWORD_MISMATCH : null)} />
      <FormField
        label="Name"
        autoComplete="name"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
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
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={mismatch ? undefined : form.formState.errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={working !== null || stage === 3}>
        {buttonText}
      </Button>
    </form>
  );
}
