import { ArrowRight, Link2, MessageCircle, Network, Timer, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoonBadge } from '../../components/coming-soon-badge';
import { destination, type DestinationId } from '../../lib/destinations';

interface Mode {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  /** The destination this mode opens, when it is one that may not be built yet. */
  needs?: DestinationId;
}

const modes: Mode[] = [
  {
    to: '/wordssociation-two',
    title: 'Word Association',
    text: 'Find the word that links three clues.',
    icon: Link2,
  },
  {
    to: destination('wordQuiz').path!,
    title: 'Word Quiz',
    // The screen it opens is the Vocabulary Challenge (spec 000): one name leads to the other.
    text: 'The Vocabulary Challenge: fill the blank against the clock.',
    icon: Timer,
    needs: 'wordQuiz',
  },
  {
    to: '/vocabulary-game-quiz1',
    title: 'Word Guess',
    text: 'Describe the secret word in a chat.',
    icon: MessageCircle,
  },
  {
    to: destination('relatedQuiz').path!,
    title: 'Word Connection',
    text: 'The Word Connection Challenge: find what three clues share, in 10 seconds.',
    icon: Network,
    needs: 'relatedQuiz',
  },
];

const cardClass = 'flex h-full flex-col gap-1 rounded-xl p-4 ring-1';

function ModeBody({ mode, soon }: { mode: Mode; soon: boolean }) {
  const Icon = mode.icon;
  return (
    <>
      <span className="flex items-center justify-between gap-2">
        <Icon className="h-6 w-6 text-indigo-600 dark:text-indigo-300" aria-hidden />
        {soon && <ComingSoonBadge />}
      </span>
      <span className="font-bold text-slate-900 dark:text-white">{mode.title}</span>
      <span className="text-sm text-slate-600 dark:text-slate-300">{mode.text}</span>
    </>
  );
}

export function GameModePicker() {
  return (
    <section
      aria-labelledby="game-mode-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="game-mode-title" className="text-lg font-bold">
          Game Mode
        </h2>
        <Link
          to="/game-selection"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          All games <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {modes.map((mode) => {
          const soon = mode.needs !== undefined && !destination(mode.needs).available;
          return (
            <li key={mode.to}>
              {soon ? (
                <div
                  className={`${cardClass} bg-slate-50 ring-slate-200 dark:bg-slate-800/50 dark:ring-slate-700`}
                  data-testid={`game-mode-${mode.needs}`}
                >
                  <ModeBody mode={mode} soon />
                </div>
              ) : (
                <Link
                  to={mode.to}
                  className={`${cardClass} ring-slate-200 transition hover:bg-indigo-50 hover:ring-indigo-300 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:ring-slate-700 dark:hover:bg-slate-800`}
                >
                  <ModeBody mode={mode} soon={false} />
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
