import { errorStatus } from '@lexora/contracts';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { tableDigests } from './support/database-probes';
import { documentedOperations, operationUrl, takesJson } from './support/openapi-routes';
import { dbMode, newLearner, startTestServer } from './support/test-server';

/**
 * Every JSON endpoint of the OpenAPI document, fuzzed signed in as a learner: no answer is a
 * 500, every refusal is the shared error body with its status, and a 4xx stores nothing. The
 * endpoints come from the served document, so a route added later is fuzzed without being named.
 * Seeded and a fixed number of runs per endpoint: the same bodies in every run, fast enough for CI.
 */
const SEED = 20261124;
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

/** Strings that have broken servers before: NUL, lone surrogates, blanks, markup, huge numbers. */
const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'smile \uD83D',
  '\uDE00',
  '\n\t',
  '<script>alert(1)</script>',
  "'; drop table profile; --",
  '%00',
  '../../etc/passwd',
  '1e309',
  'null',
  'Ω≈ç√∫',
  'x'.repeat(300),
);

const junk = fc.jsonValue({ maxDepth: 2 });

/** Values shaped by the JSON schema of a request body, often valid, often just wrong. */
function shaped(schema: any, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object' || depth > 4) return junk;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (Array.isArray(variants)) return fc.oneof(...variants.map((v: unknown) => value(v, depth)));
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  return fc.oneof(...types.map((type) => ofType(type, schema, depth)));
}

function ofType(type: string, schema: any, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      return fc.oneof(
        fc.string({ maxLength: Math.min((schema.maxLength ?? 40) + 2, 400) }),
        fc.string({ unit: 'binary', maxLength: 20 }),
        fc.lorem({ maxCount: 12 }),
        nastyString,
      );
    case 'integer':
      return fc.oneof(
        fc.integer({ min: (schema.minimum ?? -1000) - 2, max: (schema.maximum ?? 1000) + 2 }),
        fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER),
      );
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(value(schema.items, depth + 1), {
        maxLength: Math.min((schema.maxItems ?? 5) + 1, 8),
      });
    case 'object': {
      const properties: Record<string, unknown> = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, value(v, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((k: string) => k in properties) },
      );
      // Now and then a key the schema does not know.
      return fc
        .tuple(record, fc.option(fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 2 })))
        .map(([known, extra]) => ({ ...(extra ?? {}), ...known }));
    }
    default:
      return junk;
  }
}

/** Mostly the declared shape, sometimes anything at all. */
const value = (schema: unknown, depth = 0) =>
  fc.oneof({ weight: 5, arbitrary: shaped(schema, depth) }, { weight: 1, arbitrary: junk });

/** The raw text sent: JSON of a shaped or wild value, or text that is not JSON at all. */
function bodies(schema: unknown): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: shaped(schema).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: junk.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 30 }), fc.constant('{"a":')) },
  );
}

const server = await startTestServer();
const learner = await newLearner(server);
const { operations } = await documentedOperations(learner.client);
const subjects = operations.filter(takesJson);
afterAll(() => server.close());

describe(`fuzzing every JSON endpoint's body as a learner (${dbMode})`, () => {
  it('finds the JSON endpoints in the OpenAPI document', () => {
    expect(subjects.length).toBeGreaterThan(10);
  });

  for (const operation of subjects) {
    const method = operation.method.toUpperCase();
    const url = operationUrl(operation, { validKey: learner.user.validKey });
    const schema = operation.requestBody?.content['application/json'] as { schema?: unknown };
    // Sign-up and sign-in go from a fresh browser, so the learner's session stays the learner's.
    const client = operation.path.startsWith('/v1/auth/')
      ? () => server.client()
      : () => learner.client;

    it(`${method} ${operation.path}`, { timeout: 180_000 }, async () => {
      let before = await tableDigests(server.database);
      await fc.assert(
        fc.asyncProperty(bodies(schema?.schema), async (body) => {
          // The client sends once more after a reset kept-alive socket (support/test-server.ts).
          const res = await client().request(method, url, body);
          const where = `${method} ${url} with ${body.slice(0, 200)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
          // 503 (the pool is busy) is a deliberate answer; any other 5xx is a defect.
          expect(res.status < 500 || res.status === 503, where).toBe(true);
          const after = await tableDigests(server.database);
          // The spec's unknown-word answer (404 with "did you mean") is an answer, not an error body.
          const unknownWord =
            res.status === 404 && (res.body as { kind?: string })?.kind === 'unknown';
          if (res.status >= 400) {
            const code = (res.body as { error?: { code?: string } })?.error?.code ?? '';
            if (!unknownWord) {
              expect(errorStatus[code as keyof typeof errorStatus], where).toBe(res.status);
            }
            expect(after, `${where}: a refusal stored something`).toEqual(before);
          }
          before = after;
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});
