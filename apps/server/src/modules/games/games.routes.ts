import { createRoute } from '@hono/zod-openapi';
import { gameResultResponseSchema, gameResultSchema } from '@lexora/contracts';
import { createRouter, jsonContent } from '../../http/openapi';
import type { GamesService } from './games.service';

export function gamesRoutes(service: GamesService) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/games/results',
      tags: ['games'],
      request: { body: { ...jsonContent(gameResultSchema), required: true } },
      responses: { 200: jsonContent(gameResultResponseSchema, 'Points awarded once per game id') },
    }),
    async (c) => c.json(await service.submit(c.var.learner, c.req.valid('json')), 200),
  );
  return router;
}
