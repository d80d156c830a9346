import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appConfigSchema } from '@lexora/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEmotionReading } from '../src/env';
import { installedFaceModels } from '../src/modules/emotion/face-models';
import { dbMode, startTestServer, type TestServer } from './support/test-server';

const models = installedFaceModels();
const modelUrl = (server: TestServer, file: string, version = models.version) =>
  `${server.baseUrl}/models/face-api/${version}/${file}`;

describe(`emotion reading deploy switch and models (${dbMode})`, () => {
  let on: TestServer;
  let off: TestServer;
  beforeAll(async () => {
    on = await startTestServer();
    off = await startTestServer({ emotionReading: { available: false } });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('tells visitors where the models are, and that reading is off when switched off', async () => {
    const onConfig = appConfigSchema.parse(
      await (await fetch(`${on.baseUrl}/api/v1/config`)).json(),
    );
    expect(onConfig.emotionReading).toEqual({
      available: true,
      modelsPath: `/models/face-api/${models.version}`,
    });
    const offConfig = appConfigSchema.parse(
      await (await fetch(`${off.baseUrl}/api/v1/config`)).json(),
    );
    expect(offConfig.emotionReading).toEqual({ available: false, modelsPath: null });
  });

  it('serves the detector and expression models byte for byte from the installed package', async () => {
    const res = await fetch(modelUrl(on, 'face_expression_model.bin'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.equals(readFileSync(path.join(models.dir, 'face_expression_model.bin')))).toBe(
      true,
    );
    const manifest = await fetch(modelUrl(on, 'tiny_face_detector_model-weights_manifest.json'));
    expect(manifest.headers.get('content-type')).toContain('application/json');
    const [group] = (await manifest.json()) as { paths: string[] }[];
    expect(group!.paths).toEqual(['tiny_face_detector_model.bin']);
  });

  it('serves nothing else: other nets, other versions, paths out of the folder', async () => {
    for (const url of [
      modelUrl(on, 'face_recognition_model.bin'),
      modelUrl(on, 'age_gender_model.bin'),
      modelUrl(on, 'face_expression_model.bin', '0.0.1'),
      modelUrl(on, '..%2Fpackage.json'),
      `${on.baseUrl}/models/face-api/${models.version}/x/../face_expression_model.bin/extra`,
    ]) {
      expect((await fetch(url)).status, url).toBe(404);
    }
  });

  it('refuses every model with the switch off, and the browser may not open the camera', async () => {
    const res = await fetch(modelUrl(off, 'face_expression_model.bin'));
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Emotion reading is switched off on this server.',
    );
    const page = async (server: TestServer) =>
      (await fetch(`${server.baseUrl}/api/health`)).headers.get('permissions-policy');
    expect(await page(off)).toBe('camera=()');
    expect(await page(on)).toBe('camera=(self)');
  });

  it('reads EMOTION_READING strictly: a typo stops the start-up', () => {
    expect(parseEmotionReading(undefined)).toBe(true);
    expect(parseEmotionReading('on')).toBe(true);
    expect(parseEmotionReading(' OFF ')).toBe(false);
    expect(() => parseEmotionReading('of')).toThrow('EMOTION_READING must be "on" or "off"');
  });
});
