import { SOUND_FILES, type SoundCue } from '@lexora/games/clock';
import { useCallback, useEffect, useRef, useState } from 'react';
import { safeStorage } from './storage';
import { hasUserGesture } from './user-gesture';

const MUTE_KEY = 'lexora.sound-muted';

/**
 * Plays the games' sound cues unless muted (the choice is remembered). Nothing plays before the
 * learner's first click or key press (browsers refuse it); a failed playback is only logged
 * (spec 000 section 8).
 */
export function useGameSounds(cues: readonly SoundCue[]) {
  const [muted, setMuted] = useState(() => safeStorage.get(MUTE_KEY) === 'true');
  const audio = useRef(new Map<SoundCue, HTMLAudioElement>());

  const play = useCallback(
    (cue: SoundCue) => {
      if (muted || typeof Audio === 'undefined' || !hasUserGesture()) return;
      let element = audio.current.get(cue);
      if (!element) {
        element = new Audio(SOUND_FILES[cue]);
        audio.current.set(cue, element);
      }
      element.currentTime = 0;
      element.play().catch((err: unknown) => console.warn(`Could not play the ${cue} sound`, err));
    },
    [muted],
  );

  // Each new state brings a new cues array; muting must not replay the current one.
  const playLatest = useRef(play);
  useEffect(() => {
    playLatest.current = play;
  }, [play]);
  useEffect(() => {
    cues.forEach((cue) => playLatest.current(cue));
  }, [cues]);

  const toggleMute = useCallback(() => {
    setMuted((m) => {
      safeStorage.set(MUTE_KEY, String(!m));
      return !m;
    });
  }, []);

  return { muted, toggleMute };
}
