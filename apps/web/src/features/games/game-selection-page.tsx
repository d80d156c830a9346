import { ArrowLeft, Link2, MessageCircle, MessageSquareOff, Network, Timer } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LearnMenu } from '../../components/learn-menu';
import { ThemeToggle } from '../../components/theme';

// Each card is named for the game it opens (issue 30: no "Spelling Adventure" opening Word
// Association), and every game and quiz of the app has one.
const cards = [
  {
    id: 'association',
    title: 'Word Association Game',
    text: 'Three words, two answers, sixty seconds. Easy, Medium or Hard.',
    icon: Link2,
    to: '/word-association',
  },
  {
    id: 'taboo',
    title: 'Taboo Chat',
    text: 'Describe the word without saying the four forbidden ones.',
    icon: MessageSquareOff,
    to: '/taboo',
  },
  {
    id: 'word-guess',
    title: 'Word Guess',
    text: 'Describe your secret word without saying it, and Lexora guesses it from your clues.',
    icon: MessageCircle,
    to: '/vocabulary-game-quiz1',
  },
  {
    id: 'fill-blank',
    title: 'Vocabulary Challenge',
    text: 'Fill in the blank: ten sentences, twenty seconds each. Right answers in a row earn more.',
    icon: Timer,
    to: '/vocabulary-game-quiz',
  },
  {
    id: 'connection',
    title: 'Word Connection Challenge',
    text: 'Three clues, one hidden connection, ten seconds. Faster answers earn more.',
    icon: Network,
    to: '/word-connection',
  },
];

/** /game-selection: the vocabulary-journey picker (spec 000 section 2). */
export function GameSelectionPage() {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-indigo-50 to-white text-slate-900 dark:from-slate-950 dark:to-slate-900 dark:text-slate-100">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-3">
        <Link
          to="/DashboardOne"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-slate-800"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> My Dashboard
        </Link>
        <div className="flex items-center gap-2">
          <LearnMenu />
          <ThemeToggle />
        </div>
      </header>
      <main id="content" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        <h1 className="text-center text-3xl font-extrabold sm:text-4xl">Your Vocabulary Journey</h1>
        <p className="mt-2 text-center text-lg text-slate-700 dark:text-slate-300">
          Choose your path
        </p>
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <button
                type="button"
                aria-pressed={chosen === card.id}
                onClick={() => {
                  setChosen(card.id);
                  void navigate(card.to);
                }}
                className={`flex h-full w-full flex-col items-center gap-3 rounded-3xl bg-white p-6 text-center shadow-md ring-2 transition hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500 motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:bg-slate-900 ${
                  chosen === card.id ? 'ring-indigo-600' : 'ring-transparent'
                }`}
              >
                <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-200">
                  <card.icon className="h-8 w-8" aria-hidden />
                </span>
                <span className="text-xl font-bold">{card.title}</span>
                <span className="text-slate-700 dark:text-slate-300">{card.text}</span>
              </button>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link
            to="/taboo-vocabulary"
            className="inline-flex min-h-11 items-center font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
          >
            Play Taboo with your own difficult words
          </Link>
        </p>
      </main>
    </div>
  );
}
