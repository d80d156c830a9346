import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { LeaguePromises } from './league-promises';

/** What a visitor finds at /community: the league explained, and a way in. */
export function CommunityIntro() {
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-12 sm:py-16">
      <div>
        <p className="font-semibold text-indigo-700 dark:text-indigo-300">Community</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          A friendly weekly league
        </h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
          Learners on this Lexora server can join a small league that starts afresh every Monday.
          Everything you practise earns points: games, quizzes, reading and pronunciation. The table
          shows who has earned the most this week, for those who want a little friendly company
          while they learn.
        </p>
      </div>
      <LeaguePromises />
      <section
        aria-labelledby="community-sign-in"
        className="rounded-2xl bg-indigo-50 p-6 ring-1 ring-indigo-200 dark:bg-slate-900 dark:ring-indigo-800"
      >
        <h2 id="community-sign-in" className="text-xl font-bold text-slate-900 dark:text-white">
          See this week&apos;s table
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Sign in to see the league and decide whether to join. Signing in does not add you to it.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to={`/login?next=${encodeURIComponent('/community')}`}
            className={buttonClasses('primary', 'md', 'min-h-11')}
          >
            Sign in
          </Link>
          <Link
            to={`/login?mode=signup&next=${encodeURIComponent('/community')}`}
            className={buttonClasses('secondary', 'md', 'min-h-11')}
          >
            Create a free account
          </Link>
        </div>
      </section>
    </main>
  );
}
