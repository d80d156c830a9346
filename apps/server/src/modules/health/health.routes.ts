import { createRoute } from '@hono/zod-openapi';
import { healthSchema } from '@lexora/contracts';
import type { DatabaseHandle } from '../../db/client';
import { createRouter, jsonContent } from '../../http/openapi';

export function healthRoutes(database: DatabaseHandle, version: string) {
  const router = createRouter({ access: 'open' });
  router.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['health'],
      responses: {
        200: jsonContent(healthSchema, 'The app and its database answer'),
        503: jsonContent(healthSchema, 'The database does not answer'),
      },
    }),
    async (c) => {
      let ok = true;
      let latencyMs = 0;
      try {
        latencyMs = Math.round((await database.ping()) * 100) / 100;
      } catch (err) {
        console.error('Health check: database did not answer', err);
        ok = false;
      }
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { mode: database.mode, ok, latencyMs },
        version,
      };
      return ok ? c.json(body, 200) : c.json(body, 503);
    },
  );
  return router;
}
