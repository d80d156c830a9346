import { sha256 } from '@noble/hashes/sha2.js';
import { leadingZeroBits, proofInput, type SignInProof } from '@lexora/contracts';

/** Hashes between two pauses, so the page keeps drawing while the browser works. */
const BATCH = 5_000;

/**
 * Finds the answer to a sign-in puzzle: a nonce whose SHA-256 with the token has `difficulty`
 * leading zero bits (2^difficulty hashes on average; the server asks for 2^18 to 2^22).
 */
export async function solveChallenge(challenge: {
  token: string;
  difficulty: number;
}): Promise<SignInProof> {
  const encoder = new TextEncoder();
  for (let n = 0; ; n++) {
    if (n > 0 && n % BATCH === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    const nonce = n.toString(36);
    const digest = sha256(encoder.encode(proofInput(challenge.token, nonce)));
    if (leadingZeroBits(digest) >= challenge.difficulty) return { token: challenge.token, nonce };
  }
}
