import { createRoute, z } from '@hono/zod-openapi';
import {
  gameResultResponseSchema,
  gameResultSchema,
  gameRoundRequestSchema,
  gameRoundSchema,
  tabooCardListSchema,
} from '@lexora/contracts';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../../http/openapi';
import type { GamesService } from './games.service';

export function gamesRoutes(service: GamesService) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/games/rounds',
      tags: ['games'],
      request: {
        body: jsonBody(
          gameRoundRequestSchema,
          'The game about to start (taboo, word-guess, association with its difficulty, matching). Its result must name the round this returns.',
        ),
      },
      responses: {
        200: jsonContent(
          gameRoundSchema,
          "A round issued to the learner: its id (the result's gameId), the server's start time and, for Word Association, the questions to ask in order",
        ),
        ...errorResponses(429, 503),
      },
    }),
    async (c) => c.json(await service.startRound(c.var.learner, c.req.valid('json')), 200),
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/games/results',
      tags: ['games'],
      request: {
        body: jsonBody(
          gameResultSchema,
          "One finished game: the id of the round the server issued for it (a retry with the same id pays nothing more), the game kind, its score, the words missed (filed as difficult words) and answered right, for Matching the ids of the learner's words that were matched, for Word Association every answer (the server scores those). Refused (400) without a round of the learner's for this game, sooner than the round could be played or above what the round allows.",
        ),
      },
      responses: {
        200: jsonContent(gameResultResponseSchema, 'Points awarded once per round'),
        ...errorResponses(429, 503),
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
