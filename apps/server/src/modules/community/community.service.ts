import { displayNameMessages, type CommunityLeague } from '@lexora/contracts';
import { AWARD_REASONS } from '@lexora/games';
import type { ContentRules } from '@lexora/dictionary';
import { AppError } from '../../http/errors';
import type { Learner } from '../../http/learner';
import type { CommunityRepository } from './community.repository';
import { displayNameProblem } from './display-name';
import { leagueWeek, rankLeague } from './league';

/**
 * The reasons the ledger pays in points: the league counts exactly what the learner's points
 * total counts (deriveTotals), only limited to this week.
 */
const POINT_REASONS = Object.entries(AWARD_REASONS)
  .filter(([, rule]) => rule.currency === 'points')
  .map(([reason]) => reason);

/**
 * The weekly league (docs/community.md). A learner is not in it until they join under a display
 * name, and leaving takes them out at once. Every answer is about the caller or holds only what
 * members chose to show: a display name, this week's points and a place.
 */
export function createCommunityService(
  repo: CommunityRepository,
  rules: ContentRules,
  now: () => number = Date.now,
) {
  async function league(learner: Learner): Promise<CommunityLeague> {
    const week = leagueWeek(now());
    const [membership, points] = await Promise.all([
      repo.membership(learner.userId),
      repo.memberPoints(week.start, week.end, POINT_REASONS),
    ]);
    const ranked = rankLeague(points, learner.userId);
    return {
      membership: membership
        ? { displayName: membership.displayName, joinedAt: membership.joinedAt.toISOString() }
        : null,
      week: { startsAt: week.start.toISOString(), endsAt: week.end.toISOString() },
      members: ranked.members,
      top: ranked.top,
      you: ranked.you,
    };
  }

  return {
    league,

    /** Joins the league, or changes the name shown in it. */
    async join(learner: Learner, displayName: string): Promise<CommunityLeague> {
      const problem = displayNameProblem(displayName, rules, learner.email);
      if (problem)
        throw new AppError('VALIDATION_FAILED', problem, { fields: { displayName: problem } });
      if (await repo.nameTakenByOther(learner.userId, displayName))
        throw new AppError('CONFLICT', displayNameMessages.taken, {
          fields: { displayName: displayNameMessages.taken },
        });
      await repo.upsert(learner.userId, displayName, new Date(now()));
      return league(learner);
    },

    /** Leaves the league: the name is deleted, and the table no longer shows the learner. */
    async leave(learner: Learner): Promise<CommunityLeague> {
      await repo.remove(learner.userId);
      return league(learner);
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
