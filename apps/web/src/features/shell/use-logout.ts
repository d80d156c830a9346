import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs';
import { toast } from '../../components/toast';
import { useSession } from '../../lib/session/session';

/** Logout with the spec's confirmation and message (spec 001 section 2, top bar). */
export function useLogout(): () => Promise<void> {
  const session = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  return async () => {
    const ok = await dialogs.confirm('Are you sure you want to log out?', {
      title: 'Logout',
      confirmLabel: 'Logout',
    });
    if (!ok) return;
    try {
      await session.signOut();
    } catch {
      toast.error('We could not reach the server, but you are signed out on this device.');
    }
    navigate('/');
    await dialogs.notice('Logged out successfully!', { title: 'See you soon' });
  };
}
