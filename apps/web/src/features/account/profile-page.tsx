import { Download, Flame, Settings, Star, Trash2, Trophy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/button';
import { LevelStory } from '../../components/level-story';
import { useProfileQuery } from '../../lib/learner-queries';
import { formatPoints } from '../../lib/points';
import { useSession } from '../../lib/session/session';
import { DeleteAccountDialog } from '../shell/delete-account-dialog';
import { DownloadDataDialog } from '../shell/download-data-dialog';
import { initialsOf } from '../shell/initials';
import { BadgeList } from './badge-list';
import { LevelHistoryList } from './level-history-list';
import { sectionClass } from './section';

/** "28 November 2026", in the learner's own calendar. */
const longDate = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(new Date(iso));

/**
 * The learner's profile (issue 30): who they are, their two levels and how they got there, the
 * points and streak every page shows (from the same profile), their badges, and their data.
 */
export function ProfilePage() {
  const { user } = useSession();
  const validKey = user?.validKey;
  const profile = useProfileQuery(validKey);
  const [dialog, setDialog] = useState<'download' | 'delete' | null>(null);
  const toggle = (which: 'download' | 'delete') => (open: boolean) =>
    setDialog(open ? which : null);
  if (!user) return null;
  const data = profile.data;
  const timeZone = data?.timeZone;

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <section
        aria-labelledby="profile-title"
        className={`${sectionClass} flex flex-wrap items-center gap-4`}
      >
        <span
          aria-hidden
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-xl font-bold text-white"
        >
          {initialsOf(data?.name ?? user.name)}
        </span>
        {/* Below the picture on a phone: a long e-mail address then keeps to one line. */}
        <div className="min-w-0 flex-1 basis-64">
          <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">Your profile</p>
          <h1 id="profile-title" className="text-2xl font-extrabold break-words sm:text-3xl">
            {data?.name ?? user.name}
          </h1>
          <p
            className="[overflow-wrap:anywhere] text-slate-700 dark:text-slate-300"
            data-testid="profile-email"
          >
            {data?.email ?? user.email}
          </p>
          {data && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Learning with Lexora since {longDate(data.createdAt, timeZone)}
            </p>
          )}
        </div>
        <Link to="/settings" className={buttonClasses('secondary', 'md', 'min-h-11')}>
          <Settings className="h-4 w-4" aria-hidden />
          Settings
        </Link>
      </section>

      <ul className="grid grid-cols-3 gap-2 sm:gap-3" aria-label="Your totals">
        <Figure
          icon={<Star className="h-5 w-5" aria-hidden />}
          tone="bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
          value={data ? formatPoints(data.points) : '…'}
          label="points"
          testId="profile-points"
        />
        <Figure
          icon={<Flame className="h-5 w-5" aria-hidden />}
          tone="bg-rose-100 text-rose-900 dark:bg-rose-900/60 dark:text-rose-100"
          value={data ? String(data.streak) : '…'}
          label="day streak"
          testId="profile-streak"
        />
        <Figure
          icon={<Trophy className="h-5 w-5" aria-hidden />}
          tone="bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100"
          value={data ? String(data.badgesEarned.length) : '…'}
          label={data?.badgesEarned.length === 1 ? 'badge earned' : 'badges earned'}
          testId="profile-badge-count"
        />
      </ul>

      <div className="grid gap-6 lg:grid-cols-2">
        <LevelStory levels={data?.levels} timeZone={timeZone} />
        <LevelHistoryList validKey={validKey} timeZone={timeZone} />
      </div>

      <BadgeList validKey={validKey} />

      <section aria-labelledby="your-data-title" className={sectionClass}>
        <h2 id="your-data-title" className="text-lg font-bold">
          Your data
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Save a copy of everything Lexora keeps about you, or delete your account and all of it.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setDialog('download')}>
            <Download className="h-4 w-4" aria-hidden />
            Download my data
          </Button>
          <Button variant="secondary" onClick={() => setDialog('delete')}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete my account
          </Button>
        </div>
      </section>

      <DownloadDataDialog open={dialog === 'download'} onOpenChange={toggle('download')} />
      <DeleteAccountDialog open={dialog === 'delete'} onOpenChange={toggle('delete')} />
    </main>
  );
}

function Figure({
  icon,
  tone,
  value,
  label,
  testId,
}: {
  icon: ReactNode;
  tone: string;
  value: string;
  label: string;
  testId: string;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:gap-3 sm:p-5 dark:bg-slate-900 dark:ring-slate-800">
      <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${tone}`}>
        {icon}
      </span>
      <p>
        <span className="block text-2xl font-extrabold" data-testid={testId}>
          {value}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-300">{label}</span>
      </p>
    </li>
  );
}
