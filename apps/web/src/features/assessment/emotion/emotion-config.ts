import type { AppConfig } from '@lexora/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The deployment's answer never changes while a page is open. */
export function useAppConfig() {
  return useQuery({
    queryKey: ['app-config'],
    queryFn: () => apiFetch<AppConfig>('/v1/config'),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export type EmotionAvailability =
  { state: 'checking' } | { state: 'off' } | { state: 'available'; modelsPath: string };

/**
 * Whether this deployment offers the camera path. While the answer is pending, or when it cannot
 * be had, the camera stays off: emotion reading is never the default.
 */
export function useEmotionAvailability(): EmotionAvailability {
  const config = useAppConfig();
  if (config.isPending) return { state: 'checking' };
  const reading = config.data?.emotionReading;
  return reading?.available && reading.modelsPath
    ? { state: 'available', modelsPath: reading.modelsPath }
    : { state: 'off' };
}
