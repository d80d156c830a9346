import { createHmac, timingSafeEqual } from 'node:crypto';

const SEPARATOR = '~';
const SIGNATURE_LENGTH = 22; // 128 bits in base64url

/**
 * Quick questions are rebuilt from their id (`senseId~level~seed`), so the server stores nothing
 * when it serves one. The id it sends is signed for the learner it was served to: points are
 * paid only for a question this server gave this learner, without a table of served questions.
 */
export function createQuestionTokens(secret: string) {
  const key = createHmac('sha256', secret).update('lexora word-assistant question').digest();
  const signatureOf = (userId: string, questionId: string) =>
    createHmac('sha256', key)
      .update(`${userId}\n${questionId}`)
      .digest('base64url')
      .slice(0, SIGNATURE_LENGTH);

  return {
    sign: (userId: string, questionId: string) =>
      `${questionId}${SEPARATOR}${signatureOf(userId, questionId)}`,
    /** The engine's question id when `token` was signed for this learner, else null. */
    verify(userId: string, token: string): string | null {
      const at = token.lastIndexOf(SEPARATOR);
      if (at <= 0) return null;
      const questionId = token.slice(0, at);
      const given = Buffer.from(token.slice(at + 1));
      const expected = Buffer.from(signatureOf(userId, questionId));
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? questionId
        : null;
    },
  };
}
