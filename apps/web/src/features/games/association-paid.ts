import type { GameResultResponse } from '@lexora/contracts';
import { ASSOCIATION_PASS_ACCURACY, ASSOCIATION_POINTS_PER_CORRECT } from '@lexora/games';

/**
 * What the round paid, in the words of the points total: the score is paid as points when at
 * least 60% of the answers are right (ADR 0048), so a round below that says why it paid nothing.
 */
export function paidSentence(
  paid: Pick<GameResultResponse, 'pointsAwarded'>,
  score: number,
  answered: number,
): string {
  if (paid.pointsAwarded > 0) return `${paid.pointsAwarded} points added to your total.`;
  const right = score / ASSOCIATION_POINTS_PER_CORRECT;
  if (answered > 0 && right / answered < ASSOCIATION_PASS_ACCURACY) {
    return `No points this time: ${right} of ${answered} answers were right, and a round pays when at least ${Math.round(ASSOCIATION_PASS_ACCURACY * 100)}% are.`;
  }
  return 'No points this time.';
}
