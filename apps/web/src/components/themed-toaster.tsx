import { Toaster } from 'sonner';
import { useTheme } from './theme';

export function ThemedToaster() {
  const { theme } = useTheme();
  // Spec: toasts top right, at most 20 at once.
  return <Toaster position="top-right" visibleToasts={20} richColors closeButton theme={theme} />;
}
