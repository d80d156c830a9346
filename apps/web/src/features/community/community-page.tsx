import { PageSpinner } from '../../components/spinner';
import { useSession } from '../../lib/session/session';
import { CommunityIntro } from './community-intro';
import { LeagueView } from './league-view';

/**
 * /community: the weekly league for a signed-in learner; for a visitor, what the league is and
 * a way to sign in (the marketing bar links here, so it is never a dead end).
 */
export function CommunityPage() {
  const { user, status } = useSession();
  if (user) return <LeagueView validKey={user.validKey} />;
  if (status === 'checking') return <PageSpinner />;
  return <CommunityIntro />;
}
