import { destination } from './destinations';
import { useSession } from './session/session';

export const SIGN_UP_PATH = '/login?mode=signup';
export const SIGNED_IN_START_LABEL = 'Go to my dashboard';

/** Where a 'start' call to action leads: a visitor to sign-up, a signed-in learner to their dashboard. */
export function startLink(signedIn: boolean, visitorLabel: string): { to: string; label: string } {
  return signedIn
    ? { to: destination('dashboard').path!, label: SIGNED_IN_START_LABEL }
    : { to: SIGN_UP_PATH, label: visitorLabel };
}

export function useStartLink(visitorLabel: string) {
  const { user } = useSession();
  return startLink(Boolean(user), visitorLabel);
}
