import type { SessionUser } from '@lexora/contracts';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

export interface SessionView {
  status: SessionStatus;
  user: SessionUser | null;
  /** Where to go once a sign-in or sign-up that just finished leaves the login screen. */
  pendingDestination: string | null;
  /**
   * The learner ended the session here (logout, account deleted): a signed-in page they were on
   * sends them home, not to /login?next=... (which read as "sign in again to see it").
   */
  leftByChoice?: boolean;
}
