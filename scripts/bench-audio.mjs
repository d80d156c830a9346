// Real recordings for the API benchmarks: espeak-ng words as the coach uploads them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** espeak-ng's 22.05 kHz output, placed 0.6 s into 4 s of light noise and doubled to 44.1 kHz. */
export function recording(word, dir) {
  const file = path.join(dir, `${word}.wav`);
  execFileSync('espeak-ng', ['-v', 'en-us', '-w', file, word]);
  const bytes = readFileSync(file);
  const dataAt = bytes.indexOf('data') + 8;
  const spoken = new Int16Array(bytes.buffer.slice(bytes.byteOffset + dataAt));
  const rate = 44_100;
  const out = new Int16Array(4 * rate);
  let seed = 7;
  for (let i = 0; i < out.length; i += 1) {
    seed = (seed * 16807) % 2147483647;
    const k = i - Math.round(0.6 * rate);
    const a = spoken[Math.floor(k / 2)] ?? 0;
    const b = spoken[Math.floor(k / 2) + 1] ?? a;
    const voice = k >= 0 ? (k % 2 === 0 ? a : (a + b) / 2) : 0;
    out[i] = Math.round(0.8 * voice + (seed / 2147483647 - 0.5) * 60);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + out.byteLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(out.byteLength, 40);
  return Buffer.concat([header, Buffer.from(out.buffer)]);
}

/** The multipart body of a check (as bytes) and its content type, built once and reused. */
export async function multipart(word, wav) {
  const form = new FormData();
  form.set('audio', new Blob([wav], { type: 'audio/wav' }), 'recording.wav');
  form.set('expected_word', word);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type'),
  };
}
