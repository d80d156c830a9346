import { Link } from 'react-router';
import { practiceQuizPath } from '../lib/reading-paths';
import { useSession } from '../lib/session/session';

/** 'Practice Quiz' (landing page and dashboards): new learners pick topics first. */
export function PracticeQuizLink({ className }: { className: string }) {
  const { user } = useSession();
  return (
    <Link to={practiceQuizPath(user)} className={className}>
      Practice Quiz
    </Link>
  );
}
