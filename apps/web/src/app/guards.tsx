import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { useSession } from '../lib/session/session';
import { guardEntry, guardLogin, guardSignedIn, type GuardDecision } from './route-guards';

function Apply({ decision, children }: { decision: GuardDecision; children?: ReactNode }) {
  if (decision.kind === 'wait') return <PageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}

export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  return (
    <Apply decision={guardSignedIn(session, location.pathname + location.search)}>{children}</Apply>
  );
}

export function LoginGate({ children }: { children: ReactNode }) {
  return <Apply decision={guardLogin(useSession())}>{children}</Apply>;
}

export function EntryRedirect() {
  return <Apply decision={guardEntry(useSession())} />;
}
