import type { LearnerLevels, LevelKind } from '@lexora/contracts';
import { LevelBadge } from './level-badge';
import { LEVEL_KIND_NAMES, levelStatus } from '../lib/levels';

/**
 * Both levels and why each is what it is (ADR 0053): "Your reading level went from A2 to B1
 * after the reading assessment on 28 Nov." The same card on both dashboards.
 */
export function LevelStory({
  levels,
  timeZone,
  kinds = ['vocabulary', 'reading'],
}: {
  levels: LearnerLevels | undefined;
  timeZone?: string;
  kinds?: LevelKind[];
}) {
  return (
    <section
      aria-labelledby="level-story-title"
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="level-story-title" className="text-lg font-bold">
        {kinds.length === 1 ? LEVEL_KIND_NAMES[kinds[0]!] : 'Your levels'}
      </h2>
      {levels ? (
        <ul className="grid gap-3">
          {kinds.map((kind) => (
            <li key={kind} className="grid justify-items-start gap-1">
              <LevelBadge kind={kind} code={levels[kind].code} />
              <p
                className="text-sm text-slate-700 dark:text-slate-300"
                data-testid={`level-story-${kind}`}
              >
                {levelStatus(kind, levels[kind], timeZone)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">Loading…</p>
      )}
    </section>
  );
}
