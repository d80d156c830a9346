import { Link } from 'react-router';
import { ComingSoonBadge } from '../../components/coming-soon-badge';
import { DestinationIcon } from '../../components/destination-icon';
import { workingPlaces, type Destination } from '../../lib/destinations';

/**
 * The page of a route whose feature is still being built: what will be here, and, as the main
 * actions, the places that work today, so no way into the app ends here.
 */
export function ComingSoon({ destination }: { destination: Destination }) {
  return (
    <main className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 py-14 text-center">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-200">
        <DestinationIcon id={destination.id} className="h-8 w-8" />
      </span>
      <ComingSoonBadge className="px-3 py-1 uppercase tracking-wide" />
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">
        {destination.title}
      </h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">
        {destination.description} We are building it now. Until it is ready, carry on here:
      </p>
      <nav aria-label="Places that work today" className="w-full">
        <ul className="grid gap-3 text-left sm:grid-cols-2">
          {workingPlaces().map((place) => (
            <li key={place.id}>
              <Link
                to={place.path!}
                className="flex h-full items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:bg-indigo-50 hover:ring-indigo-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:bg-slate-900 dark:ring-slate-700 dark:hover:bg-slate-800"
              >
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-indigo-600 text-white dark:bg-indigo-500">
                  <DestinationIcon id={place.id} className="h-5 w-5" />
                </span>
                <span>
                  <span className="block font-bold text-slate-900 dark:text-white">
                    {place.title}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">
                    {place.description}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
      >
        Back to home
      </Link>
    </main>
  );
}
