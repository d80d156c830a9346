import type { SessionUser } from '@lexora/contracts';
import type { SessionView } from '../lib/session/session-view';

export type { SessionView } from '../lib/session/session-view';

export type GuardDecision =
  { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

const render: GuardDecision = { kind: 'render' };
const wait: GuardDecision = { kind: 'wait' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** A same-site path we may send the learner back to (never another host, never the login page). */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return null;
  if (next === '/login' || next.startsWith('/login?')) return null;
  return next;
}

/** Signed-in-only routes: a remembered user renders at once; otherwise wait for the server's word. */
export function guardSignedIn(session: SessionView, currentPath: string): GuardDecision {
  if (session.user) return render;
  if (session.status === 'checking') return wait;
  if (session.leftByChoice) return redirect('/');
  return redirect(`/login?next=${encodeURIComponent(currentPath)}`);
}

/** /login: signed-in learners leave, to where a fresh sign-in was going or else home. */
export function guardLogin(session: SessionView): GuardDecision {
  if (session.status === 'signed-in' && session.user)
    return redirect(session.pendingDestination ?? '/');
  return render;
}

/** /ff: the entry helper of spec 000 section 2. */
export function guardEntry(session: SessionView): GuardDecision {
  if (session.user) return redirect('/DashboardOne');
  if (session.status === 'checking') return wait;
  return redirect('/login');
}

/** After sign-in: back to where the learner was going, else a new learner to the topic picker, others to reading. */
export function destinationAfterSignIn(
  user: Pick<SessionUser, 'isNew'>,
  next: string | null | undefined,
): string {
  return safeReturnPath(next) ?? (user.isNew ? '/user-details' : '/paragraph');
}
