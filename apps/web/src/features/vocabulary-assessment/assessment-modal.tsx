import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { AssessmentFlow } from './assessment-flow';

/** The 'Vocabulary Level Assessment' modal (spec 000 section 2); a new session each opening. */
export function AssessmentModal({
  open,
  session,
  onOpenChange,
}: {
  open: boolean;
  /** Changes on every opening, so each one starts at the first slide. */
  session: number;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        {open && (
          <Dialog.Content
            key={session}
            // The results stay until the learner closes them: a stray click outside must not.
            onPointerDownOutside={(e) => e.preventDefault()}
            aria-describedby={undefined}
            className="fixed top-1/2 left-1/2 z-[60] max-h-[92vh] w-[calc(100vw-1rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-200 focus:outline-none sm:p-8 dark:bg-slate-950 dark:ring-slate-700"
          >
            <div className="mb-5 flex items-start justify-between gap-4">
              <Dialog.Title className="text-2xl font-extrabold text-slate-900 dark:text-white">
                Vocabulary Level Assessment
              </Dialog.Title>
              <Dialog.Close
                aria-label="Close"
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <X className="h-6 w-6" aria-hidden />
              </Dialog.Close>
            </div>
            <AssessmentFlow />
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
