import { createRoute, z } from '@hono/zod-openapi';
import { gameResultResponseSchema, gameResultSchema, tabooCardListSchema } from '@lexora/contracts';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../../http/openapi';
import type { GamesService } from './games.service';

export function gamesRoutes(service: GamesService) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/games/results',
      tags: ['games'],
      request: {
        body: jsonBody(
          gameResultSchema,
          "One finished game: a UUID chosen by the client per game (a retry with the same id pays nothing more), the game kind, its score, the words missed (filed as difficult words) and answered right, and for Matching the ids of the learner's words that were matched.",
        ),
      },
      responses: {
        200: jsonContent(gameResultResponseSchema, 'Points awarded once per game id'),
        ...errorResponses(503),
      },
    }),
    async (c) => c.json(await service.submit(c.var.learner, c.req.valid('json')), 200),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/learners/{validKey}/taboo-cards',
      tags: ['games'],
      request: { params: z.object({ validKey: z.string().min(1).max(300) }) },
      responses: {
        ...errorResponses(503),
        200: jsonContent(tabooCardListSchema, "Taboo cards made from the learner's own words"),
      },
    }),
    async (c) =>
      c.json(await service.tabooCards(c.var.learner, c.req.valid('param').validKey), 200),
  );
  return router;
}
