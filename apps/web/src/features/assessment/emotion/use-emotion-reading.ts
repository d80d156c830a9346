import {
  emotionsByQuestion,
  emotionsFromExpressions,
  savedEmotion,
  type EmotionHistoryEntry,
  type EmotionScore,
  type EmotionType,
} from '@lexora/assessment';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../../lib/session/session';
import { CAMERA_CONSTRAINTS, captureIntervalMs, isBlankFrame, type SkipReason } from './capture';
import { useEmotionAvailability } from './emotion-config';
import { useEmotionChoice } from './consent';
import { loadFaceReader, type FaceReader } from './face-reader';

export interface EmotionReadingOptions {
  /** 1 for the first assessment round (a look every 2 s), 2+ for the later ones (every 5 s). */
  round: number;
  /** The question on screen: each camera entry is filed under it. */
  questionId: string;
  /** Its 0-based index in the round; by default the order in which question ids appear. */
  questionIndex?: number;
  /** The screen wants the camera now (the learner's consent and the deploy switch are checked too). */
  enabled: boolean;
}

/** A camera entry of the history, filed under its question. Numbers only, never a picture. */
export interface CameraEntry extends EmotionHistoryEntry {
  questionId: string;
}

export interface QuestionEmotionSummary {
  questionId: string;
  questionIndex: number;
  /** Mean confidence per type over the question's entries, highest first. */
  emotions: EmotionScore[];
  /** The top emotion of the last entry above 60 (spec 001 section 9), or null. */
  saved: EmotionType | null;
  entries: CameraEntry[];
}

/** 'off': no camera (not wanted, not agreed, or switched off for the deployment). */
export type CameraStatus = 'off' | 'starting' | 'reading' | 'error';

export interface EmotionDiagnostics {
  frames: number;
  skipped: Record<SkipReason, number>;
  backend: string | null;
  /** The camera or model error as the spec keeps it ('Error: {message}'); never shown. */
  error: string | null;
}

const noSkips = (): Record<SkipReason, number> => ({
  'not-ready': 0,
  'blank-frame': 0,
  'no-face': 0,
  'blank-reading': 0,
});

function summaryOf(questionId: string, entries: CameraEntry[]): QuestionEmotionSummary | null {
  const [group] = emotionsByQuestion(entries);
  if (!group) return null;
  return {
    questionId,
    questionIndex: group.questionIndex,
    emotions: group.emotions,
    saved: savedEmotion(entries),
    entries,
  };
}

/** A tiny copy of the frame, looked at on the device only, to tell a blank frame. */
function frameIsBlank(video: HTMLVideoElement, canvas: HTMLCanvasElement): boolean {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return false;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return isBlankFrame(context.getImageData(0, 0, canvas.width, canvas.height).data);
}

function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * On-device emotion reading for the assessment's question view. The camera runs only while
 * `enabled`, the deployment offers it and the learner agreed; its tracks stop when any of those
 * ends, when the component unmounts (leaving the page) and on pagehide. Frames go to face-api in
 * this tab; only the emotion entries (numbers) come out of here.
 */
