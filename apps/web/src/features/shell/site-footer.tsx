import { Link } from 'react-router';
import { ComingSoonBadge } from '../../components/coming-soon-badge';
import { Logo } from '../../components/logo';
import { isPlaceholderPath } from '../../lib/destinations';
import { useSession } from '../../lib/session/session';

const columns = (signedIn: boolean) => [
  {
    title: 'Learning',
    links: [
      { to: '/DashboardOne', label: 'Vocabulary' },
      { to: '/paragraph', label: 'Reading' },
      { to: '/pronounce-startup', label: 'Pronunciation' },
      { to: '/game-selection', label: 'Word games' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/EnglishPricePlan', label: 'Pricing & FAQ' },
      { to: '/community', label: 'Community' },
      signedIn
        ? { to: '/DashboardOne', label: 'My dashboard' }
        : { to: '/login', label: 'Sign in' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/EnglishLearningAboutPage', label: 'About us' },
      { to: '/EnglishLearningAboutPage#team', label: 'Our team' },
      { to: '/privacy', label: 'Privacy' },
    ],
  },
];

export function SiteFooter() {
  const { user } = useSession();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-slate-600 dark:text-slate-400">
            Vocabulary, reading and speaking practice that meets you at your level, one confident
            step at a time.
          </p>
        </div>
        {columns(Boolean(user)).map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-bold tracking-wide text-slate-900 uppercase dark:text-white">
              {column.title}
            </h2>
            <ul className="mt-3 flex flex-col sm:gap-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-600 hover:text-indigo-700 sm:min-h-0 dark:text-slate-400 dark:hover:text-indigo-300"
                  >
                    {link.label}
                    {isPlaceholderPath(link.to) && <ComingSoonBadge />}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        © {new Date().getFullYear()} Lexora. Made for learners of English everywhere.
      </p>
    </footer>
  );
}
