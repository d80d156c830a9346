import { createRoute } from '@hono/zod-openapi';
import { appConfigSchema, type AppConfig } from '@lexora/contracts';
import type { Hono } from 'hono';
import { errorBody } from '../../http/errors';
import type { AppEnv } from '../../http/learner';
import { createRouter, jsonContent } from '../../http/openapi';
import { FACE_MODEL_FILES, faceModelReader, type FaceModels } from './face-models';

export interface EmotionReadingDeploy {
  /** False when EMOTION_READING=off: no camera path at all (EU AI Act article 5(1)(f)). */
  available: boolean;
  models: FaceModels;
}

export const FACE_MODELS_ROUTE = '/models/face-api';

export function appConfig(emotion: EmotionReadingDeploy): AppConfig {
  return {
    emotionReading: {
      available: emotion.available,
      modelsPath: emotion.available ? `${FACE_MODELS_ROUTE}/${emotion.models.version}` : null,
    },
  };
}

/** GET /config: open to visitors (it holds nothing personal), asked before any camera code loads. */
export function configRoutes(emotion: EmotionReadingDeploy) {
  const router = createRouter({ access: 'open' });
  const body = appConfig(emotion);
  router.openapi(
    createRoute({
      method: 'get',
      path: '/config',
      tags: ['config'],
      summary: 'What this deployment offers the browser (e.g. whether emotion reading exists)',
      responses: { 200: jsonContent(appConfigSchema, 'The deployment configuration') },
    }),
    (c) => c.json(body, 200),
  );
  return router;
}

/**
 * The face-expression models, from the installed package, on our own origin. With the switch off
 * every path under the route answers 404, so no page can load them.
 */
export function mountFaceModels(app: Hono<AppEnv>, emotion: EmotionReadingDeploy): void {
  const read = faceModelReader(emotion.models);
  app.get(`${FACE_MODELS_ROUTE}/*`, async (c) => {
    if (!emotion.available)
      return c.json(errorBody('NOT_FOUND', 'Emotion reading is switched off on this server.'), 404);
    const [version, file, ...rest] = c.req.path.slice(FACE_MODELS_ROUTE.length + 1).split('/');
    const bytes = version === emotion.models.version && !rest.length && file ? read(file) : null;
    if (!bytes) return c.json(errorBody('NOT_FOUND', 'There is no such model file.'), 404);
    c.header('Content-Type', FACE_MODEL_FILES[file!]!);
    // The version is in the path: a new package version gets new URLs.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(await bytes));
  });
}
