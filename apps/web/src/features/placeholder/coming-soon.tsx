import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';

export interface ComingSoonInfo {
  title: string;
  description: string;
  icon: string;
}

/** A proper page for a route whose feature is still being built: what will be here, and a way on. */
export function ComingSoon({ title, description, icon }: ComingSoonInfo) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <span className="text-6xl" aria-hidden>
        {icon}
      </span>
      <p className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-800 uppercase dark:bg-amber-900 dark:text-amber-100">
        Coming soon
      </p>
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">{description}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          Back to home
        </Link>
        <Link to="/pronounce-startup" className={buttonClasses('secondary')}>
          Try the pronunciation guide
        </Link>
      </div>
    </main>
  );
}
