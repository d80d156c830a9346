import type {
  DailyChallenge,
  DifficultWordList,
  GameResult,
  GameResultResponse,
  GameRound,
  GameRoundRequest,
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

/** Today's Challenge; when reading it paid the day's points, the header's total is refreshed. */
export function useDailyChallengeQuery(validKey: string | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: learnerKeys.challenge(validKey ?? ''),
    queryFn: async () => {
      const challenge = await apiFetch<DailyChallenge>(learnerPath(validKey!, 'daily-challenge'));
      if (challenge.pointsAwarded > 0) {
        void client.invalidateQueries({ queryKey: learnerKeys.profile(validKey!) });
      }
      return challenge;
    },
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

/**
 * Asks the server for a round as a game starts (ADR 0048): its id is the result's gameId, and
 * the server times the round. Null when none could be had: the game still plays, unpaid.
 */
export function startGameRound(request: GameRoundRequest): Promise<GameRound | null> {
  return apiFetch<GameRound>('/v1/games/rounds', { method: 'POST', body: request }).catch(
    (err: unknown) => {
      console.warn('Could not start a game round', err);
      return null;
    },
  );
}

/**
 * Sends a finished game for its round and refreshes the learner's totals; failures are logged
 * only. Nothing is sent for a game without a round.
 */
export function useSubmitGameResult(validKey: string | undefined) {
  const client = useQueryClient();
  return useCallback(
    async (
      round: Promise<GameRound | null> | null,
      result: Omit<GameResult, 'gameId'>,
    ): Promise<GameResultResponse | null> => {
      try {
        const issued = await round;
        if (!issued) return null;
        const response = await postGameResult({ ...result, gameId: issued.roundId });
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
