import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentedOperations,
  operationUrl,
  type ApiDocument,
  type Operation,
} from './support/openapi-routes';
import { dbMode, newLearner, startTestServer, type TestServer } from './support/test-server';

const ERROR_REF = '#/components/schemas/ApiError';

/** What every operation must document, from what it takes (the rule of docs/api.md). */
function expectedErrors(operation: Operation): string[] {
  const body = Object.keys(operation.requestBody?.content ?? {});
  const json = body.some((type) => type.includes('json'));
  const input = body.length > 0 || (operation.parameters?.length ?? 0) > 0;
  const write = operation.method !== 'get';
  const expected = ['500'];
  if (input) expected.push('400');
  if (operation.security?.length) expected.push('401');
  if (write) expected.push('403');
  if (operation.path.includes('{')) expected.push('404');
  if (write && body.length > 0) expected.push('409');
  if (json) expected.push('413', '415');
  return expected.sort();
}

describe(`the API reference (${dbMode})`, () => {
  let server: TestServer;
  let document: ApiDocument;
  let operations: Operation[];
  beforeAll(async () => {
    server = await startTestServer();
    ({ document, operations } = await documentedOperations(server.client()));
  });
  afterAll(() => server.close());

  it('documents every route with its error responses, all with the shared error body', () => {
    expect(operations.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const operation of operations) {
      const name = `${operation.method.toUpperCase()} ${operation.path}`;
      const documentedStatuses = Object.keys(operation.responses);
      for (const status of expectedErrors(operation)) {
        if (!documentedStatuses.includes(status)) problems.push(`${name}: no ${status}`);
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        if (name === 'GET /health' && status === '503') continue; // answers with its own body
        // The spec's unknown-word answer: "did you mean" and suggestion words, not an error body.
        if (name === 'POST /v1/wordexplanation' && status === '404') continue;
        const schema = response.content?.['application/json']?.schema;
        if (schema?.$ref !== ERROR_REF) problems.push(`${name}: ${status} without ApiError`);
        if ((response.description ?? '').length < 30) problems.push(`${name}: ${status} unsaid`);
      }
    }
    expect(problems).toEqual([]);
    const error = document.components.schemas.ApiError;
    expect(error.properties.error.required).toEqual(['code', 'message']);
    expect(error.properties.error.properties.code.enum).toEqual(
      expect.arrayContaining(['VALIDATION_FAILED', 'RATE_LIMITED', 'SERVICE_BUSY']),
    );
  });

  it('describes what each request body is for, in words', () => {
    const withBody = operations.filter((operation) => operation.requestBody);
    expect(withBody.length).toBeGreaterThan(10);
    const unsaid = withBody
      .filter(
        ({ requestBody }) => !requestBody?.required || (requestBody.description ?? '').length < 40,
      )
      .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect(unsaid).toEqual([]);
  });

  // Each loops over every route, one request after another: allow for a busy machine.
  it(
    'marks exactly the routes that refuse a visitor (401) as needing the session cookie',
    { timeout: 120_000 },
    async () => {
      const owner = await newLearner(server);
      const visitor = server.client();
      const wrong: string[] = [];
      for (const operation of operations) {
        const url = operationUrl(operation, { validKey: owner.user.validKey });
        // An empty JSON body: a learner route refuses before reading it, an open one says why not.
        const body = operation.method === 'get' || !operation.requestBody ? undefined : {};
        const res = await visitor.request(operation.method.toUpperCase(), url, body);
        const marked = (operation.security?.length ?? 0) > 0;
        if ((res.status === 401) !== marked) {
          wrong.push(`${operation.method.toUpperCase()} ${operation.path}: ${res.status}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(document.components.securitySchemes).toHaveProperty('session');
    },
  );

  it(
    "answers 404 for another learner's key on every route that takes one",
    { timeout: 120_000 },
    async () => {
      const owner = await newLearner(server);
      const other = await newLearner(server);
      const keyed = operations.filter((operation) => operation.path.includes('{validKey}'));
      expect(keyed.length).toBeGreaterThan(5);
      const wrong: string[] = [];
      for (const operation of keyed.filter((operation) => operation.method === 'get')) {
        const res = await other.client.get(
          operationUrl(operation, { validKey: owner.user.validKey }),
        );
        if (res.status !== 404) wrong.push(`${operation.path}: ${res.status}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('serves a readable reference page and its files from this server, under the CSP', async () => {
    const page = await fetch(`${server.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources).toEqual(
      expect.arrayContaining(['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']),
    );
    expect(html).not.toMatch(/<script>/); // no inline script: the CSP would refuse it
    for (const source of sources.filter((s) => s.startsWith('/api/'))) {
      const res = await fetch(server.baseUrl + source);
      expect(res.status, source).toBe(200);
      expect((await res.text()).length, source).toBeGreaterThan(50);
    }
    expect(sources.every((source) => source.startsWith('/'))).toBe(true);
  });
});
