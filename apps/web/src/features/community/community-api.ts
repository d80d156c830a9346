import type { CommunityLeague } from '@lexora/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { learnerKeys } from '../../lib/learner-keys';

const leagueKey = (validKey: string) => [...learnerKeys.all(validKey), 'community'] as const;

export function useLeagueQuery(validKey: string) {
  return useQuery({
    queryKey: leagueKey(validKey),
    queryFn: () => apiFetch<CommunityLeague>('/v1/community/league'),
  });
}

/** Joining, renaming and leaving answer with the league as it now stands: shown at once. */
export function useMembership(validKey: string) {
  const client = useQueryClient();
  const store = (league: CommunityLeague) => client.setQueryData(leagueKey(validKey), league);
  const join = useMutation({
    mutationFn: (displayName: string) =>
      apiFetch<CommunityLeague>('/v1/community/membership', {
        method: 'PUT',
        body: { displayName },
      }),
    onSuccess: store,
  });
  const leave = useMutation({
    mutationFn: () => apiFetch<CommunityLeague>('/v1/community/membership', { method: 'DELETE' }),
    onSuccess: store,
  });
  return { join, leave };
}
