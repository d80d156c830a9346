import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

// The dialog library loads with the first confirm or notice, not with every page.
const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

export interface ConfirmRequest {
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
  // Mounted from the first request on, so closing still animates and returns focus.
  const [used, setUsed] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const open = useCallback((next: ConfirmRequest) => {
    resolver.current?.(false);
    setUsed(true);
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
      {used && (
        <Suspense fallback={null}>
          <ConfirmDialog request={request} onClose={close} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs must be used inside DialogProvider');
  return dialogs;
}
