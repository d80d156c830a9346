import type {
  DailyChallenge,
  DifficultWordList,
  GameResult,
  GameResultResponse,
  Preferences,
  Profile,
} from '@lexora/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from './api-client';
import { learnerKeys } from './learner-keys';

export { learnerKeys };

export const learnerPath = (validKey: string, rest: string) =>
  `/v1/learners/${encodeURIComponent(validKey)}/${rest}`;

export function useProfileQuery(validKey: string | undefined) {
  return useQuery({
    queryKey: learnerKeys.profile(validKey ?? ''),
    queryFn: () => apiFetch<Profile>(learnerPath(validKey!, 'profile')),
    enabled: Boolean(validKey),
  });
}

export function useDifficultWordsQuery(validKey: string | undefined) {
  return useQuery({
    queryKey: learnerKeys.words(validKey ?? ''),
    queryFn: () => apiFetch<DifficultWordList>(learnerPath(validKey!, 'difficult-words')),
    enabled: Boolean(validKey),
  });
}

export function useDailyChallengeQuery(validKey: string | undefined) {
  return useQuery({
    queryKey: learnerKeys.challenge(validKey ?? ''),
    queryFn: () => apiFetch<DailyChallenge>(learnerPath(validKey!, 'daily-challenge')),
    enabled: Boolean(validKey),
  });
}

export function usePreferencesQuery(validKey: string | undefined) {
  return useQuery({
    queryKey: learnerKeys.preferences(validKey ?? ''),
    queryFn: () => apiFetch<Preferences>(learnerPath(validKey!, 'preferences')),
    enabled: Boolean(validKey),
  });
}

/** Points, XP, streak, words and the challenge may all change after an award: refetch them. */
export function invalidateLearner(client: QueryClient, validKey: string) {
  return client.invalidateQueries({ queryKey: learnerKeys.all(validKey) });
}

export const postGameResult = (result: GameResult) =>
  apiFetch<GameResultResponse>('/v1/games/results', { method: 'POST', body: result });

/** Sends a finished game and refreshes the learner's totals; failures are logged only. */
export function useSubmitGameResult(validKey: string | undefined) {
  const client = useQueryClient();
  return useCallback(
    async (result: GameResult): Promise<GameResultResponse | null> => {
      try {
        const response = await postGameResult(result);
        if (validKey) await invalidateLearner(client, validKey);
        return response;
      } catch (err) {
        console.warn('Could not save the game result', err);
        return null;
      }
    },
    [client, validKey],
  );
}
