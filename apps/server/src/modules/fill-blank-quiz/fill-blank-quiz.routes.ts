import { createRoute } from '@hono/zod-openapi';
import {
  fillBlankQuestionListSchema,
  fillBlankRequestSchema,
  fillBlankResultsRequestSchema,
  fillBlankResultsSchema,
} from '@lexora/contracts';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../../http/openapi';
import type { FillBlankQuizService } from './fill-blank-quiz.service';

export function fillBlankQuizRoutes(service: FillBlankQuizService) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/fillintheblankten',
      tags: ['quizzes'],
      request: {
        body: jsonBody(
          fillBlankRequestSchema,
          "The learner's level (the spec's level titles; Elementary when unset) and one context interest or 'any', which steers the pick of answer words.",
        ),
      },
      responses: {
        ...errorResponses(503),
        200: jsonContent(fillBlankQuestionListSchema, "Ten questions at the learner's level"),
      },
    }),
    async (c) => c.json(await service.questions(c.var.learner, c.req.valid('json')), 200),
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/fillintheblankten/results',
      tags: ['quizzes'],
      request: {
        body: jsonBody(
          fillBlankResultsRequestSchema,
          "The game's id and, per question, the option chosen (or -1 on a timeout), the seconds left and whether a hint was used; the server scores it, never a score sent here.",
        ),
      },
      responses: {
        200: jsonContent(fillBlankResultsSchema, 'Scored on the server; points awarded once'),
      },
    }),
    async (c) => c.json(await service.results(c.var.learner, c.req.valid('json')), 200),
  );
  return router;
}
