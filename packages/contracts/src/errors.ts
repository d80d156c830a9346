import { z } from 'zod';

/** Every error the API can return, with the HTTP status it travels with. */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** Many failed sign-ins on this account or from this address: solve `challenge`, send again. */
  PROOF_REQUIRED: 429,
  INTERNAL: 500,
  SERVICE_BUSY: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodeSchema = z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]);

export const apiErrorSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    /** Field-level problems, keyed by the field path, for forms. */
    fields: z.record(z.string(), z.string()).optional(),
    /** Every message of a multi-rule check (e.g. the text rules), in order; `message` is the first. */
    messages: z.array(z.string()).optional(),
    retryAfterSeconds: z.number().int().nonnegative().optional(),
    /** With PROOF_REQUIRED: the puzzle the next sign-in must carry the answer of. */
    challenge: z.object({ token: z.string(), difficulty: z.number().int() }).optional(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
