import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { DialogProvider } from '../components/dialogs';
import { ThemeProvider, useTheme } from '../components/theme';
import { ApiClientError } from '../lib/api-client';
import { SessionProvider } from '../lib/session/session';
import { VocabularyAssessmentHost } from '../features/vocabulary-assessment';

function ThemedToaster() {
  const { theme } = useTheme();
  // Spec: toasts top right, at most 20 at once.
  return <Toaster position="top-right" visibleToasts={20} richColors closeButton theme={theme} />;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            retry: (count, err) =>
              !(err instanceof ApiClientError && err.status < 500) && count < 2,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <DialogProvider>
          <SessionProvider>
            <VocabularyAssessmentHost>{children}</VocabularyAssessmentHost>
          </SessionProvider>
          <ThemedToaster />
        </DialogProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
