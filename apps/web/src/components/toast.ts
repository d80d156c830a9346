let requested = false;
const toasterWanted = new Set<() => void>();

/**
 * Whether a toast was asked for; `listener` hears the first one. The Toaster (app/providers.tsx)
 * mounts once the page is idle, or at once when a toast comes first: the library shows toasts
 * made before the Toaster subscribed.
 */
export function onFirstToast(listener: () => void): () => void {
  if (requested) listener();
  else toasterWanted.add(listener);
  return () => toasterWanted.delete(listener);
}

/**
 * Toast durations from the spec: success 2 s, error 4 s. The toast library loads on demand, so it
 * stays off the first load of every page.
 */
const show = (kind: 'success' | 'error' | 'info', message: string, description?: string) => {
  if (!requested) {
    requested = true;
    for (const listener of toasterWanted) listener();
    toasterWanted.clear();
  }
  void import('sonner').then(({ toast }) => {
    if (kind === 'success') toast.success(message, { duration: 2000, description });
    else if (kind === 'error') toast.error(message, { duration: 4000, description });
    else toast(message, { duration: 3000, description });
  });
};

export const toast = {
  success: (message: string, description?: string) => show('success', message, description),
  error: (message: string, description?: string) => show('error', message, description),
  info: (message: string, description?: string) => show('info', message, description),
};
