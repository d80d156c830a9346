import { toast as sonner } from 'sonner';

/** Toast durations from the spec: success 2 s, error 4 s. */
export const toast = {
  success: (message: string, description?: string) =>
    sonner.success(message, { duration: 2000, description }),
  error: (message: string, description?: string) =>
    sonner.error(message, { duration: 4000, description }),
  info: (message: string, description?: string) => sonner(message, { duration: 3000, description }),
};
