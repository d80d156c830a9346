/** The small 'Coming soon' label beside anything that leads to a feature not built yet. */
export function ComingSoonBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-amber-900 dark:bg-amber-900/70 dark:text-amber-100 ${className}`}
      data-coming-soon
    >
      Coming soon
    </span>
  );
}
