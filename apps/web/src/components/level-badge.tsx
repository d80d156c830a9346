import type { LevelKind } from '@lexora/contracts';
import { cefrLevelNames, type CefrLevel } from '@lexora/contracts/vocabulary-limits';
import { BookOpen, CircleHelp, Type, type LucideIcon } from 'lucide-react';

/** Badge colours per level (spec 000 section 3 level table: blue, green, yellow, orange, red, purple). */
export const LEVEL_CLASSES: Record<CefrLevel | 'none', string> = {
  none: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100',
  A1: 'bg-blue-100 text-blue-900 ring-blue-300 dark:bg-blue-950 dark:text-blue-100',
  A2: 'bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-100',
  B1: 'bg-yellow-100 text-yellow-900 ring-yellow-300 dark:bg-yellow-950 dark:text-yellow-100',
  B2: 'bg-orange-100 text-orange-900 ring-orange-300 dark:bg-orange-950 dark:text-orange-100',
  C1: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100',
  C2: 'bg-purple-100 text-purple-900 ring-purple-300 dark:bg-purple-950 dark:text-purple-100',
};

const KIND: Record<LevelKind, { name: string; icon: LucideIcon }> = {
  vocabulary: { name: 'Vocabulary', icon: Type },
  reading: { name: 'Reading', icon: BookOpen },
};

/**
 * A learner's level as every page shows it (ADR 0053): which level it is, its CEFR code and its
 * plain name ("Reading B1 Intermediate"), or "not measured yet".
 */
export function LevelBadge({ kind, code }: { kind: LevelKind; code: CefrLevel | null }) {
  const Icon = code ? KIND[kind].icon : CircleHelp;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold whitespace-nowrap ring-1 ${LEVEL_CLASSES[code ?? 'none']}`}
      data-testid={`level-badge-${kind}`}
      data-level={code ?? 'none'}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {KIND[kind].name} level:{' '}
      {code ? (
        <>
          {code} {cefrLevelNames[code]}
        </>
      ) : (
        'not measured yet'
      )}
    </span>
  );
}
