import type { CommunityLeague } from '@lexora/contracts';
import { CalendarDays, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { formatPoints } from '../../lib/points';
import { useLeagueQuery, useMembership } from './community-api';
import { JoinForm } from './join-form';
import { LeaguePromises } from './league-promises';
import { LeagueTable } from './league-table';
import { describeLeagueWeek } from './league-week';

/** Below this many members the table is small, and the page says so kindly. */
const FEW_MEMBERS = 3;

const card =
  'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700';

/** The signed-in learner's /community: their membership, the week and the table. */
export function LeagueView({ validKey }: { validKey: string }) {
  const league = useLeagueQuery(validKey);
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:py-14">
      <div>
        <p className="font-semibold text-indigo-700 dark:text-indigo-300">Community</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          This week&apos;s league
        </h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          Learners on this Lexora server who choose to join, ranked by the points they earn this
          week. Every point you earn anywhere in Lexora counts.
        </p>
      </div>
      {league.data ? (
        <League league={league.data} validKey={validKey} />
      ) : league.isError ? (
        <div className={card}>
          <p className="text-slate-800 dark:text-slate-200">
            We could not load the league just now.
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void league.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading the league" />
      )}
    </main>
  );
}

function League({ league, validKey }: { league: CommunityLeague; validKey: string }) {
  const week = describeLeagueWeek(league.week);
  return (
    <>
      <Membership league={league} validKey={validKey} />
      <section aria-labelledby="league-table-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="league-table-title"
            className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white"
          >
            <Trophy className="h-5 w-5 text-amber-600 dark:text-amber-300" aria-hidden />
            The table
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
            <CalendarDays className="h-4 w-4 shrink-0" aria-hidden />
            <span>
              {week.range}. A new week starts on {week.nextStarts}.
            </span>
          </p>
        </div>
        {league.members > 0 && <LeagueTable top={league.top} you={league.you} />}
        <FewMembers members={league.members} joined={league.membership !== null} />
      </section>
    </>
  );
}

function FewMembers({ members, joined }: { members: number; joined: boolean }) {
  if (members >= FEW_MEMBERS) return null;
  const text =
    members === 0
      ? 'Nobody has joined this week’s league yet. That is fine: your points count for you either way.'
      : joined && members === 1
        ? 'You are the first learner here this week. The table will grow as others choose to join.'
        : 'Only a few learners have joined so far. The table will grow as others choose to join.';
  return <p className="text-slate-700 dark:text-slate-300">{text}</p>;
}

function Membership({ league, validKey }: { league: CommunityLeague; validKey: string }) {
  const { join, leave } = useMembership(validKey);
  const [renaming, setRenaming] = useState(false);
  const membership = league.membership;

  if (!membership)
    return (
      <section aria-labelledby="join-title" className="flex flex-col gap-4">
        <LeaguePromises />
        <div className={card}>
          <h2 id="join-title" className="mb-3 text-xl font-bold text-slate-900 dark:text-white">
            Join the league
          </h2>
          <JoinForm
            submitLabel="Join the league"
            pending={join.isPending}
            onSubmit={async (name) => {
              await join.mutateAsync(name);
              toast.success('You have joined this week’s league.');
            }}
          />
        </div>
      </section>
    );

  return (
    <section aria-labelledby="membership-title" className={card}>
      <h2 id="membership-title" className="text-xl font-bold text-slate-900 dark:text-white">
        You are in the league as{' '}
        <span className="break-words text-indigo-700 [overflow-wrap:anywhere] dark:text-indigo-300">
          {membership.displayName}
        </span>
      </h2>
      {league.you && (
        <p className="mt-2 text-slate-700 dark:text-slate-300" data-testid="league-own-place">
          Place {league.you.place} of {league.members}, with {formatPoints(league.you.points)}{' '}
          {league.you.points === 1 ? 'point' : 'points'} this week.
        </p>
      )}
      {renaming ? (
        <div className="mt-4">
          <JoinForm
            initialName={membership.displayName}
            submitLabel="Save name"
            pending={join.isPending}
            onCancel={() => setRenaming(false)}
            onSubmit={async (name) => {
              await join.mutateAsync(name);
              setRenaming(false);
              toast.success('Your league name is saved.');
            }}
          />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" className="min-h-11" onClick={() => setRenaming(true)}>
            Change name
          </Button>
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={leave.isPending}
            onClick={() =>
              leave.mutate(undefined, {
                onSuccess: () =>
                  toast.success('You have left the league. Your name is no longer shown.'),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            Leave the league
          </Button>
        </div>
      )}
    </section>
  );
}
