import type { Profile } from '@lexora/contracts';
import { apiFetch } from '../api-client';

/** The part of the Temporal API this module uses (TypeScript's libraries do not describe it yet). */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/** The browser's IANA time zone, or null when the browser does not tell. */
export function browserTimeZone(): string | null {
  try {
    // Temporal reads the zone at no cost; Intl's first date formatter sets up ICU's date patterns,
    // 20-40 ms of main thread (a long task at a phone's 4x CPU) for a name both give alike
    // (docs/performance.md, Lighthouse).
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    const zone = temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone || null;
  } catch {
    return null;
  }
}

const synced = new Set<string>();

/**
 * Tells the server the learner's time zone (their days, and so the streak, start there) once per
 * signed-in learner and page load, and only when it changed. Failures are only logged. `known`:
 * the learner's profile as the page brought it (ADR 0030), which spares fetching it again.
 */
export async function syncTimeZone(
  validKey: string,
  known: Pick<Profile, 'timeZone'> | null = null,
): Promise<void> {
  const zone = browserTimeZone();
  if (!zone || synced.has(validKey)) return;
  synced.add(validKey);
  const path = `/v1/learners/${encodeURIComponent(validKey)}/profile`;
  try {
    const profile = known ?? (await apiFetch<Profile>(path));
    if (profile.timeZone !== zone) {
      await apiFetch<Profile>(path, { method: 'PATCH', body: { timeZone: zone } });
    }
  } catch (err) {
    synced.delete(validKey);
    console.warn('Could not save the time zone', err);
  }
}
