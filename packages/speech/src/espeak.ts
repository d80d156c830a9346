import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { Socket } from 'node:net';
import { ipaToArpabet, type EspeakVoice } from './ipa-to-arpabet';
import { normaliseWord } from './phonemes';
import { lowerPriority } from './priority';

/** How long a word may take before its espeak-ng is given up (and started again when needed). */
const WORD_TIMEOUT_MS = 3000;

type EspeakChild = ChildProcessByStdio<Writable, Readable, null>;

interface Waiting {
  resolve: (line: string) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One espeak-ng of a voice, kept running: it reads a word a line from its input and answers each
 * with a line of IPA, in order (a word of letters joined by ' or - is one clause, so one line).
 * Starting a process per word made the server fork itself, and its event loop stood still until
 * the child had started: 34-109 ms at a time measured in a 1-1.5 GB server under load (ADR 0043).
 */
class EspeakProcess {
  private child: EspeakChild | undefined;
  private waiting: Waiting[] = [];
  private buffered = '';

  constructor(private readonly voice: EspeakVoice) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the process if it is not running (best done early, while the server is small). */
  start(): EspeakChild {
    if (this.child) return this.child;
    const child = spawn('espeak-ng', ['-v', this.voice, '-q', '--ipa'], {
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    this.child = child;
    // At background priority (ADR 0028); it only ever waits for words, so it never holds the
    // server open either.
    lowerPriority(child.pid);
    child.unref();
    (child.stdin as unknown as Socket).unref();
    (child.stdout as unknown as Socket).unref();
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.read(chunk));
    child.stdin.on('error', () => undefined); // a write to a stopped process surfaces via 'exit'
    child.on('error', (error) => this.stop(child, error));
    child.on('exit', (code, signal) =>
      this.stop(child, new Error(`espeak-ng stopped (${signal ?? code})`)),
    );
    return child;
  }

  ipa(word: string): Promise<string> {
    const child = this.start();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => this.stop(child, new Error(`espeak-ng did not answer in ${WORD_TIMEOUT_MS} ms`)),
        WORD_TIMEOUT_MS,
      );
      this.waiting.push({ resolve, reject, timer });
      child.stdin.write(`${word}\n`);
    });
  }

  private read(chunk: string): void {
    this.buffered += chunk;
    for (let end = this.buffered.indexOf('\n'); end >= 0; end = this.buffered.indexOf('\n')) {
      const line = this.buffered.slice(0, end);
      this.buffered = this.buffered.slice(end + 1);
      const next = this.waiting.shift();
      if (!next) continue;
      clearTimeout(next.timer);
      next.resolve(line);
    }
  }

  /** Fails every word waiting for `child` and lets it go; the next word starts a new process. */
  private stop(child: EspeakChild, error: Error): void {
    if (this.child !== child) return;
    this.child = undefined;
    this.buffered = '';
    for (const waiting of this.waiting.splice(0)) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
    child.kill();
  }
}

const processes: Record<EspeakVoice, EspeakProcess> = {
  'en-us': new EspeakProcess('en-us'),
  'en-gb': new EspeakProcess('en-gb'),
};

/** Starts espeak-ng for both voices now, so that a later word never starts a process. */
export function startEspeak(): void {
  for (const espeak of Object.values(processes)) espeak.start();
}

/** The running espeak-ng processes' ids, by voice. */
export function espeakProcessIds(): Partial<Record<EspeakVoice, number>> {
  const ids: Partial<Record<EspeakVoice, number>> = {};
  for (const [voice, espeak] of Object.entries(processes) as [EspeakVoice, EspeakProcess][])
    if (espeak.pid !== undefined) ids[voice] = espeak.pid;
  return ids;
}

const cache = new Map<string, string[]>();
const CACHE_LIMIT = 2000;

/**
 * Phonemes with stress from espeak-ng's IPA: US English for words CMUdict lacks, British English
 * (`en-gb`) for the standard British pronunciation the checker also accepts.
 */
export async function espeakPhonemes(
  word: string,
  voice: EspeakVoice = 'en-us',
): Promise<string[] | undefined> {
  const key = normaliseWord(word);
  if (!key) return undefined;
  const cacheKey = `${voice}:${key}`;
  const known = cache.get(cacheKey);
  if (known) return known;
  try {
    // The word was validated above: letters joined by ' or -, never a line break.
    const ipa = await processes[voice].ipa(key);
    const phonemes = ipaToArpabet(ipa.replace(/\s+/g, ' '), voice);
    if (phonemes.length === 0) return undefined;
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(cacheKey, phonemes);
    return phonemes;
  } catch {
    return undefined;
  }
}
