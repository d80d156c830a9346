import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { AppError } from './errors';
import type { AppEnv } from './learner';

export function validationError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? 'The request is not valid.';
  return new AppError('VALIDATION_FAILED', first, { fields });
}

/** A router whose request validation failures become our VALIDATION_FAILED errors. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

export const jsonContent = <T>(schema: T, description = 'OK') => ({
  content: { 'application/json': { schema } },
  description,
});
