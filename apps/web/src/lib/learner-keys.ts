/**
 * Server state every signed-in screen shares: profile (points, streak), words, the challenge.
 * A module of its own: the providers seed the profile from the page (ADR 0030) without bringing
 * the query hooks into the first load of every page.
 */
export const learnerKeys = {
  all: (validKey: string) => ['learner', validKey] as const,
  profile: (validKey: string) => ['learner', validKey, 'profile'] as const,
  words: (validKey: string) => ['learner', validKey, 'words'] as const,
  challenge: (validKey: string) => ['learner', validKey, 'challenge'] as const,
  preferences: (validKey: string) => ['learner', validKey, 'preferences'] as const,
};
