import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { useSession } from '../lib/session/session';
import { preloadPage } from './lazy-page';
import { guardEntry, guardLogin, guardSignedIn, type GuardDecision } from './route-guards';

function Apply({ decision, children }: { decision: GuardDecision; children?: ReactNode }) {
  if (decision.kind === 'wait') return <PageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}

export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const decision = guardSignedIn(session, location.pathname + location.search);
  // While the session is checked, the page's chunk is already on its way.
  useEffect(() => {
    if (decision.kind === 'wait') void preloadPage(children);
  }, [decision.kind, children]);
  return <Apply decision={decision}>{children}</Apply>;
}

export function LoginGate({ children }: { children: ReactNode }) {
  return <Apply decision={guardLogin(useSession())}>{children}</Apply>;
}

export function EntryRedirect() {
  return <Apply decision={guardEntry(useSession())} />;
}
