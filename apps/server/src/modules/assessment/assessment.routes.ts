import { createRoute } from '@hono/zod-openapi';
import {
  assessmentAnswersRequestSchema,
  assessmentHistorySchema,
  assessmentRoundSchema,
  levelPredictionRequestSchema,
  levelPredictionSchema,
  roundIdParamSchema,
  roundResultSchema,
  startRoundRequestSchema,
} from '@lexora/contracts';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../../http/openapi';
import type { AssessmentService } from './assessment.service';

export function assessmentRoutes(service: AssessmentService) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/assessment/rounds',
      tags: ['assessment'],
      request: {
        body: jsonBody(
          startRoundRequestSchema,
          'The assessment page the learner is on (mcq2, mcq3, mcq4 or mcq): starts that round, or resumes the open one after a reload.',
        ),
      },
      responses: {
        ...errorResponses(503),
        200: jsonContent(assessmentRoundSchema, 'The open round of this page, or a new one'),
      },
    }),
    async (c) => c.json(await service.start(c.var.learner, c.req.valid('json').page), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/assessment/rounds/{id}/answers',
      tags: ['assessment'],
      request: {
        params: roundIdParamSchema,
        body: jsonBody(
          assessmentAnswersRequestSchema,
          'The answers given so far in this round (question id, option chosen, time spent) with optional emotion entries (camera or self-report summaries, never images).',
        ),
      },
      responses: {
        ...errorResponses(503),
        200: jsonContent(assessmentRoundSchema, 'The round with the answers so far'),
      },
    }),
    async (c) =>
      c.json(
        await service.answer(c.var.learner, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/assessment/rounds/{id}/complete',
      tags: ['assessment'],
      request: { params: roundIdParamSchema },
      responses: {
        ...errorResponses(503),
        200: jsonContent(roundResultSchema, 'Scored on the server; completing again gets the same'),
      },
    }),
    async (c) => c.json(await service.complete(c.var.learner, c.req.valid('param').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/assessment/history',
      tags: ['assessment'],
      responses: {
        200: jsonContent(assessmentHistorySchema, 'Completed rounds and error patterns'),
      },
    }),
    async (c) => c.json(await service.history(c.var.learner), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/levelPrediction',
      tags: ['assessment'],
      request: {
        body: jsonBody(
          levelPredictionRequestSchema,
          "The spec's level-prediction request: answers with is_correct, time_spent and tags, response times, emotion data and the difficulty level; nothing is stored.",
        ),
      },
      responses: {
        ...errorResponses(503),
        200: jsonContent(levelPredictionSchema, 'final_score and its uncertainty'),
      },
    }),
    async (c) => c.json(await service.levelPrediction(c.req.valid('json')), 200),
  );

  return router;
}
