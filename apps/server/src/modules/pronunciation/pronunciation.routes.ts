import { createRoute } from '@hono/zod-openapi';
import {
  practiceWordsRequestSchema,
  practiceWordsResponseSchema,
  pronunciationCheckResultSchema,
  pronunciationStatsSchema,
} from '@lexora/contracts';
import { optionalLearner } from '../../http/learner';
import { createRouter, jsonContent } from '../../http/openapi';
import type { Sessions } from '../../http/sessions';
import type { PronunciationService } from './pronunciation.service';

/** Open to everyone (mounted before requireLearner): the check and the practice words. */
export function pronunciationOpenRoutes(service: PronunciationService, sessions: Sessions) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/check',
      tags: ['pronunciation'],
      description:
        'Multipart form: audio (16-bit PCM WAV, mono or stereo, 8-48 kHz, at most 10 s and 2 MB), ' +
        'expected_word, and optionally check_id (a UUID per recording; makes the award idempotent).',
      responses: {
        200: jsonContent(pronunciationCheckResultSchema, 'The check result (spec call 5)'),
      },
    }),
    async (c) => {
      // Parsed by hand (not by the route validator) so each bad field gets its own message.
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const learner = await optionalLearner(sessions, c.req.raw.headers);
      const result = await service.check(learner, {
        audio: form.audio,
        expectedWord: form.expected_word,
        checkId: form.check_id,
      });
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/practice-words',
      tags: ['pronunciation'],
      request: { body: { ...jsonContent(practiceWordsRequestSchema), required: true } },
      responses: { 200: jsonContent(practiceWordsResponseSchema, 'Five words per sound') },
    }),
    async (c) => c.json({ words: await service.practiceWords(c.req.valid('json')) }, 200),
  );

  return router;
}

/** Signed-in learners only (mounted after requireLearner). */
export function pronunciationLearnerRoutes(service: PronunciationService) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/stats',
      tags: ['pronunciation'],
      responses: { 200: jsonContent(pronunciationStatsSchema, "The learner's coach stats") },
    }),
    async (c) => c.json(await service.stats(c.var.learner), 200),
  );
  return router;
}
