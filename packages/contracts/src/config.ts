import { z } from 'zod';

/**
 * What this deployment offers the browser, asked once per page load by the pages that need it.
 * `emotionReading.modelsPath` is where the face-expression models are served from (our own
 * origin, the package version in the path); null when the deploy switch EMOTION_READING=off
 * removes the camera path (then the server also refuses to serve the models).
 */
export const appConfigSchema = z.object({
  emotionReading: z.object({
    available: z.boolean(),
    modelsPath: z.string().nullable(),
  }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
