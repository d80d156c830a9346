import {
  CircleHelp,
  Crown,
  Leaf,
  Rocket,
  Sprout,
  TreeDeciduous,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import type { Profile } from '@lexora/contracts';

type Level = Profile['level'];

/** Badge colours per level (spec 000 section 3 level table: blue, green, yellow, orange, red, purple). */
export const LEVEL_STYLES: Record<Level, { label: string; classes: string; icon: LucideIcon }> = {
  level: {
    label: 'Not assessed',
    classes: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100',
    icon: CircleHelp,
  },
  Beginner: {
    label: 'Beginner',
    classes: 'bg-blue-100 text-blue-900 ring-blue-300 dark:bg-blue-950 dark:text-blue-100',
    icon: Sprout,
  },
  Elementary: {
    label: 'Elementary',
    classes: 'bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-100',
    icon: Leaf,
  },
  Intermediate: {
    label: 'Intermediate',
    classes:
      'bg-yellow-100 text-yellow-900 ring-yellow-300 dark:bg-yellow-950 dark:text-yellow-100',
    icon: TreeDeciduous,
  },
  'Upper Intermediate': {
    label: 'Upper Intermediate',
    classes:
      'bg-orange-100 text-orange-900 ring-orange-300 dark:bg-orange-950 dark:text-orange-100',
    icon: Rocket,
  },
  Advanced: {
    label: 'Advanced',
    classes: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100',
    icon: Trophy,
  },
  Proficient: {
    label: 'Proficient',
    classes:
      'bg-purple-100 text-purple-900 ring-purple-300 dark:bg-purple-950 dark:text-purple-100',
    icon: Crown,
  },
};

export function LevelBadge({ level }: { level: Level }) {
  const style = LEVEL_STYLES[level];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold whitespace-nowrap ring-1 ${style.classes}`}
      data-level={level}
    >
      <style.icon className="h-3.5 w-3.5" aria-hidden />
      <span className="sr-only">Level: </span>
      {style.label}
    </span>
  );
}
