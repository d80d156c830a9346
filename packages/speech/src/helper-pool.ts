import { availableParallelism } from 'node:os';
import { SpeechBusyError, SpeechUnavailableError } from './errors';
import { HelperProcess, type DecodeRequest, type DecodeResult } from './helper-process';
import { ensureHelperBinary, MODEL_DIR } from './native-build';

export interface HelperPoolOptions {
  /** Helper processes, one decode each at a time (default: one per core). */
  size?: number;
  /** Checks allowed to wait for a free helper; beyond that callers get SpeechBusyError. */
  queueLimit?: number;
  /** Per-decode time limit; a helper that exceeds it is killed and replaced. */
  timeoutMs?: number;
  cacheDir?: string;
  /** Path of sphinx-helper.c; needed when this package is bundled (import.meta.url moves). */
  helperSource?: string;
  modelDir?: string;
  /**
   * Extra decoder settings: model files (-mllr, -mean, -var, -tmat: adaptation) or search
   * beams/penalties (-beam, -wbeam, -pbeam, -lw, -wip, -pip), e.g. `['-mean', FILE]`.
   * Default []: the plain model (adaptation measured and not shipped, docs/decisions/0007).
   */
  decoderArgs?: string[];
  /** Replace a helper after this many decodes (its dictionary grows with every new word). */
  maxDecodesPerHelper?: number;
  /**
   * Grammar searches each helper keeps for reuse, least recently used out (default 32). Reusing
   * one saves ~0.4 ms per check; each costs ~350 KB of helper memory.
   */
  searchesKept?: number;
}

interface Slot {
  helper: HelperProcess | undefined;
  busy: boolean;
  decodes: number;
}

interface Waiter {
  run: (slot: Slot) => void;
  reject: (error: Error) => void;
}

/** A pool of long-lived pocketsphinx helpers with a bounded queue, timeouts and restarts. */
export class HelperPool {
  private readonly slots: Slot[];
  private readonly queue: Waiter[] = [];
  private binary: Promise<{ binary: string; dictionary: string }> | undefined;
  private closed = false;
  readonly options: Required<Omit<HelperPoolOptions, 'cacheDir' | 'helperSource'>> & {
    cacheDir: string | undefined;
    helperSource: string | undefined;
  };
  /** Helpers started so far (restarts included); visible for tests and monitoring. */
  started = 0;

  constructor(options: HelperPoolOptions = {}) {
    this.options = {
      size: options.size ?? Math.max(1, availableParallelism()),
      queueLimit: options.queueLimit ?? 16,
      timeoutMs: options.timeoutMs ?? 5000,
      cacheDir: options.cacheDir,
      helperSource: options.helperSource,
      modelDir: options.modelDir ?? MODEL_DIR,
      decoderArgs: options.decoderArgs ?? [],
      maxDecodesPerHelper: options.maxDecodesPerHelper ?? 5000,
      searchesKept: options.searchesKept ?? 32,
    };
    this.slots = Array.from({ length: this.options.size }, () => ({
      helper: undefined,
      busy: false,
      decodes: 0,
    }));
  }

  /** Builds the helper if needed and starts every process (optional: decode starts them lazily). */
  async warmUp(): Promise<void> {
    await Promise.all(this.slots.map((slot) => this.helperFor(slot).then((h) => h.ready)));
  }

  /** The running helpers' process ids (tests kill one to prove a restart). */
  pids(): number[] {
    return this.slots.flatMap((s) =>
      s.helper?.alive && s.helper.pid !== undefined ? [s.helper.pid] : [],
    );
  }

  async decode(request: DecodeRequest): Promise<DecodeResult> {
    if (this.closed) throw new SpeechUnavailableError();
    const slot = await this.acquire();
    try {
      return await this.decodeOn(slot, request);
    } finally {
      this.release(slot);
    }
  }

  private acquire(): Promise<Slot> {
    const free = this.slots.find((s) => !s.busy);
    if (free) {
      free.busy = true;
      return Promise.resolve(free);
    }
    if (this.queue.length >= this.options.queueLimit) return Promise.reject(new SpeechBusyError());
    return new Promise((resolve, reject) => this.queue.push({ run: resolve, reject }));
  }

  private release(slot: Slot): void {
    const next = this.queue.shift();
    if (next) next.run(slot);
    else slot.busy = false;
  }

  private async helperFor(slot: Slot): Promise<HelperProcess> {
    if (slot.helper?.alive && slot.decodes < this.options.maxDecodesPerHelper) return slot.helper;
    slot.helper?.kill();
    this.binary ??= ensureHelperBinary(this.options.cacheDir, this.options.helperSource);
    const { binary, dictionary } = await this.binary.catch((error: Error) => {
      this.binary = undefined; // try building again next time
      throw new SpeechUnavailableError(error.message);
    });
    const helper = new HelperProcess(
      binary,
      [this.options.modelDir, dictionary, ...this.options.decoderArgs],
      this.options.searchesKept,
    );
    helper.watch((dead) => {
      if (slot.helper === dead) slot.helper = undefined; // replaced on the next decode
    });
    slot.helper = helper;
    slot.decodes = 0;
    this.started += 1;
    return helper;
  }

  private async decodeOn(slot: Slot, request: DecodeRequest): Promise<DecodeResult> {
    let helper: HelperProcess;
    try {
      helper = await this.helperFor(slot);
      await withTimeout(helper.ready, 30_000, () => helper.kill());
    } catch (error) {
      throw error instanceof SpeechUnavailableError ? error : new SpeechUnavailableError();
    }
    slot.decodes += 1;
    try {
      return await withTimeout(helper.decode(request), this.options.timeoutMs, () => helper.kill());
    } catch (error) {
      if (!helper.alive) throw new SpeechUnavailableError();
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const slot of this.slots) slot.helper?.kill();
    for (const waiter of this.queue.splice(0)) waiter.reject(new SpeechUnavailableError());
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout();
      reject(
        new SpeechUnavailableError('The pronunciation check took too long, try again in a moment.'),
      );
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
