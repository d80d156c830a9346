import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { lowerPriority } from './priority';

export interface DecodeRequest {
  words: Array<{ name: string; phones: string[] }>;
  fsg: string;
  /** 16 kHz mono 16-bit samples. */
  audio: Int16Array;
}

export interface DecodeResult {
  hyp: string;
  score: number;
  frames: number;
  /** [word, start frame, end frame]; frames are 10 ms. */
  segments: Array<[string, number, number]>;
  /** Wall time of the request in the helper. */
  ms: number;
  /** The helper's CPU time for the request (barely changed by other load on the machine). */
  cpuMs: number;
}

interface Pending {
  resolve: (result: DecodeResult) => void;
  reject: (error: Error) => void;
}

/**
 * One long-lived helper process, one request at a time: a JSON line plus raw audio in, one JSON
 * line out (see native/sphinx-helper.c).
 */
export class HelperProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextSearch = 1;
  /** Grammar text -> the name of the search this helper keeps for it, least recently used first. */
  private readonly searches = new Map<string, string>();
  private exited = false;
  readonly ready: Promise<void>;

  constructor(
    binary: string,
    args: string[],
    private readonly searchesKept = 32,
  ) {
    this.child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    // Decodes yield the CPU to the server's event loop (ADR 0028); the helper loads its model
    // after this point, so all of its work runs at the lower priority.
    lowerPriority(this.child.pid);
    let markReady: () => void = () => undefined;
    let failReady: (error: Error) => void = () => undefined;
    this.ready = new Promise((resolve, reject) => {
      markReady = resolve;
      failReady = reject;
    });
    this.ready.catch(() => undefined); // observed by callers that wait; never an unhandled rejection
    const lines = createInterface({ input: this.child.stdout });
    lines.on('line', (line) => {
      let message: {
        ready?: boolean;
        id?: number;
        ok?: boolean;
        error?: string;
        hyp?: string;
        score?: number;
        frames?: number;
        segs?: Array<[string, number, number]>;
        ms?: number;
        cpu?: number;
      };
      try {
        message = JSON.parse(line);
      } catch {
        return; // not ours (the library may print); ignore
      }
      if (message.ready) return markReady();
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting || message.id === undefined) return;
      this.pending.delete(message.id);
      if (message.ok) {
        waiting.resolve({
          hyp: message.hyp ?? '',
          score: message.score ?? 0,
          frames: message.frames ?? 0,
          segments: message.segs ?? [],
          ms: message.ms ?? 0,
          cpuMs: message.cpu ?? 0,
        });
      } else waiting.reject(new Error(`speech helper: ${message.error ?? 'failed'}`));
    });
    this.child.stderr.resume(); // drain, so a chatty library never blocks on a full pipe
    this.child.stdin.on('error', () => undefined); // writing to a dead helper surfaces via 'exit'
    this.child.on('error', (error) => this.fail(error));
    this.child.on('exit', (code, signal) => {
      this.fail(new Error(`speech helper exited (${signal ?? code})`));
      failReady(new Error('speech helper exited before it was ready'));
    });
  }

  get alive(): boolean {
    return !this.exited;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  private fail(error: Error): void {
    if (!this.exited) {
      this.exited = true;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      this.onExitCallback?.(this);
    }
  }

  private onExitCallback: ((helper: HelperProcess) => void) | undefined = undefined;

  decode(request: DecodeRequest): Promise<DecodeResult> {
    if (this.exited) return Promise.reject(new Error('speech helper is not running'));
    const id = this.nextId++;
    const audio = Buffer.from(
      request.audio.buffer,
      request.audio.byteOffset,
      request.audio.byteLength,
    );
    // A grammar this helper already holds is named instead of sent: its search is not rebuilt.
    let search = this.searches.get(request.fsg);
    const known = search !== undefined;
    let header: Record<string, unknown>;
    if (search !== undefined) {
      this.searches.delete(request.fsg); // most recently used last
      this.searches.set(request.fsg, search);
      header = { id, bytes: audio.byteLength, search };
    } else {
      search = `s${this.nextSearch++}`;
      // The audio length first: the helper needs it to stay in step even if the rest is refused.
      header = {
        id,
        bytes: audio.byteLength,
        search,
        words: request.words.map((w) => [w.name, w.phones.join(' ')]),
        fsg: request.fsg,
      };
      if (this.searches.size >= this.searchesKept) {
        const [oldestFsg, oldest] = this.searches.entries().next().value as [string, string];
        this.searches.delete(oldestFsg);
        header.drop = oldest;
      }
    }
    const kept = { fsg: request.fsg, search };
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        resolve: (result) => {
          this.searches.set(kept.fsg, kept.search); // built (or used) without error: kept
          resolve(result);
        },
        reject: (error) => {
          // A new grammar may not have been built: send it again next time.
          if (!known) this.searches.delete(kept.fsg);
          reject(error);
        },
      });
      this.child.stdin.write(`${JSON.stringify(header)}\n`);
      this.child.stdin.write(audio);
    });
  }

  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }

  /** Registered after construction so that the pool can replace this helper when it dies. */
  watch(onExit: (helper: HelperProcess) => void): void {
    this.onExitCallback = onExit;
  }
}
