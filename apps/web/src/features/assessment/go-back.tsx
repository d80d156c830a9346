import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { READING_DASHBOARD_PATH } from '../../lib/reading-paths';

/** The spec's Go Back to Reading button (to /paragraph). */
export function GoBackToReading({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const navigate = useNavigate();
  return (
    <Button variant={variant} size="lg" onClick={() => void navigate(READING_DASHBOARD_PATH)}>
      Go Back to Reading
    </Button>
  );
}
