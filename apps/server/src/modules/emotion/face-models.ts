import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The only model files the browser needs: the tiny face detector and the expression net
 * (about 530 kB together). The package ships larger nets too (SSD detector, recognition, age and
 * gender); they are never served, so nothing else about a face can be computed from our models.
 */
export const FACE_MODEL_FILES: Readonly<Record<string, string>> = {
  'tiny_face_detector_model-weights_manifest.json': 'application/json',
  'tiny_face_detector_model.bin': 'application/octet-stream',
  'face_expression_model-weights_manifest.json': 'application/json',
  'face_expression_model.bin': 'application/octet-stream',
};

export interface FaceModels {
  /** The installed package version; part of the URL, so the files can be cached for good. */
  version: string;
  dir: string;
}

/** The models of the installed `@vladmandic/face-api` (from node_modules, never downloaded). */
export function installedFaceModels(): FaceModels {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('@vladmandic/face-api/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return { version, dir: path.join(path.dirname(manifest), 'model') };
}

/** Reads each served file once; the set is fixed and small. */
export function faceModelReader(models: FaceModels) {
  const cache = new Map<string, Promise<Buffer>>();
  return (file: string): Promise<Buffer> | null => {
    if (!Object.hasOwn(FACE_MODEL_FILES, file)) return null;
    let bytes = cache.get(file);
    if (!bytes) {
      bytes = readFile(path.join(models.dir, file));
      // A failed read (a broken install) is tried again next time rather than cached.
      bytes.catch(() => cache.delete(file));
      cache.set(file, bytes);
    }
    return bytes;
  };
}
