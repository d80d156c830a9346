import { createRoute } from '@hono/zod-openapi';
import {
  practiceWordsRequestSchema,
  practiceWordsResponseSchema,
  pronunciationCheckResultSchema,
  pronunciationStatsSchema,
} from '@lexora/contracts';
import { optionalLearner } from '../../http/learner';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../../http/openapi';
import { clientView, type TrustProxy } from '../../http/proxy';
import type { Sessions } from '../../http/sessions';
import type { PronunciationService } from './pronunciation.service';

/**
 * The recording upload, documented only: the handler reads the form itself (so each bad field
 * gets its own message), hence a plain schema that the route validator leaves alone.
 */
const checkFormBody = {
  required: true,
  description:
    'A recording of the learner saying one word, as a multipart form: audio (16-bit PCM WAV, ' +
    'mono or stereo, 8-48 kHz, at most 10 s and 2 MB), expected_word (the word that was said), ' +
    'and optionally check_id (a UUID per recording; a retry with the same id pays nothing more). ' +
    'A signed-in learner earns points and coach stats; a visitor gets the same check.',
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['audio', 'expected_word'],
        properties: {
          audio: { type: 'string' as const, format: 'binary', description: 'The WAV recording' },
          expected_word: { type: 'string' as const, description: 'The word the learner said' },
          check_id: { type: 'string' as const, format: 'uuid', description: 'One per recording' },
        },
      },
    },
  },
};

/** Open to everyone (mounted before requireLearner): the check and the practice words. */
export function pronunciationOpenRoutes(
  service: PronunciationService,
  sessions: Sessions,
  trustProxy: TrustProxy,
) {
  const router = createRouter({ access: 'open' });

  router.openapi(
    createRoute({
      method: 'post',
      path: '/check',
      tags: ['pronunciation'],
      request: { body: checkFormBody },
      responses: {
        200: jsonContent(pronunciationCheckResultSchema, 'The check result (spec call 5)'),
        ...errorResponses(429, 503),
      },
    }),
    async (c) => {
      // Parsed by hand (not by the route validator) so each bad field gets its own message.
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const learner = await optionalLearner(sessions, c);
      const result = await service.check(
        learner,
        { audio: form.audio, expectedWord: form.expected_word, checkId: form.check_id },
        clientView(c, trustProxy).address,
      );
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/practice-words',
      tags: ['pronunciation'],
      request: {
        body: jsonBody(
          practiceWordsRequestSchema,
          "The sounds (ARPAbet codes, at most 3) to practise, the learner's level, and words to leave out (those already shown). Answers five words per sound.",
        ),
      },
      responses: {
        200: jsonContent(practiceWordsResponseSchema, 'Five words per sound'),
        ...errorResponses(503),
      },
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
