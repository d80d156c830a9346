import { OpenAPIHono, type RouteConfig, type z } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { apiErrorSchema, type ApiError } from '@lexora/contracts';
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

/**
 * Who may call a router's routes: 'learner' routes sit behind requireLearner (401 for a
 * visitor); 'open' routes answer everyone (some do more for a signed-in learner).
 */
export type Access = 'learner' | 'open';

/** The error statuses the API answers with, and when; the body is always the shared ApiError. */
export const ERROR_RESPONSES = {
  400: 'VALIDATION_FAILED: a field breaks its rule (`message` says which, `fields` has one message per field); BAD_REQUEST: the body is not JSON',
  401: 'UNAUTHENTICATED: not signed in (or the session ended); INVALID_CREDENTIALS on sign-in',
  403: 'FORBIDDEN: a state-changing request sent from a page that is not Lexora (Origin check)',
  404: 'NOT_FOUND: no such item, or the learner key of another learner (never told apart, so nobody can probe for accounts)',
  409: 'CONFLICT or EMAIL_IN_USE: the item already exists, or another request saved the same at the same moment',
  413: 'PAYLOAD_TOO_LARGE: a JSON body over 64 KB',
  415: 'UNSUPPORTED_MEDIA_TYPE: the body is not sent as JSON (or as a form, for uploads)',
  429: 'RATE_LIMITED: too many attempts or analyses; `retryAfterSeconds` and the Retry-After header say when to try again',
  500: 'INTERNAL: something went wrong on our side; nothing half-done is kept',
  503: 'SERVICE_BUSY: the server is busy with other learners; `retryAfterSeconds` and Retry-After say when to try again',
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

// One named schema (components.schemas.ApiError) that every error response points to.
const errorSchema = apiErrorSchema.meta({ id: 'ApiError' });

/** What each status typically says (the reference page shows it as the example body). */
const EXAMPLES: Record<ErrorStatus, ApiError['error']> = {
  400: {
    code: 'VALIDATION_FAILED',
    message: 'Please keep the word under 60 characters.',
    fields: { word: 'Please keep the word under 60 characters.' },
  },
  401: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
  403: { code: 'FORBIDDEN', message: 'This request must come from the Lexora page itself.' },
  404: { code: 'NOT_FOUND', message: 'That word is not in your difficult words.' },
  409: { code: 'CONFLICT', message: '"harbour" is already in your difficult words.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  415: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Please send this request as JSON (Content-Type: application/json).',
  },
  429: {
    code: 'RATE_LIMITED',
    message: 'Too many attempts. Please wait a moment and try again.',
    retryAfterSeconds: 30,
  },
  500: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
  503: {
    code: 'SERVICE_BUSY',
    message: 'Lexora is busy right now. Please try again in a moment.',
    retryAfterSeconds: 1,
  },
};

const errorResponse = (status: ErrorStatus) => ({
  content: { 'application/json': { schema: errorSchema, example: { error: EXAMPLES[status] } } },
  description: ERROR_RESPONSES[status],
});

/**
 * The errors a route can give beyond those every route of its kind gives (see `documented`):
 * spread into `responses`, e.g. `...errorResponses(429, 503)` on a route whose service takes a
 * per-learner limit and runs work in the worker pool.
 */
export function errorResponses(...statuses: ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse(status)]));
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/**
 * A route with every error response it can give, from what the route says about itself:
 * input (400), its router's access (401), a state-changing method (403 origin; with a body, 409
 * conflict), a path parameter (404), a JSON body (413, 415), and 500 always. Statuses that depend on the
 * service (429 limits, 503 pool) the route adds with `errorResponses`. Explicit entries win.
 */
export function documented<R extends RouteConfig>(route: R, access: Access): R {
  const body = route.request?.body?.content ?? {};
  const jsonBody = Object.keys(body).some((type) => type.includes('json'));
  const anyBody = Object.keys(body).length > 0;
  const input = anyBody || route.request?.params || route.request?.query;
  const write = WRITES.has(route.method);
  const statuses: ErrorStatus[] = [];
  if (input) statuses.push(400);
  if (access === 'learner') statuses.push(401);
  if (write) statuses.push(403);
  if (route.path.includes('{')) statuses.push(404);
  if (write && anyBody) statuses.push(409);
  if (jsonBody) statuses.push(413, 415);
  statuses.push(500);
  return {
    ...route,
    ...(access === 'learner' ? { security: [{ [SESSION_SCHEME]: [] }] } : {}),
    responses: { ...errorResponses(...statuses), ...route.responses },
  };
}

const SESSION_SCHEME = 'session';

/**
 * The OpenAPI document of `router` (the /api router): its routes, the shared error body and
 * the session cookie that the routes marked with `security` need.
 */
export function openApiDocument(router: OpenAPIHono<AppEnv>, version: string) {
  const document = router.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Lexora API',
      version,
      description:
        'Every error answers with the same body (ApiError): a code, a message for the learner, ' +
        'and where it helps the message of each field or when to try again.',
    },
    servers: [{ url: '/api' }],
  });
  document.components = {
    ...document.components,
    securitySchemes: {
      [SESSION_SCHEME]: {
        type: 'apiKey',
        in: 'cookie',
        name: 'lexora.session_token',
        description:
          'The session cookie set by sign-up and sign-in (`__Secure-lexora.session_token` when ' +
          'PUBLIC_URL is https). Routes marked with it answer 401 without it.',
      },
    },
  };
  return document;
}

/**
 * A router whose request validation failures become our VALIDATION_FAILED errors, and whose
 * routes are documented with their error responses (`documented`). Every route module uses it,
 * so a new route is documented the same way without doing anything.
 */
export function createRouter({ access = 'learner' }: { access?: Access } = {}) {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
  const register = router.openapi;
  router.openapi = ((route: RouteConfig, ...rest: unknown[]) =>
    (register as (...args: unknown[]) => unknown)(
      documented(route, access),
      ...rest,
    )) as typeof register;
  return router;
}

export const jsonContent = <T>(schema: T, description = 'OK') => ({
  content: { 'application/json': { schema } },
  description,
});

/**
 * A required JSON request body and what it is for: the reference page shows `description`
 * above the schema, so say what the body does and what each part means in plain words.
 */
export const jsonBody = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
  required: true as const,
});
