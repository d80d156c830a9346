import { createRoute } from '@hono/zod-openapi';
import { emotionDataDeletedSchema } from '@lexora/contracts';
import { createRouter, jsonContent } from '../../http/openapi';
import type { EmotionDataService } from './emotion-data.service';

/** The signed-in learner's own emotion readings (never another learner's: the path names none). */
export function emotionDataRoutes(service: EmotionDataService) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/me/emotion-data',
      tags: ['account'],
      summary:
        "Deletes the learner's stored emotion readings (camera and tapped faces) and their summaries; answers, scores and levels stay",
      responses: {
        200: jsonContent(emotionDataDeletedSchema, 'How many readings and summaries were deleted'),
      },
    }),
    async (c) => c.json(await service.deleteEmotionData(c.var.learner), 200),
  );
  return router;
}
