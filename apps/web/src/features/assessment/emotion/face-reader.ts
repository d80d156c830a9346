import type { FaceExpressions } from '@lexora/assessment';

/** What one look at the video gives: the face's expression probabilities, or why there are none. */
export type FaceReading = { kind: 'face'; expressions: FaceExpressions } | { kind: 'no-face' };

export interface FaceReader {
  /** The tfjs backend that runs the nets ('webgl', else 'cpu'); never anything remote. */
  backend: string;
  read(video: HTMLVideoElement): Promise<FaceReading>;
}

/** The tiny detector at 224 px: ~30 ms a frame on a laptop; larger sizes gain little here. */
const DETECTOR_INPUT_SIZE = 224;
const DETECTOR_MIN_SCORE = 0.5;

let loading: Promise<FaceReader> | null = null;

/**
 * Loads face-api (its own chunk: only a learner who switched emotion reading on downloads it) and
 * the two small nets from our own server. One load per page; a failure may be retried.
 */
export function loadFaceReader(modelsPath: string): Promise<FaceReader> {
  loading ??= createReader(modelsPath).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function createReader(modelsPath: string): Promise<FaceReader> {
  const faceapi = await import('@vladmandic/face-api');
  // The bundle carries all of tfjs; its type declarations list only part of it.
  const tf = faceapi.tf as unknown as {
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
  };
  // WebGL first (fast); the plain CPU backend where WebGL is missing or broken. The bundled WASM
  // backend is never chosen: it would need its .wasm files and a CSP exception.
  let backend = 'cpu';
  try {
    if (await tf.setBackend('webgl')) backend = 'webgl';
    else await tf.setBackend('cpu');
  } catch {
    await tf.setBackend('cpu');
  }
  await tf.ready();
  await Promise.all([
    faceapi.nets.tinyFaceDetector.loadFromUri(modelsPath),
    faceapi.nets.faceExpressionNet.loadFromUri(modelsPath),
  ]);
  const options = new faceapi.TinyFaceDetectorOptions({
    inputSize: DETECTOR_INPUT_SIZE,
    scoreThreshold: DETECTOR_MIN_SCORE,
  });
  return {
    backend,
    async read(video) {
      const result = await faceapi.detectSingleFace(video, options).withFaceExpressions();
      if (!result) return { kind: 'no-face' };
      const e = result.expressions;
      return {
        kind: 'face',
        expressions: {
          neutral: e.neutral,
          happy: e.happy,
          sad: e.sad,
          angry: e.angry,
          fearful: e.fearful,
          disgusted: e.disgusted,
          surprised: e.surprised,
        },
      };
    },
  };
}
