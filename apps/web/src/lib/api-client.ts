import type { ErrorCode } from '@lexora/contracts';

/** A failed API call, carrying the server's message (always fit to show a learner). */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
    /** Every message of a multi-rule check (e.g. the text rules), in order. */
    readonly messages: string[] = [message],
    /** With PROOF_REQUIRED: the puzzle to solve before sending the request again. */
    readonly challenge?: { token: string; difficulty: number },
  ) {
    super(message);
  }
}

const NETWORK_MESSAGE = "We couldn't reach Lexora. Check your connection and try again.";

export async function apiFetch<T>(
  path: string,
  options: { method?: string; body?: unknown } = {},
): Promise<T> {
  const isForm = options.body instanceof FormData; // the browser sets the multipart boundary
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers:
        options.body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiClientError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    // Loaded on the error path only: the contracts (and zod) stay off the first load.
    const { apiErrorSchema } = await import('@lexora/contracts');
    const parsed = apiErrorSchema.safeParse(data);
    if (parsed.success) {
      const { code, message, fields, retryAfterSeconds, messages, challenge } = parsed.data.error;
      throw new ApiClientError(
        res.status,
        code,
        message,
        fields,
        retryAfterSeconds,
        messages,
        challenge,
      );
    }
    throw new ApiClientError(
      res.status,
      'INTERNAL',
      'Something went wrong on our side. Please try again.',
    );
  }
  return data as T;
}
