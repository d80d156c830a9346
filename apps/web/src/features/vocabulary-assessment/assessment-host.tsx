import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  VocabularyAssessmentContext,
  type VocabularyAssessmentControls,
} from '../../components/vocabulary-assessment-context';

// The modal (the analyser's form and results) loads when first opened, not with every page.
const AssessmentModal = lazy(() =>
  import('./assessment-modal').then((m) => ({ default: m.AssessmentModal })),
);

/** Mounts the assessment modal once for the whole app and lets any page open it. */
export function VocabularyAssessmentHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  const openAssessment = useCallback(() => {
    setSession((n) => n + 1);
    setOpen(true);
  }, []);
  const controls = useMemo<VocabularyAssessmentControls>(
    () => ({ openAssessment, isOpen: open }),
    [openAssessment, open],
  );
  return (
    <VocabularyAssessmentContext.Provider value={controls}>
      {children}
      {session > 0 && (
        <Suspense fallback={null}>
          <AssessmentModal open={open} session={session} onOpenChange={setOpen} />
        </Suspense>
      )}
    </VocabularyAssessmentContext.Provider>
  );
}
