import { AlertDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

/**
 * The accessible modal every dialog of the app uses (focus kept inside, Escape closes, title and
 * description announced): confirm and notice above, and dialogs with their own content.
 */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  onOpenAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  /** Where focus goes on opening (default: the cancel button). */
  onOpenAutoFocus?: ComponentProps<typeof AlertDialog.Content>['onOpenAutoFocus'];
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/50 backdrop-blur-sm" />
        <AlertDialog.Content
          onOpenAutoFocus={onOpenAutoFocus}
          className="fixed top-1/2 left-1/2 z-[61] max-h-[90vh] w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl dark:bg-slate-900"
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700 dark:text-slate-300">
            {description}
          </AlertDialog.Description>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** Closes the DialogPanel it is in (a button or any element passed as child). */
export const DialogClose = AlertDialog.Cancel;
