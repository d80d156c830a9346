import type { Profile, SavedVocabularyLevel } from '@lexora/contracts';
import { cefrLevelNames, cefrLevels } from '@lexora/contracts/vocabulary-limits';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { invalidateLearner, learnerKeys } from '../../lib/learner-queries';
import { useSession } from '../../lib/session/session';
import { vocabularyApi } from './vocabulary-api';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves the level of an analysis once: after the analysis, and again on closing only if it has
 * not been saved and is not being saved (spec 000 section 4). Failures are only logged. A saved
 * level reaches every screen at once: the session user, the cached profile (the header badge)
 * and a refetch of the learner's data.
 */
export function useLevelSaver() {
  const { update, user } = useSession();
  const queryClient = useQueryClient();
  const validKey = user?.validKey;
  const attempt = useRef<{ analysisId: string; status: SaveStatus } | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [saved, setSaved] = useState<SavedVocabularyLevel | null>(null);

  const save = useCallback(
    async (analysisId: string): Promise<boolean> => {
      const previous = attempt.current;
      if (previous?.analysisId === analysisId && previous.status !== 'failed') return false;
      const current = { analysisId, status: 'saving' as SaveStatus };
      attempt.current = current;
      setStatus('saving');
      try {
        const saved = await vocabularyApi.saveLevel(analysisId);
        current.status = 'saved';
        setSaved(saved);
        update({ level: saved.level });
        if (validKey) {
          const code = cefrLevels.find((c) => cefrLevelNames[c] === saved.level) ?? null;
          queryClient.setQueryData<Profile>(learnerKeys.profile(validKey), (profile) =>
            profile
              ? {
                  ...profile,
                  level: saved.level,
                  levels: {
                    ...profile.levels,
                    vocabulary: {
                      code,
                      lastChange: saved.change ?? profile.levels.vocabulary.lastChange,
                    },
                  },
                }
              : profile,
          );
          void invalidateLearner(queryClient, validKey);
        }
        setStatus('saved');
        return true;
      } catch (err) {
        current.status = 'failed';
        console.error('Saving the vocabulary level failed', err);
        setStatus('failed');
        return false;
      }
    },
    [update, queryClient, validKey],
  );

  return { save, status, saved };
}
