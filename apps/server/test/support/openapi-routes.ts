import type { TestClient } from './test-server';

export interface Operation {
  method: string;
  /** The path as the document names it, e.g. `/v1/learners/{validKey}/profile`. */
  path: string;
  responses: Record<string, { description?: string; content?: Record<string, { schema?: any }> }>;
  requestBody?: { description?: string; required?: boolean; content: Record<string, unknown> };
  parameters?: Array<{ in: string; name: string }>;
  security?: unknown[];
}

export interface ApiDocument {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  components: { schemas: Record<string, any>; securitySchemes?: Record<string, unknown> };
}

/** The served OpenAPI document and every operation in it: new routes are in it by themselves. */
export async function documentedOperations(
  client: TestClient,
): Promise<{ document: ApiDocument; operations: Operation[] }> {
  const res = await client.get<ApiDocument>('/api/openapi.json');
  if (res.status !== 200) throw new Error(`/api/openapi.json answered ${res.status}`);
  const operations = Object.entries(res.body.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ ...operation, method, path })),
  );
  return { document: res.body, operations };
}

/** A record id that names nothing: `{id}` paths then answer for a row that is not there. */
export const ABSENT_ID = '00000000-0000-4000-8000-000000000000';

/** The URL of an operation under /api, with `{validKey}` and other path parameters filled in. */
export function operationUrl(operation: Operation, params: Record<string, string>): string {
  return `/api${operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? (name === 'id' ? ABSENT_ID : undefined);
    if (value === undefined) throw new Error(`No value for the path parameter ${name}`);
    return encodeURIComponent(value);
  })}`;
}

/** Whether the operation takes a JSON body (the fuzz test's subjects). */
export const takesJson = (operation: Operation) =>
  Object.keys(operation.requestBody?.content ?? {}).some((type) => type.includes('json'));
