import { assessmentPages } from '@lexora/contracts';
import { describe, expect, it } from 'vitest';
import {
  destinationAt,
  destinations,
  isPlaceholderPath,
  placeholderRoutes,
  workingPlaces,
} from './destinations';
import { SIGN_UP_PATH, startLink } from './start-link';

describe('destinations', () => {
  it("routes the assessment's rounds, the pages the assessment API accepts", () => {
    const { path, aliases = [] } = destinations.assessment;
    expect([path, ...aliases].map((p) => p?.slice(1)).sort()).toEqual([...assessmentPages].sort());
  });

  it('routes every unbuilt destination, with its aliases, to a placeholder', () => {
    const paths = placeholderRoutes().map((r) => r.path);
    for (const d of Object.values(destinations)) {
      if (d.available || !d.path) continue;
      expect(paths).toContain(d.path);
      for (const alias of d.aliases ?? []) expect(paths).toContain(alias);
    }
    expect(paths).not.toContain('/DashboardOne');
  });

  it('offers only built places as the way on, each with a route', () => {
    const places = workingPlaces();
    expect(places.map((p) => p.id)).toEqual(['dashboard', 'games', 'coach', 'analyser']);
    for (const place of places) {
      expect(place.available).toBe(true);
      expect(place.path).toMatch(/^\//);
      expect(isPlaceholderPath(place.path!)).toBe(false);
    }
  });

  it('knows a placeholder path with or without a query', () => {
    expect(isPlaceholderPath('/paragraph')).toBe(destinations.reading.available === false);
    expect(isPlaceholderPath('/mcq3?round=2')).toBe(!destinations.assessment.available);
    expect(destinationAt('/vocabulary-quiz')?.id).toBe('wordQuiz');
    expect(isPlaceholderPath('/somewhere-else')).toBe(false);
  });
});

describe('startLink', () => {
  it('sends visitors to sign-up and signed-in learners to their dashboard', () => {
    expect(startLink(false, 'Start Learning Free')).toEqual({
      to: SIGN_UP_PATH,
      label: 'Start Learning Free',
    });
    expect(startLink(true, 'Start Learning Free').to).toBe('/DashboardOne');
  });
});
