import type { CefrLevel } from '@lexora/contracts';

/** Level colours of spec 000 section 3 (blue, green, yellow, orange, red, purple). */
export const levelStyles: Record<
  CefrLevel,
  { highlight: string; swatch: string; badge: string; bar: string }
> = {
  A1: {
    highlight: 'bg-blue-100 text-blue-950 dark:bg-blue-900/70 dark:text-blue-50',
    swatch: 'bg-blue-500',
    badge:
      'text-blue-700 ring-blue-300 bg-blue-50 dark:bg-blue-950 dark:text-blue-200 dark:ring-blue-700',
    bar: '#3b82f6',
  },
  A2: {
    highlight: 'bg-green-100 text-green-950 dark:bg-green-900/70 dark:text-green-50',
    swatch: 'bg-green-500',
    badge:
      'text-green-700 ring-green-300 bg-green-50 dark:bg-green-950 dark:text-green-200 dark:ring-green-700',
    bar: '#22c55e',
  },
  B1: {
    highlight: 'bg-yellow-100 text-yellow-950 dark:bg-yellow-800/70 dark:text-yellow-50',
    swatch: 'bg-yellow-400',
    badge:
      'text-yellow-800 ring-yellow-300 bg-yellow-50 dark:bg-yellow-950 dark:text-yellow-200 dark:ring-yellow-700',
    bar: '#eab308',
  },
  B2: {
    highlight: 'bg-orange-100 text-orange-950 dark:bg-orange-900/70 dark:text-orange-50',
    swatch: 'bg-orange-500',
    badge:
      'text-orange-700 ring-orange-300 bg-orange-50 dark:bg-orange-950 dark:text-orange-200 dark:ring-orange-700',
    bar: '#f97316',
  },
  C1: {
    highlight: 'bg-red-100 text-red-950 dark:bg-red-900/70 dark:text-red-50',
    swatch: 'bg-red-500',
    badge:
      'text-red-700 ring-red-300 bg-red-50 dark:bg-red-950 dark:text-red-200 dark:ring-red-700',
    bar: '#ef4444',
  },
  C2: {
    highlight: 'bg-purple-100 text-purple-950 dark:bg-purple-900/70 dark:text-purple-50',
    swatch: 'bg-purple-500',
    badge:
      'text-purple-700 ring-purple-300 bg-purple-50 dark:bg-purple-950 dark:text-purple-200 dark:ring-purple-700',
    bar: '#a855f7',
  },
};
