import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const base = 'http://127.0.0.1:3613';
const video = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--use-fake-ui-for-media-stream','--use-fake-device-for-media-stream',`--use-file-for-fake-video-capture=${video}`] });
async function run(width, dark, name) {
  const ctx = await b.newContext({ baseURL: base, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const p = await ctx.newPage();
  if (dark) await p.addInitScript(() => localStorage.setItem('lexora.theme', 'dark'));
  await p.goto('/');
  const email = `shot.${Date.now()}@example.com`;
  await p.evaluate(async (email) => fetch('/api/v1/auth/sign-up', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Camila Reyes', email, password: 'journey-pass-1' }) }), email);
  await p.goto('/emotion-check');
  await p.getByRole('button', { name: 'Turn on emotion reading' }).waitFor();
  await p.waitForTimeout(800);
  await p.screenshot({ path: `/tmp/emo-${name}-consent.png`, fullPage: true });
  await p.getByRole('button', { name: 'Turn on emotion reading' }).click();
  await p.getByText(/^Happy: \d+%$/).first().waitFor({ timeout: 90000 });
  await p.screenshot({ path: `/tmp/emo-${name}-reading.png`, fullPage: true });
  return { ctx, p };
}
await run(1280, false, 'light1280');
await run(390, true, 'dark390');
const { p } = await run(1280, true, 'dark1280');
// Recorded vectors: the real nets on faces in the package's sample photos.
const chunk = await p.evaluate(() => performance.getEntriesByType('resource').map(e => e.name).find(n => /face-api/.test(n)));
const dir = 'node_modules/@vladmandic/face-api/demo/';
const out = [];
for (const i of [1,2,3,4,5,6]) {
  const src = `data:image/jpeg;base64,${readFileSync(dir+`sample${i}.jpg`).toString('base64')}`;
  out.push(...await p.evaluate(async ({ chunk, src, i }) => {
    const faceapi = await import(chunk);
    const img = new Image(); img.src = src; await img.decode();
    const c = document.createElement('canvas'); c.width = img.width; c.height = img.height; c.getContext('2d').drawImage(img, 0, 0);
    const found = await faceapi.detectAllFaces(c, new faceapi.TinyFaceDetectorOptions({ inputSize: 608, scoreThreshold: 0.4 })).withFaceExpressions();
    return found.map(f => ({ sample: i, box: [f.detection.box.x, f.detection.box.y, f.detection.box.width].map(Math.round), e: Object.fromEntries(Object.entries(f.expressions).map(([k, v]) => [k, Number(v.toPrecision(4))])) }));
  }, { chunk, src, i }));
}
console.log(JSON.stringify(out, null, 0).replace(/},{"sample/g, '},\n{"sample'));
await b.close();
