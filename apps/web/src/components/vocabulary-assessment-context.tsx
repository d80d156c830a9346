import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';

export interface VocabularyAssessmentControls {
  /** Opens the 'Vocabulary Level Assessment' modal at its first slide. */
  openAssessment(): void;
  isOpen: boolean;
  /** Fetches the modal's code ahead of opening it. */
  preload(): Promise<void>;
  /** Whether the modal's code is here, so that it opens without suspending. */
  loaded(): boolean;
}

/** Provided by the vocabulary-assessment feature (mounted in app/providers.tsx). */
export const VocabularyAssessmentContext = createContext<VocabularyAssessmentControls | null>(null);

export function useVocabularyAssessment(): VocabularyAssessmentControls {
  const value = useContext(VocabularyAssessmentContext);
  if (!value) throw new Error('useVocabularyAssessment must be used inside the assessment host');
  return value;
}

/**
 * Spec 000 section 4: the dashboard opens the assessment by itself while the learner's level is
 * still the literal 'level' (not assessed). Opens at most once per mounted page.
 */
export function useOpenAssessmentWhenUnassessed(level: string | undefined): void {
  const { openAssessment, preload, loaded } = useVocabularyAssessment();
  const opened = useRef(false);
  // With its code already here, it opens before the page's first paint: the page and the modal
  // show in one paint rather than two (the modal's text is the page's largest paint).
  useLayoutEffect(() => {
    if (opened.current || level !== 'level' || !loaded()) return;
    opened.current = true;
    openAssessment();
  }, [level, openAssessment, loaded]);
  useEffect(() => {
    // Until the profile says, the modal may open on arrival: its code is fetched meanwhile, so
    // that it shows at once rather than a suspense tick later.
    if (level === undefined) void preload();
    if (opened.current || level !== 'level') return;
    // Opened once its code is here, so it shows without a suspense tick (its chunk is preloaded
    // with the dashboard's, and the level may be known on the first render: ADR 0030).
    let live = true;
    void preload().then(() => {
      if (!live || opened.current) return;
      opened.current = true;
      openAssessment();
    });
    return () => {
      live = false;
    };
  }, [level, openAssessment, preload]);
}
