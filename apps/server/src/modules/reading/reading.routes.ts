import { createRoute } from '@hono/zod-openapi';
import {
  readingOverviewSchema,
  readingPracticeQuerySchema,
  readingPracticeSchema,
  readingResultsRequestSchema,
  readingResultsSchema,
  readingTopicsSchema,
} from '@lexora/contracts';
import { createRouter, jsonContent } from '../../http/openapi';
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
      request: { body: { ...jsonContent(readingTopicsSchema), required: true } },
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
      request: { body: { ...jsonContent(readingResultsRequestSchema), required: true } },
      responses: {
        200: jsonContent(readingResultsSchema, 'Scored on the server; a retry gets the same'),
      },
    }),
    async (c) => c.json(await service.submit(c.var.learner, c.req.valid('json')), 200),
  );

  return router;
}
