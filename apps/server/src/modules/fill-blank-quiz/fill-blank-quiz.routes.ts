import { createRoute } from '@hono/zod-openapi';
import {
  fillBlankQuestionListSchema,
  fillBlankRequestSchema,
  fillBlankResultsRequestSchema,
  fillBlankResultsSchema,
} from '@lexora/contracts';
import { createRouter, jsonContent } from '../../http/openapi';
import type { FillBlankQuizService } from './fill-blank-quiz.service';

export function fillBlankQuizRoutes(service: FillBlankQuizService) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/fillintheblankten',
      tags: ['quizzes'],
      request: { body: { ...jsonContent(fillBlankRequestSchema), required: true } },
      responses: {
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
      request: { body: { ...jsonContent(fillBlankResultsRequestSchema), required: true } },
      responses: {
        200: jsonContent(fillBlankResultsSchema, 'Scored on the server; points awarded once'),
      },
    }),
    async (c) => c.json(await service.results(c.var.learner, c.req.valid('json')), 200),
  );
  return router;
}
