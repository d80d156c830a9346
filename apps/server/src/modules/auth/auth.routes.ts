import { createRoute, z } from '@hono/zod-openapi';
import { sessionUserSchema, signInRequestSchema, signUpRequestSchema } from '@lexora/contracts';
import { forwardSetCookies } from '../../http/learner';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../../http/openapi';
import { clientView, type TrustProxy } from '../../http/proxy';
import type { AuthService } from './auth.service';

const userResponse = z.object({ user: sessionUserSchema });

export function authRoutes(service: AuthService, trustProxy: TrustProxy) {
  const router = createRouter({ access: 'open' });

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sign-up',
      tags: ['auth'],
      request: {
        body: jsonBody(
          signUpRequestSchema,
          "A new learner's name (1-80 characters), e-mail and password (at least 8 characters, not a common or easily guessed one). Creates the account and signs it in (a session cookie).",
        ),
      },
      responses: {
        201: jsonContent(userResponse, 'Account created and signed in'),
        ...errorResponses(429),
      },
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
      request: {
        body: jsonBody(
          signInRequestSchema,
          'The e-mail and password of an existing account. Signs it in (a session cookie); failed attempts are limited per address, per account and per device.',
        ),
      },
      responses: { 200: jsonContent(userResponse, 'Signed in'), ...errorResponses(401, 429) },
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
