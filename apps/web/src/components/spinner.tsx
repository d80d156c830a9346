export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span
      role="status"
      className="inline-flex items-center gap-2 text-slate-600 dark:text-slate-300"
    >
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        aria-hidden
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
