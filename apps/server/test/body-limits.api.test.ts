import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawConnection } from './support/raw-http';
import { dbMode, startTestServer, TEST_ORIGIN, type TestServer } from './support/test-server';

/** After a too-large body, the same keep-alive connection must either be closed as announced or answer the next request. */
async function nextRequestSurvives(
  connection: RawConnection,
  first: { status: number },
): Promise<void> {
  const response = await connection.response();
  expect(response?.status).toBe(first.status);
  if (response?.headers.connection?.toLowerCase() === 'close') {
    expect(await connection.serverCloses()).toBe(true);
    return;
  }
  connection.send('GET /api/health HTTP/1.1\nHost: localhost');
  const next = await connection.response();
  expect(next?.status, 'the connection announced keep-alive, so it must answer').toBe(200);
}

describe(`a rejected large body does not break the connection (${dbMode})`, () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer();
    port = Number(new URL(server.baseUrl).port);
  });
  afterAll(() => server.close());

  it('a JSON body over 64 KB: 413, then the connection is closed or still answers', async () => {
    const connection = await RawConnection.open(port);
    const body = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(300 * 1024) });
    connection.send(
      `POST /api/v1/auth/sign-in HTTP/1.1\nHost: localhost\nContent-Type: application/json\nContent-Length: ${Buffer.byteLength(body)}`,
      body,
    );
    await nextRequestSurvives(connection, { status: 413 });
    connection.close();
  });

  it('an upload over the recording limit: 400, then the connection is closed or still answers', async () => {
    const connection = await RawConnection.open(port);
    const boundary = 'lexoraboundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      ),
      Buffer.alloc(3 * 1024 * 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    connection.send(
      `POST /api/v1/pronunciation/check HTTP/1.1\nHost: localhost\nOrigin: ${TEST_ORIGIN}\nContent-Type: multipart/form-data; boundary=${boundary}\nContent-Length: ${body.length}`,
      body,
    );
    await nextRequestSurvives(connection, { status: 400 });
    connection.close();
  });
});
