import { createRoute } from '@hono/zod-openapi';
import {
  connectionQuizRequestSchema,
  connectionQuizSchema,
  connectionResultRequestSchema,
  connectionResultSchema,
} from '@lexora/contracts';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../../http/openapi';
import type { ConnectionQuizService } from './connection-quiz.service';

/** 'Find the connection': the spec's call 11 and the game's result. */
export function connectionQuizRoutes(service: ConnectionQuizService) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/relatedmcq',
      tags: ['quizzes'],
      request: {
        body: jsonBody(
          connectionQuizRequestSchema,
          "The learner's level (the spec's level titles; Elementary when unset) and one context interest or 'any', which steers the choice of connections.",
        ),
      },
      responses: {
        ...errorResponses(503),
        200: jsonContent(connectionQuizSchema, '10 related-words questions at the learner level'),
      },
    }),
    async (c) => c.json(await service.questions(c.var.learner, c.req.valid('json')), 200),
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/relatedmcq/results',
      tags: ['quizzes'],
      request: {
        body: jsonBody(
          connectionResultRequestSchema,
          "The game's id and, per question, the option chosen (null on a timeout) and the milliseconds taken; the server scores it from these, never from a score sent here.",
        ),
      },
      responses: {
        200: jsonContent(connectionResultSchema, 'Scored on the server, points awarded once'),
      },
    }),
    async (c) => c.json(await service.results(c.var.learner, c.req.valid('json')), 200),
  );
  return router;
}
