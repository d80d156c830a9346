import {
  CONNECTION_QUESTIONS_PER_GAME,
  CONNECTION_SECONDS_PER_QUESTION,
  type GameKind,
} from '@lexora/contracts';
import {
  ASSOCIATION_POINTS_PER_CORRECT,
  ASSOCIATION_ROUND_SECONDS,
  MATCHING_BONUS_POINTS,
  TABOO_ROUND_SECONDS,
} from '@lexora/games';
import {
  CONNECTION_BASE_POINTS,
  CONNECTION_POINTS_PER_SECOND,
} from '@lexora/quiz/connection-rules';

/**
 * The highest score a real game can reach; anything above is refused. Taboo: at most two
 * Correct presses a second for the 60 s round. Association: at most one answer a second, 10 each.
 * Word Guess has no overall time limit (a correct guess starts the next 60 s round 2 s later), so
 * its cap is generous: 100 words, far beyond any session we have seen, but it stops forged totals.
 */
export const MAX_SCORE: Record<GameKind, number> = {
  taboo: TABOO_ROUND_SECONDS * 2,
  'word-guess': 100,
  association: ASSOCIATION_ROUND_SECONDS * ASSOCIATION_POINTS_PER_CORRECT,
  matching: MATCHING_BONUS_POINTS,
  // Scored on the server: 10 questions of at most (10 + 20) x 3.
  'fill-blank': 900,
  // Scored on the server: every question right with the whole time left.
  connection:
    CONNECTION_QUESTIONS_PER_GAME *
    (CONNECTION_BASE_POINTS + CONNECTION_SECONDS_PER_QUESTION * CONNECTION_POINTS_PER_SECOND),
};

export function scoreProblem(game: GameKind, score: number): string | null {
  if (score > MAX_SCORE[game]) return `A ${game} score cannot be higher than ${MAX_SCORE[game]}.`;
  if (game === 'association' && score % ASSOCIATION_POINTS_PER_CORRECT !== 0) {
    return `An association score is a multiple of ${ASSOCIATION_POINTS_PER_CORRECT}.`;
  }
  return null;
}
