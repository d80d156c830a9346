import type { BadgeList, EmotionDataDeleted, LevelHistory } from '@lexora/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { learnerKeys } from '../../lib/learner-keys';

/** Under the learner's keys: an award or a level change refreshes them with everything else. */
const keys = {
  levelHistory: (validKey: string) => [...learnerKeys.all(validKey), 'level-history'] as const,
  badges: (validKey: string) => [...learnerKeys.all(validKey), 'badges'] as const,
};

export function useLevelHistoryQuery(validKey: string | undefined) {
  return useQuery({
    queryKey: keys.levelHistory(validKey ?? ''),
    queryFn: () => apiFetch<LevelHistory>('/v1/me/level-changes'),
    enabled: Boolean(validKey),
  });
}

export function useBadgesQuery(validKey: string | undefined) {
  return useQuery({
    queryKey: keys.badges(validKey ?? ''),
    queryFn: () => apiFetch<BadgeList>('/v1/me/badges'),
    enabled: Boolean(validKey),
  });
}

export const deleteEmotionData = () =>
  apiFetch<EmotionDataDeleted>('/v1/me/emotion-data', { method: 'DELETE' });
