import { createRoute } from '@hono/zod-openapi';
import {
  predictRequestSchema,
  predictResponseSchema,
  savedVocabularyLevelSchema,
  saveVocabularyLevelSchema,
  vocabularyAnalysisRequestSchema,
  vocabularyAnalysisSchema,
} from '@lexora/contracts';
import { createRouter, jsonContent } from '../../http/openapi';
import type { VocabularyService } from './vocabulary.service';

export function vocabularyRoutes(service: VocabularyService) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/predict',
      tags: ['vocabulary'],
      request: { body: { ...jsonContent(predictRequestSchema), required: true } },
      responses: { 200: jsonContent(predictResponseSchema, 'One result per text, in order') },
    }),
    async (c) => c.json(await service.predict(c.var.learner, c.req.valid('json').texts), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/vocabulary/analysis',
      tags: ['vocabulary'],
      request: { body: { ...jsonContent(vocabularyAnalysisRequestSchema), required: true } },
      responses: { 201: jsonContent(vocabularyAnalysisSchema, 'The stored analysis') },
    }),
    async (c) => c.json(await service.analyse(c.var.learner, c.req.valid('json').text), 201),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/me/vocabulary-level',
      tags: ['vocabulary'],
      request: { body: { ...jsonContent(saveVocabularyLevelSchema), required: true } },
      responses: { 200: jsonContent(savedVocabularyLevelSchema, 'The level saved on the profile') },
    }),
    async (c) =>
      c.json(await service.saveLevel(c.var.learner, c.req.valid('json').analysisId), 200),
  );

  return router;
}
