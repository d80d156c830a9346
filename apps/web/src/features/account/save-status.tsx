/**
 * What became of the last change in a section, read out politely: a confirmation, or what went
 * wrong (the learner's input is kept so they can put it right).
 */
export type SaveState = { kind: 'saved' | 'error'; message: string } | null;

export function SaveStatus({ state, id }: { state: SaveState; id?: string }) {
  return (
    <p
      id={id}
      role="status"
      className={`min-h-5 text-sm font-semibold ${
        state?.kind === 'error'
          ? 'text-rose-700 dark:text-rose-300'
          : 'text-emerald-800 dark:text-emerald-300'
      }`}
    >
      {state?.message}
    </p>
  );
}
