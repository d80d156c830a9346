import { useState } from 'react';
import { nextAnnouncement, type GameAnnouncementInput } from './time-announcement';

/** The latest politely announced message: score changes and timer marks while the game runs. */
export function useAnnouncement(score: number, timeLeft: number, active: boolean): string {
  const [last, setLast] = useState<{ input: GameAnnouncementInput | null; message: string }>({
    input: null,
    message: '',
  });
  const input = { score, timeLeft, active };
  const seen = last.input;
  if (seen?.score === score && seen.timeLeft === timeLeft && seen.active === active) {
    return last.message;
  }
  // Derived from the previous render's values (React's "adjust state while rendering").
  const message = nextAnnouncement(seen, input, last.message);
  setLast({ input, message });
  return message;
}
