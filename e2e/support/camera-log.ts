import type { Page } from 'playwright-core';
import { expect } from 'vitest';

interface Logged {
  url: string;
  contentType: string;
  body: Buffer | null;
}

export interface NetworkLog {
  requests: Logged[];
  sockets: string[];
}

/** Every request the page makes, with its body, and every WebSocket it opens. */
export function networkLog(page: Page): NetworkLog {
  const log: NetworkLog = { requests: [], sockets: [] };
  page.on('request', (request) =>
    log.requests.push({
      url: request.url(),
      contentType: request.headers()['content-type'] ?? '',
      body: request.postDataBuffer(),
    }),
  );
  page.on('websocket', (socket) => log.sockets.push(socket.url()));
  return log;
}

/** JPEG, PNG and WebP signatures, raw or base64, and data URLs of pictures. */
const IMAGE_MARKERS = [
  /data:image\//i,
  /\/9j\/[A-Za-z0-9+/]{20}/, // base64 JPEG
  /iVBORw0KGgo/, // base64 PNG
  /UklGR[A-Za-z0-9+/]{4}V0VCUA/, // base64 WebP
];
const BINARY_IMAGE = [Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('\x89PNG', 'latin1')];

/** Fails on any request to another origin, any socket, and any body that could hold a picture. */
export function expectNoImageData(log: NetworkLog, origin: string): void {
  expect(log.sockets).toEqual([]);
  for (const request of log.requests) {
    expect(request.url.startsWith(origin), `${request.url} leaves our server`).toBe(true);
    expect(request.contentType, request.url).not.toMatch(/^image\/|multipart/i);
    if (!request.body) continue;
    const text = request.body.toString('latin1');
    for (const marker of IMAGE_MARKERS) expect(text, request.url).not.toMatch(marker);
    for (const magic of BINARY_IMAGE) expect(request.body.includes(magic), request.url).toBe(false);
    // Summaries are a few hundred bytes; a 640x480 frame is tens of kilobytes even as JPEG.
    expect(request.body.length, request.url).toBeLessThan(8_000);
  }
}

/** Requests for face-api's chunk or its models. */
export const faceApiRequests = (log: NetworkLog) =>
  log.requests.filter((r) => /face-api|\/models\//.test(r.url));

/** Keeps every camera stream the page opens, to see later whether its tracks ended. */
export async function watchCameraStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams = streams;
    const devices = navigator.mediaDevices;
    if (!devices?.getUserMedia) return;
    const open = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

/** `kind:readyState` of every track of every stream the page opened ('video:ended'). */
export const cameraTrackStates = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.flatMap((s) =>
      s.getTracks().map((t) => `${t.kind}:${t.readyState}`),
    ),
  );
