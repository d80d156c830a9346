import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteAccountRequestSchema, learnerDataExportSchema } from '@lexora/contracts';
import { forwardSetCookies } from '../../http/learner';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../../http/openapi';
import type { AccountService } from './account.service';

/** A dated file to save, never kept in a cache on the way. */
function asDownload(c: Context, extension: string): void {
  const day = new Date().toISOString().slice(0, 10);
  c.header('Content-Disposition', `attachment; filename="lexora-data-${day}.${extension}"`);
  c.header('Cache-Control', 'no-store');
}

/** The learner's own data: download it, or delete the account (signed-in learners only). */
export function accountRoutes(service: AccountService) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/data',
      tags: ['account'],
      responses: {
        200: jsonContent(learnerDataExportSchema, 'Everything Lexora holds about the learner'),
      },
    }),
    async (c) => {
      asDownload(c, 'json');
      return c.json(await service.exportData(c.var.learner), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/data.csv',
      tags: ['account'],
      responses: {
        200: {
          content: { 'text/csv': { schema: z.string() } },
          description: 'Words and results, one line each',
        },
      },
    }),
    async (c) => {
      asDownload(c, 'csv');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      return c.body(await service.exportCsv(c.var.learner), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/me/delete-account',
      tags: ['account'],
      request: {
        body: jsonBody(
          deleteAccountRequestSchema,
          "The learner's password, to confirm that every row Lexora holds about them is deleted and every session ends.",
        ),
      },
      responses: {
        204: { description: 'Deleted, and signed out everywhere' },
        ...errorResponses(429),
      },
    }),
    async (c) => {
      const { password } = c.req.valid('json');
      const headers = await service.deleteAccount(c.var.learner, password, c.req.raw.headers);
      forwardSetCookies(c, headers);
      return c.body(null, 204);
    },
  );

  return router;
}
