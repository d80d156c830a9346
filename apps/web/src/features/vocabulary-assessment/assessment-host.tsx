import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { lazyPage } from '../../app/lazy-page';
import { holdFirstView } from '../../lib/idle';
import { takePageData } from '../../lib/session/page-data';
import {
  VocabularyAssessmentContext,
  type VocabularyAssessmentControls,
} from '../../components/vocabulary-assessment-context';

// The modal (the analyser's form and results) loads when first opened, not with every page.
// Fetched early where it may open on arrival (the dashboard), then it shows without a fallback.
const AssessmentModal = lazyPage(() => import('./assessment-modal'), 'AssessmentModal');

/** Mounts the assessment modal once for the whole app and lets any page open it. */
export function VocabularyAssessmentHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  const openAssessment = useCallback(() => {
    setSession((n) => n + 1);
    setOpen(true);
  }, []);
  const controls = useMemo<VocabularyAssessmentControls>(
    () => ({
      openAssessment,
      isOpen: open,
      preload: AssessmentModal.preload,
      holdFirstView,
    }),
    [openAssessment, open],
  );
  // A learner not assessed yet meets the modal on arrival at the dashboard: when the page says so
  // (ADR 0030), its code is imported now, alongside the page's, so that it opens right after it.
  useEffect(() => {
    if (takePageData()?.profile.level === 'level') void AssessmentModal.preload();
  }, []);
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
