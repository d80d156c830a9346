import { createRoute } from '@hono/zod-openapi';
import {
  predictRequestSchema,
  predictResponseSchema,
  savedVocabularyLevelSchema,
  saveVocabularyLevelSchema,
  vocabularyAnalysisRequestSchema,
  vocabularyAnalysisSchema,
} from '@lexora/contracts';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../../http/openapi';
import type { VocabularyService } from './vocabulary.service';

export function vocabularyRoutes(service: VocabularyService) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/predict',
      tags: ['vocabulary'],
      request: {
        body: jsonBody(
          predictRequestSchema,
          'Up to 10 English texts (each 50 to 5,000 characters, at least 10 words and 2 sentences) to rate by their vocabulary level. Nothing is stored.',
        ),
      },
      responses: {
        200: jsonContent(predictResponseSchema, 'One result per text, in order'),
        ...errorResponses(429, 503),
      },
    }),
    async (c) => c.json(await service.predict(c.var.learner, c.req.valid('json').texts), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/vocabulary/analysis',
      tags: ['vocabulary'],
      request: {
        body: jsonBody(
          vocabularyAnalysisRequestSchema,
          'An English text (50 to 5,000 characters, at least 10 words and 2 sentences) to rate by its vocabulary level. The analysis is stored so that its level can be saved on the profile.',
        ),
      },
      responses: {
        201: jsonContent(vocabularyAnalysisSchema, 'The stored analysis'),
        ...errorResponses(429, 503),
      },
    }),
    async (c) => c.json(await service.analyse(c.var.learner, c.req.valid('json').text), 201),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/me/vocabulary-level',
      tags: ['vocabulary'],
      request: {
        body: jsonBody(
          saveVocabularyLevelSchema,
          "The id of one of the learner's own analyses, whose level becomes the learner's vocabulary level. Any level sent with it is ignored.",
        ),
      },
      responses: { 200: jsonContent(savedVocabularyLevelSchema, 'The level saved on the profile') },
    }),
    async (c) =>
      c.json(await service.saveLevel(c.var.learner, c.req.valid('json').analysisId), 200),
  );

  return router;
}
