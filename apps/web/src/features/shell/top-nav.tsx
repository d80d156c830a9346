import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '../../components/button';
import { Logo } from '../../components/logo';
import { ComingSoonBadge } from '../../components/coming-soon-badge';
import { ThemeToggle } from '../../components/theme';
import { isPlaceholderPath } from '../../lib/destinations';
import { useSession } from '../../lib/session/session';

// The account menu (and its dialog library) loads only for a signed-in learner.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
// So does the Learn menu (issue 30): a visitor's first load stays without the menu library.
const LearnMenu = lazy(() =>
  import('./top-nav-learn-menu').then((m) => ({ default: m.TopNavLearnMenu })),
);

const links = [
  { to: '/', label: 'Home', end: true },
  { to: '/EnglishLearningAboutPage', label: 'About us' },
  { to: '/EnglishPricePlan', label: 'Pricing' },
  { to: '/community', label: 'Community' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${
    isActive
      ? 'text-indigo-700 dark:text-indigo-300'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

/** The top navigation bar of spec 001 section 2. */
export function TopNav() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4"
      >
        <Logo />
        <ul className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end} className={linkClass}>
                {l.label}
                {isPlaceholderPath(l.to) && <ComingSoonBadge className="ml-1.5" />}
              </NavLink>
            </li>
          ))}
          {user && (
            <li>
              <NavLink to="/DashboardOne" className={linkClass}>
                My Dashboard
              </NavLink>
            </li>
          )}
        </ul>
        <div className="flex items-center gap-1 sm:gap-2">
          {user && (
            <Suspense fallback={null}>
              <LearnMenu />
            </Suspense>
          )}
          <ThemeToggle />
          {user ? (
            <Suspense
              fallback={<span className="h-10 w-10 rounded-full bg-indigo-500" aria-hidden />}
            >
              <UserMenu />
            </Suspense>
          ) : (
            <Link to="/login" className={buttonClasses('primary', 'sm', 'min-h-11')}>
              Login
            </Link>
          )}
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={open}
            aria-controls="mobile-nav"
            aria-label="Menu"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? (
              <X className="h-5 w-5" aria-hidden />
            ) : (
              <Menu className="h-5 w-5" aria-hidden />
            )}
          </button>
        </div>
      </nav>
      {open && (
        <ul
          id="mobile-nav"
          className="flex flex-col gap-1 border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
        >
          {[
            ...links,
            ...(user ? [{ to: '/DashboardOne', label: 'My Dashboard', end: false }] : []),
          ].map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end} className={linkClass} onClick={() => setOpen(false)}>
                {l.label}
                {isPlaceholderPath(l.to) && <ComingSoonBadge className="ml-1.5" />}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
