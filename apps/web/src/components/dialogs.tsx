import { AlertDialog } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { buttonClasses } from './button';

interface ConfirmRequest {
  kind: 'confirm' | 'notice';
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}

interface Dialogs {
  /** Accessible replacement for window.confirm; resolves true when confirmed. */
  confirm(
    message: string,
    options?: { title?: string; confirmLabel?: string; cancelLabel?: string },
  ): Promise<boolean>;
  /** Accessible replacement for window.alert; resolves when dismissed. */
  notice(message: string, options?: { title?: string }): Promise<void>;
}

const DialogContext = createContext<Dialogs | null>(null);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const open = useCallback((next: ConfirmRequest) => {
    resolver.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const close = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setRequest(null);
  };

  const value = useMemo<Dialogs>(
    () => ({
      confirm: (message, options = {}) =>
        open({
          kind: 'confirm',
          message,
          title: options.title ?? 'Please confirm',
          confirmLabel: options.confirmLabel ?? 'Yes',
          cancelLabel: options.cancelLabel ?? 'Cancel',
        }),
      notice: async (message, options = {}) => {
        await open({
          kind: 'notice',
          message,
          title: options.title ?? 'Lexora',
          confirmLabel: 'OK',
          cancelLabel: '',
        });
      },
    }),
    [open],
  );

  return (
    <DialogContext.Provider value={value}>
      {children}
      <DialogPanel
        open={request !== null}
        onOpenChange={(isOpen) => !isOpen && close(false)}
        title={request?.title}
        description={request?.message}
      >
        <div className="mt-6 flex justify-end gap-3">
          {request?.kind === 'confirm' && (
            <AlertDialog.Cancel className={buttonClasses('secondary')}>
              {request.cancelLabel}
            </AlertDialog.Cancel>
          )}
          <AlertDialog.Action className={buttonClasses('primary')} onClick={() => close(true)}>
            {request?.confirmLabel}
          </AlertDialog.Action>
        </div>
      </DialogPanel>
    </DialogContext.Provider>
  );
}

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

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs must be used inside DialogProvider');
  return dialogs;
}
