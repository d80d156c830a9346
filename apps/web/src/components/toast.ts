/**
 * Toast durations from the spec: success 2 s, error 4 s. The toast library loads on demand (the
 * Toaster in app/providers.tsx mounts it at start-up), so it stays off the first load of `/`.
 */
const show = (kind: 'success' | 'error' | 'info', message: string, description?: string) =>
  void import('sonner').then(({ toast }) => {
    if (kind === 'success') toast.success(message, { duration: 2000, description });
    else if (kind === 'error') toast.error(message, { duration: 4000, description });
    else toast(message, { duration: 3000, description });
  });

export const toast = {
  success: (message: string, description?: string) => show('success', message, description),
  error: (message: string, description?: string) => show('error', message, description),
  info: (message: string, description?: string) => show('info', message, description),
};
