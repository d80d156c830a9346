import { createRoute, z } from '@hono/zod-openapi';
import { sessionUserSchema, signInRequestSchema, signUpRequestSchema } from '@lexora/contracts';
import { forwardSetCookies } from '../../http/learner';
import { createRouter, jsonContent } from '../../http/openapi';
import { clientView, type TrustProxy } from '../../http/proxy';
import type { AuthService } from './auth.service';

const userResponse = z.object({ user: sessionUserSchema });

export function authRoutes(service: AuthService, trustProxy: TrustProxy) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sign-up',
      tags: ['auth'],
      request: { body: { ...jsonContent(signUpRequestSchema), required: true } },
      responses: { 201: jsonContent(userResponse, 'Account created and signed in') },
    }),
    async (c) => {
      const outcome = await service.signUp(
        c.req.valid('json'),
        clientView(c, trustProxy).address,
        c.req.raw.headers,
      );
      forwardSetCookies(c, outcome.headers);
      return c.json({ user: outcome.user }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sign-in',
      tags: ['auth'],
      request: { body: { ...jsonContent(signInRequestSchema), required: true } },
      responses: { 200: jsonContent(userResponse, 'Signed in') },
    }),
    async (c) => {
      const outcome = await service.signIn(
        c.req.valid('json'),
        clientView(c, trustProxy).address,
        c.req.raw.headers,
      );
      forwardSetCookies(c, outcome.headers);
      return c.json({ user: outcome.user }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sign-out',
      tags: ['auth'],
      responses: { 204: { description: 'Signed out; the session is revoked' } },
    }),
    async (c) => {
      const headers = await service.signOut(c.req.raw.headers);
      forwardSetCookies(c, headers);
      return c.body(null, 204);
    },
  );

  return router;
}
