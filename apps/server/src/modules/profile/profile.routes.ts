import { createRoute } from '@hono/zod-openapi';
import {
  badgeListSchema,
  levelHistorySchema,
  preferencesSchema,
  preferencesUpdateSchema,
  profileSchema,
  profileUpdateSchema,
  readingRecordSchema,
  readingRecordUpdateSchema,
  sessionUserSchema,
  validKeyParamsSchema as validKeyParams,
} from '@lexora/contracts';
import { createRouter, jsonBody, jsonContent } from '../../http/openapi';
import type { ProfileService } from './profile.service';

export function profileRoutes(service: ProfileService) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me',
      tags: ['profile'],
      responses: { 200: jsonContent(sessionUserSchema, 'The signed-in learner') },
    }),
    async (c) => c.json(await service.sessionUser(c.var.learner), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/level-changes',
      tags: ['profile'],
      summary: 'Every change of the vocabulary and reading levels, with its reason, newest first',
      responses: { 200: jsonContent(levelHistorySchema, "The learner's level history") },
    }),
    async (c) => c.json(await service.levelHistory(c.var.learner), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/badges',
      tags: ['profile'],
      summary: 'Every badge, earned or not, with how far the learner is (from the points ledger)',
      responses: { 200: jsonContent(badgeListSchema, "The learner's badges") },
    }),
    async (c) => c.json(await service.badges(c.var.learner), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/learners/{validKey}/profile',
      tags: ['profile'],
      request: { params: validKeyParams },
      responses: { 200: jsonContent(profileSchema) },
    }),
    async (c) =>
      c.json(await service.getProfile(c.var.learner, c.req.valid('param').validKey), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/learners/{validKey}/profile',
      tags: ['profile'],
      request: {
        params: validKeyParams,
        body: jsonBody(
          profileUpdateSchema,
          'The profile fields to change (name, whether the learner is new, time zone): at least one.',
        ),
      },
      responses: { 200: jsonContent(profileSchema) },
    }),
    async (c) =>
      c.json(
        await service.updateProfile(
          c.var.learner,
          c.req.valid('param').validKey,
          c.req.valid('json'),
        ),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/learners/{validKey}/preferences',
      tags: ['profile'],
      request: { params: validKeyParams },
      responses: { 200: jsonContent(preferencesSchema) },
    }),
    async (c) =>
      c.json(await service.getPreferences(c.var.learner, c.req.valid('param').validKey), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/learners/{validKey}/preferences',
      tags: ['profile'],
      request: {
        params: validKeyParams,
        body: jsonBody(
          preferencesUpdateSchema,
          'The preferences to change (context interests, daily goal): at least one.',
        ),
      },
      responses: { 200: jsonContent(preferencesSchema) },
    }),
    async (c) =>
      c.json(
        await service.updatePreferences(
          c.var.learner,
          c.req.valid('param').validKey,
          c.req.valid('json'),
        ),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/learners/{validKey}/reading-record',
      tags: ['reading'],
      request: { params: validKeyParams },
      responses: { 200: jsonContent(readingRecordSchema) },
    }),
    async (c) =>
      c.json(await service.getReadingRecord(c.var.learner, c.req.valid('param').validKey), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/learners/{validKey}/reading-record',
      tags: ['reading'],
      request: {
        params: validKeyParams,
        body: jsonBody(
          readingRecordUpdateSchema,
          'The reading record fields to change (topics, grade, age): at least one.',
        ),
      },
      responses: { 200: jsonContent(readingRecordSchema) },
    }),
    async (c) =>
      c.json(
        await service.updateReadingRecord(
          c.var.learner,
          c.req.valid('param').validKey,
          c.req.valid('json'),
        ),
        200,
      ),
  );

  return router;
}
