import { z } from 'zod';
import { text } from './text';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const email = text({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

/**
 * The answer to a sign-in challenge: a nonce whose SHA-256 with the token has `difficulty`
 * leading zero bits (proof-of-work.ts). Asked for after many failed sign-ins instead of a lockout.
 */
export const signInProofSchema = z.object({
  token: z.string().max(400),
  nonce: z.string().max(40),
});

export const signInRequestSchema = z.object({
  email,
  password: text({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_LENGTH),
  proof: signInProofSchema.optional(),
});

export const signUpRequestSchema = z.object({
  name: text({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(80, 'Name must be at most 80 characters.'),
  email,
  password: text({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`),
});

export type SignInRequest = z.infer<typeof signInRequestSchema>;
export type SignInProof = z.infer<typeof signInProofSchema>;
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** What is hashed to answer a sign-in challenge; both sides hash it with SHA-256. */
export const proofInput = (token: string, nonce: string) => `${token}:${nonce}`;

/** Leading zero bits of a digest: the work a nonce proves is 2^bits hashes on average. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
