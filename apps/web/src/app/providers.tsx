import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { DialogProvider } from '../components/dialogs';
import { ThemeProvider } from '../components/theme';
import { onFirstToast } from '../components/toast';
import { ApiClientError } from '../lib/api-client';
import { useIdleAfter } from '../lib/idle';
import { learnerKeys } from '../lib/learner-keys';
import { takePageData } from '../lib/session/page-data';
import { SessionProvider } from '../lib/session/session';
import { VocabularyAssessmentHost } from '../features/vocabulary-assessment/assessment-host';

// Its library is a chunk of its own (components/toast.ts shows toasts), fetched once the page is
// idle or the first toast is asked for, whichever comes first: not during the first view's load.
const ThemedToaster = lazy(() =>
  import('../components/themed-toaster').then((m) => ({ default: m.ThemedToaster })),
);

function LateToaster() {
  const idle = useIdleAfter(true);
  const [toastAsked, setToastAsked] = useState(false);
  useEffect(() => onFirstToast(() => setToastAsked(true)), []);
  if (!idle && !toastAsked) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: 30_000,
          retry: (count, err) => !(err instanceof ApiClientError && err.status < 500) && count < 2,
        },
      },
    });
    // The profile came with the page (ADR 0030): the page shows it without asking again.
    const fromPage = takePageData();
    if (fromPage)
      client.setQueryData(learnerKeys.profile(fromPage.user.validKey), fromPage.profile);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <DialogProvider>
          <SessionProvider>
            <VocabularyAssessmentHost>{children}</VocabularyAssessmentHost>
          </SessionProvider>
          <LateToaster />
        </DialogProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
