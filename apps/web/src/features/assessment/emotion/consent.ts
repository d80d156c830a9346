import { useCallback, useSyncExternalStore } from 'react';
import { safeStorage } from '../../../lib/storage';

/** 'on': the learner agreed; 'off': they said no or switched it off; null: not asked yet. */
export type EmotionChoice = 'on' | 'off' | null;

/** Per learner, on this device: one person's yes is not another's on a shared computer. */
export const consentKey = (validKey: string) => `lexora.emotionReading.${validKey}`;

const listeners = new Set<() => void>();

export function readEmotionChoice(validKey: string | undefined): EmotionChoice {
  if (!validKey) return null;
  const value = safeStorage.get(consentKey(validKey));
  return value === 'on' || value === 'off' ? value : null;
}

export function saveEmotionChoice(validKey: string, choice: 'on' | 'off'): void {
  safeStorage.set(consentKey(validKey), choice);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switching it off turns the camera off here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The learner's remembered choice, shared by the consent panel, the toggle and the camera. */
export function useEmotionChoice(validKey: string | undefined) {
  const choice = useSyncExternalStore(
    subscribe,
    () => readEmotionChoice(validKey),
    () => null,
  );
  const setChoice = useCallback(
    (next: 'on' | 'off') => {
      if (validKey) saveEmotionChoice(validKey, next);
    },
    [validKey],
  );
  return { choice, setChoice };
}
