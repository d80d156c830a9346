import { safeStorage } from '../../lib/storage';
import { COACH_ACCENT_KEY, parseCoachAccent, voiceFor } from './coach-accent';

/**
 * Spec 001 section 9: practice words are read at rate 0.8, pitch 1, in an English voice: the
 * accent the learner chose (US or UK, remembered in localStorage).
 */
export function speakWord(text: string): boolean {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return false;
  const accent = parseCoachAccent(safeStorage.get(COACH_ACCENT_KEY));
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = 0.8;
  utterance.pitch = 1;
  utterance.lang = accent;
  const voice = voiceFor(window.speechSynthesis.getVoices(), accent);
  if (voice) utterance.voice = voice;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}
