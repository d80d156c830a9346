import { AlertDialog } from 'radix-ui';
import { buttonClasses } from './button';
import { DialogPanel } from './dialog-panel';
import type { ConfirmRequest } from './dialogs';

/** The confirm / notice dialog of DialogProvider (its own chunk: loaded on the first request). */
export function ConfirmDialog({
  request,
  onClose,
}: {
  request: ConfirmRequest | null;
  onClose: (ok: boolean) => void;
}) {
  return (
    <DialogPanel
      open={request !== null}
      onOpenChange={(isOpen) => !isOpen && onClose(false)}
      title={request?.title}
      description={request?.message}
    >
      <div className="mt-6 flex justify-end gap-3">
        {request?.kind === 'confirm' && (
          <AlertDialog.Cancel className={buttonClasses('secondary')}>
            {request.cancelLabel}
          </AlertDialog.Cancel>
        )}
        <AlertDialog.Action className={buttonClasses('primary')} onClick={() => onClose(true)}>
          {request?.confirmLabel}
        </AlertDialog.Action>
      </div>
    </DialogPanel>
  );
}
