import type { DifficultWord, GameRound } from '@lexora/contracts';
import { startMatchingGame, type MatchingState } from '@lexora/games/matching';
import { useCallback, useState } from 'react';
import { startGameRound } from '../../lib/learner-queries';
import { useDialogs } from '../dialogs';

export interface RunningMatch {
  state: MatchingState;
  categoryName: string;
  /** A fresh key per game, so starting again remounts the board. */
  id: number;
  /** The server's round for this game, asked for as it starts (ADR 0048). */
  round: Promise<GameRound | null>;
}

/** Starts the Word Match game on the learner's words of a category (both dashboards). */
export function useWordMatch(words: readonly DifficultWord[] | undefined) {
  const dialogs = useDialogs();
  const [match, setMatch] = useState<RunningMatch | null>(null);

  const start = useCallback(
    async (categoryId: string, categoryName: string) => {
      const started = startMatchingGame({
        words: (words ?? []).map((w) => ({
          id: w.id,
          word: w.word,
          definition: w.definition,
          category: w.category,
          mastered: w.mastered,
          dueAt: Date.parse(w.dueAt),
        })),
        category: categoryId,
        now: Date.now(),
        random: Math.random,
      });
      if (!started.ok) {
        await dialogs.notice(started.message);
        return;
      }
      const round = startGameRound({ game: 'matching' });
      setMatch({ state: started.state, categoryName, id: Date.now(), round });
    },
    [words, dialogs],
  );

  const close = useCallback(() => setMatch(null), []);
  return { match, start, close };
}
