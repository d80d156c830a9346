import { createRoute } from '@hono/zod-openapi';
import {
  quickAnswerRequestSchema,
  quickAnswerSchema,
  randomWordQuerySchema,
  randomWordSchema,
  unknownWordSchema,
  wordExplanationRequestSchema,
  wordExplanationSchema,
} from '@lexora/contracts';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../../http/openapi';
import type { WordAssistantService } from './word-assistant.service';

export function wordAssistantRoutes(service: WordAssistantService) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/wordexplanation',
      tags: ['word assistant'],
      request: {
        body: jsonBody(
          wordExplanationRequestSchema,
          'The word or chat question to explain, and optionally the level, interest and learning style; the signed-in profile gives any that are missing.',
        ),
      },
      responses: {
        ...errorResponses(429, 503),
        200: jsonContent(wordExplanationSchema, 'The explanation at the learner’s level'),
        404: jsonContent(unknownWordSchema, 'Unknown word, with "did you mean" and suggestions'),
      },
    }),
    async (c) => {
      const outcome = await service.explain(c.var.learner, c.req.valid('json'));
      return outcome.status === 200 ? c.json(outcome.body, 200) : c.json(outcome.body, 404);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/wordexplanation/random',
      tags: ['word assistant'],
      request: { query: randomWordQuerySchema },
      responses: { 200: jsonContent(randomWordSchema, 'A word at the learner’s level') },
    }),
    async (c) =>
      c.json(await service.randomWord(c.var.learner, c.req.valid('query').level || undefined), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/wordexplanation/answer',
      tags: ['word assistant'],
      request: {
        body: jsonBody(
          quickAnswerRequestSchema,
          "The quick question's id (as served to this learner) and the index of the sentence chosen; a right answer pays 2 points once per word sense.",
        ),
      },
      responses: {
        200: jsonContent(
          quickAnswerSchema,
          'Checked; 2 points for the first right answer per word',
        ),
      },
    }),
    async (c) => c.json(await service.answer(c.var.learner, c.req.valid('json')), 200),
  );

  return router;
}
