import type { SessionState, SessionUser, SignInRequest, SignUpRequest } from '@lexora/contracts';
import { apiFetch } from '../api-client';

export const authApi = {
  signIn: (body: SignInRequest) =>
    apiFetch<{ user: SessionUser }>('/v1/auth/sign-in', { method: 'POST', body }),
  signUp: (body: SignUpRequest) =>
    apiFetch<{ user: SessionUser }>('/v1/auth/sign-up', { method: 'POST', body }),
  signOut: () => apiFetch<void>('/v1/auth/sign-out', { method: 'POST' }),
  me: () => apiFetch<SessionUser>('/v1/me'),
  /** Who is signed in: `user` is null for a visitor (a 200, not an error). */
  session: () => apiFetch<SessionState>('/v1/session'),
};
