import { createRoute } from '@hono/zod-openapi';
import {
  readingOverviewSchema,
  readingPracticeQuerySchema,
  readingPracticeSchema,
  readingResultsRequestSchema,
  readingResultsSchema,
  readingTopicsSchema,
} from '@lexora/contracts';
import { createRouter, jsonBody, jsonContent } from '../../http/openapi';
import type { ReadingService } from './reading.service';

export function readingRoutes(service: ReadingService) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reading/record',
      tags: ['reading'],
      responses: {
        200: jsonContent(readingOverviewSchema, 'The reading record, level ladder and history'),
      },
    }),
    async (c) => c.json(await service.overview(c.var.learner), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/reading/topics',
      tags: ['reading'],
      request: {
        body: jsonBody(
          readingTopicsSchema,
          'The reading topics the learner chose (topic ids, each at most once). Replaces the saved list.',
        ),
      },
      responses: { 200: jsonContent(readingTopicsSchema, 'The saved topics') },
    }),
    async (c) => c.json(await service.setTopics(c.var.learner, c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reading/practice',
      tags: ['reading'],
      request: { query: readingPracticeQuerySchema },
      responses: {
        200: jsonContent(readingPracticeSchema, 'A practice set, without the right answers'),
      },
    }),
    async (c) => c.json(await service.practice(c.var.learner, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/reading/practice/results',
      tags: ['reading'],
      request: {
        body: jsonBody(
          readingResultsRequestSchema,
          'The answers to one practice set, with a UUID chosen once per submission: a retry with the same id gets the same result and pays nothing more.',
        ),
      },
      responses: {
        200: jsonContent(readingResultsSchema, 'Scored on the server; a retry gets the same'),
      },
    }),
    async (c) => c.json(await service.submit(c.var.learner, c.req.valid('json')), 200),
  );

  return router;
}