export function useEmotionReading(options: EmotionReadingOptions) {
  const { round, questionId, enabled } = options;
  const validKey = useSession().user?.validKey;
  const availability = useEmotionAvailability();
  const { choice } = useEmotionChoice(validKey);
  const modelsPath = availability.state === 'available' ? availability.modelsPath : null;
  const active = enabled && modelsPath !== null && choice === 'on';

  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [reader, setReader] = useState<FaceReader | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [entries, setEntries] = useState<CameraEntry[]>([]);
  const [frames, setFrames] = useState(0);
  const [skipped, setSkipped] = useState(noSkips);

  // The question can change between looks without restarting the camera.
  const indexes = useRef(new Map<string, number>());
  if (!indexes.current.has(questionId)) indexes.current.set(questionId, indexes.current.size);
  const current = useRef({ questionId, questionIndex: 0 });
  current.current = {
    questionId,
    questionIndex: options.questionIndex ?? indexes.current.get(questionId)!,
  };

  // A new round starts a new history.
  useEffect(() => {
    setEntries([]);
    indexes.current = new Map([[current.current.questionId, 0]]);
  }, [round]);

  useEffect(() => {
    if (!active || !modelsPath) return;
    let cancelled = false;
    let own: MediaStream | null = null;
    setError(null);
    const fail = (what: unknown) => {
      if (cancelled) return;
      const message = what instanceof Error ? what.message : String(what);
      setError(`Error: ${message}`);
    };
    if (!navigator.mediaDevices?.getUserMedia) fail('no camera access in this browser');
    else
      navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS).then((s) => {
        if (cancelled) stopTracks(s);
        else setStream((own = s));
      }, fail);
    loadFaceReader(modelsPath).then((r) => {
      if (!cancelled) setReader(r);
    }, fail);
    const leave = () => stopTracks(own);
    window.addEventListener('pagehide', leave);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', leave);
      stopTracks(own);
      setStream(null);
    };
  }, [active, modelsPath]);

  useEffect(() => {
    if (!video || !stream) return;
    video.srcObject = stream;
    video.play().catch(() => {
      // autoplay of a muted preview is allowed; a refusal only delays the first look
    });
    return () => {
      video.srcObject = null;
    };
  }, [video, stream]);

  useEffect(() => {
    if (!video || !stream || !reader) return;
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 24;
    const warned = new Set<SkipReason>();
    let busy = false;
    let stopped = false;
    const skip = (reason: SkipReason) => {
      // An internal warning only (spec 001 section 8), once per reason rather than every look.
      if (!warned.has(reason)) console.warn(`Emotion reading: a look was skipped (${reason}).`);
      warned.add(reason);
      setSkipped((s) => ({ ...s, [reason]: s[reason] + 1 }));
    };
    const look = async () => {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth)
        return skip('not-ready');
      if (frameIsBlank(video, canvas)) return skip('blank-frame');
      const reading = await reader.read(video);
      if (stopped) return;
      setFrames((n) => n + 1);
      if (reading.kind === 'no-face') return skip('no-face');
      const emotions = emotionsFromExpressions(reading.expressions);
      if (!emotions) return skip('blank-reading');
      const { questionId: id, questionIndex } = current.current;
      setEntries((list) => [
        ...list,
        { questionId: id, questionIndex, timestamp: Date.now(), source: 'camera', emotions },
      ]);
    };
    const timer = window.setInterval(() => {
      if (busy) return;
      busy = true;
      look()
        .catch((e: unknown) => setError(`Error: ${e instanceof Error ? e.message : String(e)}`))
        .finally(() => (busy = false));
    }, captureIntervalMs(round));
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [video, stream, reader, round]);

  const history = useMemo(() => {
    const byQuestion: Record<string, CameraEntry[]> = {};
    for (const entry of entries) (byQuestion[entry.questionId] ??= []).push(entry);
    return byQuestion;
  }, [entries]);

  const summaryFor = useCallback((id: string) => summaryOf(id, history[id] ?? []), [history]);

  const status: CameraStatus = !active
    ? 'off'
    : error
      ? 'error'
      : stream && reader
        ? 'reading'
        : 'starting';

  return {
    /** The camera path is on: show the preview (and its camera indicator). */
    active,
    status,
    /** Give it to the preview's <video>; looks happen only while it shows the stream. */
    videoRef: setVideo,
    /** Camera entries per question id, in time order. */
    history,
    entries,
    /** The question on screen: mean emotions and the saved emotion so far. */
    current: summaryFor(questionId),
    summaryFor,
    diagnostics: {
      frames,
      skipped,
      backend: reader?.backend ?? null,
      error,
    } satisfies EmotionDiagnostics,
  };
}

export type EmotionReading = ReturnType<typeof useEmotionReading>;
