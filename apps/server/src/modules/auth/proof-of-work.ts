import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { leadingZeroBits, proofInput, type SignInProof } from '@lexora/contracts';

export interface Challenge {
  token: string;
  difficulty: number;
}

/** Five minutes to solve and send: far more than a browser needs at the highest difficulty. */
const CHALLENGE_TTL_MS = 5 * 60_000;
/** 2^18 hashes: a fraction of a second in a browser. Each level above doubles it. */
export const BASE_DIFFICULTY = 18;
export const MAX_DIFFICULTY = 22;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Sign-in puzzles (ADR 0047): after many failed sign-ins on an account or from an address, a new
 * browser's sign-in must carry a nonce whose SHA-256 with a server-signed token has `difficulty`
 * leading zero bits. The owner waits a moment and signs in; a guesser pays the work on every
 * guess; nobody is locked out. A token names the account (as a hash), its difficulty, its expiry
 * and a random id that makes it single-use.
 */
export function createProofOfWork(options: { secret: string; now?: () => number }) {
  const now = options.now ?? Date.now;
  const mac = (payload: string) =>
    createHmac('sha256', options.secret).update(`sign-in-proof:${payload}`).digest('base64url');
  const subject = (email: string) => sha256(email.toLowerCase()).toString('base64url').slice(0, 22);

  return {
    issue(email: string, difficulty: number): Challenge {
      const payload = [
        subject(email),
        difficulty,
        now() + CHALLENGE_TTL_MS,
        randomBytes(12).toString('base64url'),
      ].join('.');
      return { token: `${payload}.${mac(payload)}`, difficulty };
    },

    /** The token's single-use id when `proof` answers a live challenge for `email`, else null. */
    verify(email: string, proof: SignInProof): string | null {
      const parts = proof.token.split('.');
      if (parts.length !== 5) return null;
      const [who, difficulty, expires, id, signature] = parts as [
        string,
        string,
        string,
        string,
        string,
      ];
      const expected = Buffer.from(mac(parts.slice(0, 4).join('.')));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (who !== subject(email) || Number(expires) < now()) return null;
      const bits = leadingZeroBits(sha256(proofInput(proof.token, proof.nonce)));
      return bits >= Number(difficulty) ? id : null;
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;

/** Finds a nonce for `challenge` (tests and benchmarks; the browser has its own solver). */
export function solveChallenge(challenge: Challenge): string {
  for (let n = 0; ; n++) {
    const nonce = n.toString(36);
    if (leadingZeroBits(sha256(proofInput(challenge.token, nonce))) >= challenge.difficulty) {
      return nonce;
    }
  }
}

/** Harder as failures pass the limit: one more bit for each further limit's worth of them. */
export function difficultyFor(failures: number, limit: number): number {
  const over = Math.max(0, failures - limit);
  return Math.min(MAX_DIFFICULTY, BASE_DIFFICULTY + Math.floor(over / Math.max(1, limit)));
}
