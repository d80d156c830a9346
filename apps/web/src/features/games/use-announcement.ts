import { useEffect, useState } from 'react';
import { timeAnnouncement } from './time-announcement';

/** The latest politely announced message: score changes and selected timer marks. */
export function useAnnouncement(score: number, timeLeft: number, active: boolean): string {
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (active) setMessage(`Score ${score}`);
  }, [score, active]);
  useEffect(() => {
    const text = active ? timeAnnouncement(timeLeft) : null;
    if (text) setMessage(text);
  }, [timeLeft, active]);
  return message;
}
