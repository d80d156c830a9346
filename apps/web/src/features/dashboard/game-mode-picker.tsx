import { Link } from 'react-router';

const modes = [
  {
    to: '/wordssociation-two',
    title: 'Word Association',
    text: 'Find the word that links three clues.',
    icon: '🔗',
  },
  {
    to: '/vocabulary-game-quiz',
    title: 'Word Quiz',
    text: 'Fill the blank against the clock.',
    icon: '⏱️',
  },
  {
    to: '/vocabulary-game-quiz1',
    title: 'Word Guess',
    text: 'Describe the secret word in a chat.',
    icon: '💬',
  },
];

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
          className="text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          All games →
        </Link>
      </div>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {modes.map((mode) => (
          <li key={mode.to}>
            <Link
              to={mode.to}
              className="flex h-full flex-col gap-1 rounded-xl p-4 ring-1 ring-slate-200 transition hover:bg-indigo-50 hover:ring-indigo-300 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:ring-slate-700 dark:hover:bg-slate-800"
            >
              <span className="text-2xl" aria-hidden>
                {mode.icon}
              </span>
              <span className="font-bold text-slate-900 dark:text-white">{mode.title}</span>
              <span className="text-sm text-slate-600 dark:text-slate-300">{mode.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
