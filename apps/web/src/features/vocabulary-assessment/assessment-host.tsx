import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  VocabularyAssessmentContext,
  type VocabularyAssessmentControls,
} from '../../components/vocabulary-assessment-context';
import { AssessmentModal } from './assessment-modal';

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
      <AssessmentModal open={open} session={session} onOpenChange={setOpen} />
    </VocabularyAssessmentContext.Provider>
  );
}
