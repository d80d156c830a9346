import { createRoute } from '@hono/zod-openapi';
import { sessionStateSchema } from '@lexora/contracts';
import { optionalLearner } from '../../http/learner';
import { createRouter, jsonContent } from '../../http/openapi';
import type { Sessions } from '../../http/sessions';
import type { ProfileService } from '../profile/profile.service';

/**
 * Who is signed in, asked by every page load: a visitor is an ordinary answer (200 with null),
 * not an error, so the browser's console stays clean. /me still refuses visitors with 401.
 */
export function sessionRoutes(profiles: ProfileService, sessions: Sessions) {
  const router = createRouter({ access: 'open' });
  router.openapi(
    createRoute({
      method: 'get',
      path: '/session',
      tags: ['auth'],
      summary: 'The signed-in learner, or null',
      responses: {
        200: jsonContent(
          sessionStateSchema,
          'The session user, or `{ "user": null }` for a visitor',
        ),
      },
    }),
    async (c) => {
      const learner = await optionalLearner(sessions, c);
      return c.json({ user: learner ? await profiles.sessionUser(learner) : null }, 200);
    },
  );
  return router;
}
