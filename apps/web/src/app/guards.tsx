import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { useSession } from '../lib/session/session';
import { pageLoaded, preloadPage } from './lazy-page';
import { guardEntry, guardLogin, guardSignedIn, type GuardDecision } from './route-guards';

const wait: GuardDecision = { kind: 'wait' };

function Apply({ decision, children }: { decision: GuardDecision; children?: ReactNode }) {
  if (decision.kind === 'wait') return <PageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}

export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const decision = guardSignedIn(session, location.pathname + location.search);
  const [arrived, setArrived] = useState<ReactNode>(null);
  const ready = arrived === children || pageLoaded(children);
  // The page's chunk is fetched while the session is checked, and when the learner is known at
  // once (the page brought them, ADR 0030) the spinner stays until it is here: the page then
  // renders without suspending, which would reveal it only on React's next fallback tick (300 ms).
  useEffect(() => {
    if (ready || decision.kind === 'redirect') return;
    let live = true;
    void preloadPage(children).then(() => {
      if (live) setArrived(children);
    });
    return () => {
      live = false;
    };
  }, [ready, decision.kind, children]);
  return (
    <Apply decision={decision.kind === 'render' && !ready ? wait : decision}>{children}</Apply>
  );
}

export function LoginGate({ children }: { children: ReactNode }) {
  return <Apply decision={guardLogin(useSession())}>{children}</Apply>;
}

export function EntryRedirect() {
  return <Apply decision={guardEntry(useSession())} />;
}
