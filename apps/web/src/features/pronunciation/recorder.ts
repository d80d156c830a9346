import { encodeWav16, mixToMono, WAV_SAMPLE_RATE, withinFullScale } from './wav-encoder';

/**
 * Spec 001 section 9: one channel at 44.1 kHz, echo cancellation and noise suppression on.
 * Automatic gain control off: Chromium turns it on by default and it raised a clear recording by
 * up to 16 dB within the 4 seconds, clipping speech at full scale, so the server heard another
 * word (issue 30; docs/pronunciation.md). The checker finds the word at any level itself.
 */
const MICROPHONE: MediaStreamConstraints = {
  audio: {
    channelCount: 1,
    sampleRate: WAV_SAMPLE_RATE,
    echoCancellation: true,
    noiseSuppression: true,
    autoGainControl: false,
  },
};

export class MicrophoneDeniedError extends Error {}

/** Asks for the microphone; any refusal or missing device is a MicrophoneDeniedError. */
export async function openMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new MicrophoneDeniedError('No microphone API');
  try {
    return await navigator.mediaDevices.getUserMedia(MICROPHONE);
  } catch (error) {
    throw new MicrophoneDeniedError((error as Error).message);
  }
}

export function closeMicrophone(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** Spec 001 section 5: recording is attempted as wav, falling back to webm with opus. */
function recorderType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return ['audio/wav', 'audio/webm;codecs=opus', 'audio/webm'].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
}

export interface ActiveRecording {
  /** Resolves with the recording once it stops (by itself after `ms`, or by `stop()`). */
  done: Promise<Blob>;
  stop(): void;
}

export function startRecording(stream: MediaStream, ms: number): ActiveRecording {
  const mimeType = recorderType();
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const done = new Promise<Blob>((resolve, reject) => {
    recorder.onstop = () => resolve(new Blob(chunks, { type: recorder.mimeType || mimeType }));
    recorder.onerror = () => reject(new Error('Recording failed'));
  });
  const timer = window.setTimeout(() => stop(), ms);
  function stop() {
    window.clearTimeout(timer);
    if (recorder.state !== 'inactive') recorder.stop();
  }
  recorder.start();
  return { done, stop };
}

/**
 * Converts whatever the recorder produced into 16-bit mono 44.1 kHz WAV (spec 001 section 5).
 * Returns null when the browser cannot decode it; the caller then sends the original.
 */
export async function toWav(recording: Blob): Promise<Blob | null> {
  try {
    const context = new AudioContext();
    let decoded: AudioBuffer;
    try {
      decoded = await context.decodeAudioData(await recording.arrayBuffer());
    } finally {
      void context.close();
    }
    const frames = Math.max(1, Math.ceil(decoded.duration * WAV_SAMPLE_RATE));
    const offline = new OfflineAudioContext(1, frames, WAV_SAMPLE_RATE);
    const source = offline.createBufferSource();
    source.buffer = decoded;
    source.connect(offline.destination);
    source.start();
    const rendered = await offline.startRendering();
    const channels = Array.from({ length: rendered.numberOfChannels }, (_, i) =>
      rendered.getChannelData(i),
    );
    const wav = encodeWav16(withinFullScale(mixToMono(channels)), WAV_SAMPLE_RATE);
    return new Blob([wav.buffer as ArrayBuffer], { type: 'audio/wav' });
  } catch {
    return null;
  }
}
