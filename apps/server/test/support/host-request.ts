import { request } from 'node:http';

/**
 * A request with a Host header of our choosing (fetch does not let one set it): what a browser
 * sends when it reaches the server by another name, such as its LAN address.
 */
export function requestWithHost(
  baseUrl: string,
  options: {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: Buffer | string;
  },
): Promise<{ status: number; body: any }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A multipart body with one short silent WAV recording, as the coach page uploads it. */
export async function silentRecordingForm(): Promise<{ body: Buffer; contentType: string }> {
  const { encodeWav } = await import('@lexora/speech');
  const form = new FormData();
  const wav = encodeWav(new Int16Array(16000), 16000);
  form.set('audio', new Blob([Buffer.from(wav)], { type: 'audio/wav' }), 'recording.wav');
  form.set('expected_word', 'computer');
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}
