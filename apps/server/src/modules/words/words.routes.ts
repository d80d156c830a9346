import { createRoute } from '@hono/zod-openapi';
import {
  addDifficultWordResultSchema,
  addDifficultWordSchema,
  dailyChallengeSchema,
  difficultWordListSchema,
  wordReviewsResultSchema,
  validKeyParamsSchema as params,
  wordReviewsSchema,
} from '@lexora/contracts';
import { createRouter, jsonBody, jsonContent } from '../../http/openapi';
import type { WordsService } from './words.service';

export function wordsRoutes(service: WordsService) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/learners/{validKey}/difficult-words',
      tags: ['words'],
      request: { params },
      responses: { 200: jsonContent(difficultWordListSchema, 'Due words first') },
    }),
    async (c) => c.json(await service.list(c.var.learner, c.req.valid('param').validKey), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/learners/{validKey}/difficult-words',
      tags: ['words'],
      request: {
        params,
        body: jsonBody(
          addDifficultWordSchema,
          "A word (at most 60 characters), its definition (at most 300) and optionally its category. Adds it to the learner's difficult words (+10 points the first time).",
        ),
      },
      responses: { 201: jsonContent(addDifficultWordResultSchema, 'Added, +10 points') },
    }),
    async (c) =>
      c.json(
        await service.add(c.var.learner, c.req.valid('param').validKey, c.req.valid('json')),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/learners/{validKey}/difficult-words/reviews',
      tags: ['words'],
      request: {
        params,
        body: jsonBody(
          wordReviewsSchema,
          "One to fifty reviews of the learner's own difficult words: the word id and whether the learner knew it. Moves each word along its review schedule.",
        ),
      },
      responses: { 200: jsonContent(wordReviewsResultSchema) },
    }),
    async (c) =>
      c.json(
        await service.review(c.var.learner, c.req.valid('param').validKey, c.req.valid('json')),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/learners/{validKey}/daily-challenge',
      tags: ['words'],
      request: { params },
      responses: { 200: jsonContent(dailyChallengeSchema, "Today's Challenge") },
    }),
    async (c) => c.json(await service.challenge(c.var.learner, c.req.valid('param').validKey), 200),
  );

  return router;
}
