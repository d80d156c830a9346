import { createContext, useContext, useEffect, useRef } from 'react';

export interface VocabularyAssessmentControls {
  /** Opens the 'Vocabulary Level Assessment' modal at its first slide. */
  openAssessment(): void;
  isOpen: boolean;
  /** Fetches the modal's code ahead of opening it. */
  preload(): Promise<void>;
  /**
   * Holds back the work put off until the first view is on screen (lib/idle.ts) while the modal
   * that is part of that view is still to open; returns the release.
   */
  holdFirstView(): () => void;
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
  const { openAssessment, preload, holdFirstView } = useVocabularyAssessment();
  const opened = useRef(false);
  useEffect(() => {
    // Until the profile says, the modal may open on arrival: its code is fetched meanwhile, so
    // that it shows at once rather than a suspense tick later.
    if (level === undefined) void preload();
    if (opened.current || level !== 'level') return;
    // Opened once its code is here, so it shows without a suspense tick (its chunk is preloaded
    // with the dashboard's, and the level may be known on the first render: ADR 0030).
    // It opens in a task after the page's first frame, not in the task that renders the page:
    // the page shows sooner, and neither task is as long as the two together (ADR 0035).
    // The modal is part of the first view: the session check and the widgets wait for it too.
    const release = holdFirstView();
    let live = true;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void preload().then(() => {
      if (!live || opened.current) return release();
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          if (live && !opened.current) {
            opened.current = true;
            openAssessment();
          }
          release();
        }, 0);
      });
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      release();
    };
  }, [level, openAssessment, preload, holdFirstView]);
}
