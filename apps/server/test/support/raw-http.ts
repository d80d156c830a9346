import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A bare HTTP/1.1 client on one socket, as a browser keeps it alive between requests: it shows
 * exactly what the server announces and whether the connection still answers afterwards.
 */
export class RawConnection {
  private buffer = Buffer.alloc(0);
  private closed = false;
  private waiter: (() => void) | undefined;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiter?.();
    });
    const end = () => {
      this.closed = true;
      this.waiter?.();
    };
    socket.on('end', end);
    socket.on('close', end);
    socket.on('error', end);
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Sends a request; a write to a socket the server already closed is not an error here. */
  send(head: string, body: Buffer | string = ''): void {
    if (this.closed) return;
    this.socket.write(`${head.replace(/\n/g, '\r\n')}\r\n\r\n`);
    if (body.length) this.socket.write(body, () => undefined);
  }

  /** The next full response (Content-Length bodies), or null if the server closed first. */
  async response(): Promise<RawResponse | null> {
    for (;;) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.closed) return null;
      await new Promise<void>((resolve) => (this.waiter = resolve));
    }
  }

  /** Resolves true once the server has closed the connection. */
  async serverCloses(): Promise<boolean> {
    while (!this.closed) await new Promise<void>((resolve) => (this.waiter = resolve));
    return true;
  }

  close(): void {
    this.socket.destroy();
  }

  private parse(): RawResponse | null {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...lines] = this.buffer
      .subarray(0, end)
      .toString('latin1')
      .split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < end + 4 + length) return null;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}
