import { createRoute } from '@hono/zod-openapi';
import { communityLeagueSchema, communityMembershipRequestSchema } from '@lexora/contracts';
import { createRouter, jsonBody, jsonContent } from '../../http/openapi';
import type { CommunityService } from './community.service';

/** The weekly league of /community: signed-in learners only, each acting for themselves. */
export function communityRoutes(service: CommunityService) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/community/league',
      tags: ['community'],
      responses: {
        200: jsonContent(
          communityLeagueSchema,
          "This week's league: the caller's membership and place, and the top of the table",
        ),
      },
    }),
    async (c) => c.json(await service.league(c.var.learner), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/community/membership',
      tags: ['community'],
      request: {
        body: jsonBody(
          communityMembershipRequestSchema,
          'Join the league (or change the name shown in it) under a public display name.',
        ),
      },
      responses: {
        200: jsonContent(communityLeagueSchema, 'Joined; the league as the learner now sees it'),
      },
    }),
    async (c) => c.json(await service.join(c.var.learner, c.req.valid('json').displayName), 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/community/membership',
      tags: ['community'],
      responses: {
        200: jsonContent(communityLeagueSchema, 'Left; the name is deleted and no longer shown'),
      },
    }),
    async (c) => c.json(await service.leave(c.var.learner), 200),
  );

  return router;
}
