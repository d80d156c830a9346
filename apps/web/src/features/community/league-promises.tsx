import { DoorOpen, EyeOff, UserRound } from 'lucide-react';

const promises = [
  {
    Icon: EyeOff,
    title: 'Private until you join',
    text: 'You are not in the league unless you choose to be. Your points still count for you either way.',
  },
  {
    Icon: UserRound,
    title: 'Only a name you choose',
    text: 'Other learners see the name you pick, your points this week and your place. Nothing else.',
  },
  {
    Icon: DoorOpen,
    title: 'Leave at any time',
    text: 'One button takes you out of the table at once, and your league name is deleted.',
  },
];

/**
 * The three promises of the league, shown to visitors and to learners who have not joined.
 * Both show them straight under the page's h1, so their headings are h2 (axe: heading-order).
 */
export function LeaguePromises() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {promises.map(({ Icon, title, text }) => (
        <li
          key={title}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
        >
          <Icon className="h-6 w-6 text-indigo-600 dark:text-indigo-300" aria-hidden />
          <h2 className="mt-2 font-bold text-slate-900 dark:text-white">{title}</h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{text}</p>
        </li>
      ))}
    </ul>
  );
}
