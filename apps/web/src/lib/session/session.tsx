import type { SessionUser } from '@lexora/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '../idle';
import type { SessionView } from './session-view';
import { learnerKeys } from '../learner-keys';
import { safeStorage } from '../storage';
import { authApi } from './auth-api';
import { dropPageData, takePageData } from './page-data';
import { syncTimeZone } from './time-zone-sync';

/** The spec keeps the session user in local storage; the server session stays the authority. */
export const SESSION_USER_KEY = 'lexora.user';

/** Checked against the contract, loaded on demand so the contracts stay off the first load of `/`. */
async function rememberedUser(raw: string): Promise<SessionUser | null> {
  const { sessionUserSchema } = await import('@lexora/contracts');
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface SessionContextValue extends SessionView {
  /** Makes a freshly signed-in user current; the login route then leaves for `destination`. */
  establish(user: SessionUser, destination: string): void;
  update(patch: Partial<SessionUser>): void;
  signOut(): Promise<void>;
  /**
   * Forgets the learner on this device without asking the server (it ended every session);
   * `byChoice` when the learner ended it (their account deleted), not an expired session.
   */
  forget(options?: { byChoice?: boolean }): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The server's word in the page itself (ADR 0030) renders signed-in pages at once; like a
  // remembered user it is only a head start: the session check below still decides.
  const [view, setView] = useState<SessionView>(() => ({
    status: 'checking',
    user: takePageData()?.user ?? null,
    pendingDestination: null,
  }));

  const store = useCallback((user: SessionUser | null) => {
    if (user) safeStorage.set(SESSION_USER_KEY, JSON.stringify(user));
    else safeStorage.remove(SESSION_USER_KEY);
  }, []);

  const validKey = view.status === 'signed-in' ? view.user?.validKey : undefined;
  useEffect(() => {
    const fromPage = takePageData()?.profile;
    if (!validKey) return;
    // Reading the browser's zone is Intl's first use, a long task on a slow phone: not before
    // the page has painted.
    return whenIdle(
      () => void syncTimeZone(validKey, fromPage?.validKey === validKey ? fromPage : null),
    );
  }, [validKey]);

  useEffect(() => {
    let cancelled = false;
    const raw = takePageData() ? null : safeStorage.get(SESSION_USER_KEY);
    // A remembered user renders signed-in pages before the server answers (the guard's rule).
    if (raw)
      void rememberedUser(raw).then((user) => {
        if (!cancelled && user)
          setView((v) => (v.status === 'checking' && !v.user ? { ...v, user } : v));
      });
    const check = () =>
      authApi
        .session()
        .then(({ user }) => {
          if (cancelled) return;
          const fromPage = takePageData();
          if (fromPage && fromPage.user.validKey !== user?.validKey) {
            // The session ended between the page and this check: its data is nobody's now.
            dropPageData();
            queryClient.removeQueries({ queryKey: learnerKeys.all(fromPage.user.validKey) });
          }
          store(user);
          const settle = () =>
            setView((v) => ({ ...v, status: user ? 'signed-in' : 'signed-out', user }));
          // The check confirming the learner the page brought changes nothing on screen, yet
          // every page part that reads the session renders again: in slices, as a transition,
          // rather than in one long task. Any other answer is shown at once.
          if (takePageData()) startTransition(settle);
          else settle();
        })
        .catch(() => {
          if (cancelled) return;
          // Offline or server trouble: keep a remembered user rather than signing them out.
          setView((v) => ({ ...v, status: v.user ? 'signed-in' : 'signed-out' }));
        });
    // With the page's own word (ADR 0030) the page renders at once; the check, which still
    // decides, waits until it has painted instead of taking a connection from its scripts.
    const cancelCheck = takePageData() ? whenIdle(() => void check()) : (void check(), undefined);
    return () => {
      cancelled = true;
      cancelCheck?.();
    };
  }, [store, queryClient]);

  const forget = useCallback(
    (options: { byChoice?: boolean } = {}) => {
      dropPageData();
      store(null);
      queryClient.clear();
      setView({
        status: 'signed-out',
        user: null,
        pendingDestination: null,
        leftByChoice: options.byChoice === true,
      });
    },
    [store, queryClient],
  );

  // "Left by choice" only carries the learner home from the signed-in page they were on; once
  // there, a signed-in page asks them to sign in again as usual.
  const { pathname } = useLocation();
  useEffect(() => {
    if (view.leftByChoice && pathname === '/') setView((v) => ({ ...v, leftByChoice: false }));
  }, [view.leftByChoice, pathname]);

  const value = useMemo<SessionContextValue>(
    () => ({
      ...view,
      establish(user, destination) {
        dropPageData();
        store(user);
        queryClient.clear();
        setView({ status: 'signed-in', user, pendingDestination: destination });
      },
      update(patch) {
        setView((v) => {
          if (!v.user) return v;
          const user = { ...v.user, ...patch };
          store(user);
          return { ...v, user };
        });
      },
      async signOut() {
        try {
          await authApi.signOut();
        } finally {
          forget({ byChoice: true });
        }
      },
      forget,
    }),
    [view, store, queryClient, forget],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
