import type { SessionUser } from '@lexora/contracts';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

export interface SessionView {
  status: SessionStatus;
  user: SessionUser | null;
  /** Where to go once a sign-in or sign-up that just finished leaves the login screen. */
  pendingDestination: string | null;
}
