import { createRoute } from '@hono/zod-openapi';
import {
  sampleAnswerRequestSchema,
  sampleAnswerSchema,
  sampleLessonQuerySchema,
  sampleLessonSchema,
  sampleWordExplanationSchema,
  sampleWordRequestSchema,
} from '@lexora/contracts';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../../http/openapi';
import { clientView, type TrustProxy } from '../../http/proxy';
import type { SampleLessonService } from './sample-lesson.service';

/** Open to visitors (mounted before requireLearner), each address with its own allowance. */
export function sampleLessonRoutes(service: SampleLessonService, trustProxy: TrustProxy) {
  const router = createRouter({ access: 'open' });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/sample-lesson',
      tags: ['sample lesson'],
      request: { query: sampleLessonQuerySchema },
      responses: {
        200: jsonContent(sampleLessonSchema, 'The sample lesson at A2 or B1, without its answers'),
        ...errorResponses(429, 503),
      },
    }),
    async (c) =>
      c.json(
        await service.lesson(c.req.valid('query').level, clientView(c, trustProxy).address),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sample-lesson/check',
      tags: ['sample lesson'],
      request: {
        body: jsonBody(
          sampleAnswerRequestSchema,
          'One answer of the sample lesson: the question id as served and the option chosen (0-3). Checked and not stored.',
        ),
      },
      responses: {
        200: jsonContent(sampleAnswerSchema, 'Right or not, the right option and why'),
        ...errorResponses(404, 429, 503),
      },
    }),
    async (c) =>
      c.json(await service.check(c.req.valid('json'), clientView(c, trustProxy).address), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sample-lesson/word',
      tags: ['sample lesson'],
      request: {
        body: jsonBody(
          sampleWordRequestSchema,
          "A word of the sample lesson's passage and the lesson's level (A2 or B1): the word assistant explains it from our learner's dictionary.",
        ),
      },
      responses: {
        200: jsonContent(
          sampleWordExplanationSchema,
          'The explanation, or kind "unknown" with words to try',
        ),
        ...errorResponses(429, 503),
      },
    }),
    async (c) =>
      c.json(await service.explain(c.req.valid('json'), clientView(c, trustProxy).address), 200),
  );

  return router;
}
