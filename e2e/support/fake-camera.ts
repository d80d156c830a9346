import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

export const CAMERA_WIDTH = 640;
export const CAMERA_HEIGHT = 480;

/** Chromium's fake camera, allowed without a prompt; `videoFile` replaces its test pattern. */
export function fakeCameraArgs(videoFile?: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    ...(videoFile ? [`--use-file-for-fake-video-capture=${videoFile}`] : []),
  ];
}

/** BT.601 RGBA -> the three planes of a 4:2:0 frame. */
function toI420(rgba: Uint8Array, width: number, height: number): Buffer {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let row = 0; row < height; row++)
    for (let col = 0; col < width; col++) {
      const i = (row * width + col) * 4;
      y[row * width + col] = 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
    }
  for (let row = 0; row < height; row += 2)
    for (let col = 0; col < width; col += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dr, dc] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const) {
        const i = ((row + dr) * width + col + dc) * 4;
        r += rgba[i]! / 4;
        g += rgba[i + 1]! / 4;
        b += rgba[i + 2]! / 4;
      }
      const at = (row / 2) * (width / 2) + col / 2;
      u[at] = Math.min(255, Math.max(0, -0.169 * r - 0.331 * g + 0.5 * b + 128));
      v[at] = Math.min(255, Math.max(0, 0.5 * r - 0.419 * g - 0.081 * b + 128));
    }
  return Buffer.concat([y, u, v]);
}

/**
 * A Y4M clip for the fake camera showing one smiling face, cut from a sample photo that ships
 * inside the face-api npm package (nothing downloaded). Chromium decodes the JPEG; we write the
 * frames. The crop frames the face as a laptop camera would.
 */
export async function smilingFaceVideo(): Promise<string> {
  const require = createRequire(import.meta.url);
  const demo = path.join(
    path.dirname(require.resolve('@vladmandic/face-api/package.json')),
    'demo/sample3.jpg',
  );
  const jpeg = readFileSync(demo).toString('base64');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  let rgba: number[];
  try {
    const page = await browser.newPage();
    rgba = await page.evaluate(
      async ({ src, width, height }) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d')!;
        // The rightmost woman's face in the 1920x1350 photo, 4:3 around it.
        context.drawImage(image, 1300, 160, 600, 450, 0, 0, width, height);
        return Array.from(context.getImageData(0, 0, width, height).data);
      },
      { src: `data:image/jpeg;base64,${jpeg}`, width: CAMERA_WIDTH, height: CAMERA_HEIGHT },
    );
  } finally {
    await browser.close();
  }
  const frame = toI420(Uint8Array.from(rgba), CAMERA_WIDTH, CAMERA_HEIGHT);
  const header = `YUV4MPEG2 W${CAMERA_WIDTH} H${CAMERA_HEIGHT} F10:1 Ip A1:1 C420jpeg\n`;
  const frames = Array.from({ length: 5 }, () => [Buffer.from('FRAME\n'), frame]).flat();
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'lexora-camera-')), 'face.y4m');
  await writeFile(file, Buffer.concat([Buffer.from(header), ...frames]));
  return file;
}
