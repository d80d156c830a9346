import {
  COACH_COUNTDOWN_SECONDS,
  COACH_RECORDING_SECONDS,
} from '@lexora/contracts/pronunciation-limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  closeMicrophone,
  MicrophoneDeniedError,
  openMicrophone,
  startRecording,
  toWav,
  type ActiveRecording,
} from './recorder';

export type RecorderPhase = 'idle' | 'countdown' | 'recording' | 'recorded';

export interface CoachRecording {
  blob: Blob;
  url: string;
  /** A fresh id per recording: the server pays a correct word once per id. */
  checkId: string;
}

const RECORDING_MS = COACH_RECORDING_SECONDS * 1000;

function newCheckId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The coach's recording flow (spec 001 section 4): ask for the microphone, count down 3-2-1,
 * record for 4 seconds, convert to WAV. Every start or clear bumps a generation number, so a flow
 * that was abandoned (cleared, unmounted) never writes its late results.
 */
export function useCoachRecorder(handlers: { onDenied(): void; onFailed(): void }) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [countdown, setCountdown] = useState(COACH_COUNTDOWN_SECONDS);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [recording, setRecording] = useState<CoachRecording | null>(null);
  const generation = useRef(0);
  const stream = useRef<MediaStream | null>(null);
  const active = useRef<ActiveRecording | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  const release = useCallback(() => {
    active.current?.stop();
    active.current = null;
    closeMicrophone(stream.current);
    stream.current = null;
  }, []);

  const clear = useCallback(() => {
    generation.current += 1;
    release();
    setRecording((old) => {
      if (old) URL.revokeObjectURL(old.url);
      return null;
    });
    setPhase('idle');
  }, [release]);

  const start = useCallback(async () => {
    clear();
    const mine = generation.current;
    let microphone: MediaStream;
    try {
      microphone = await openMicrophone();
    } catch (error) {
      if (error instanceof MicrophoneDeniedError) handlersRef.current.onDenied();
      return;
    }
    if (mine !== generation.current) return closeMicrophone(microphone);
    stream.current = microphone;
    setPhase('countdown');
    for (let n = COACH_COUNTDOWN_SECONDS; n >= 1; n -= 1) {
      setCountdown(n);
      await wait(1000);
      if (mine !== generation.current) return;
    }
    setPhase('recording');
    setElapsedMs(0);
    const startedAt = performance.now();
    const ticker = window.setInterval(() => setElapsedMs(performance.now() - startedAt), 100);
    try {
      active.current = startRecording(microphone, RECORDING_MS);
      const raw = await active.current.done;
      // Spec 001 section 5: convert to 16-bit mono 44.1 kHz WAV; send the original if that fails.
      const blob = (await toWav(raw)) ?? raw;
      if (mine !== generation.current) return;
      setRecording({ blob, url: URL.createObjectURL(blob), checkId: newCheckId() });
      setPhase('recorded');
    } catch {
      if (mine !== generation.current) return;
      handlersRef.current.onFailed();
      setPhase('idle');
    } finally {
      window.clearInterval(ticker);
      if (mine === generation.current) release();
    }
  }, [clear, release]);

  useEffect(
    () => () => {
      generation.current += 1;
      release();
    },
    [release],
  );

  return { phase, countdown, elapsedMs, recording, start, clear };
}
