import type { SpeechEngine } from './engine';
import { HttpSpeechEngine } from './http-engine';
import { PocketsphinxEngine, type PocketsphinxEngineOptions } from './pocketsphinx-engine';

export interface SpeechEngineConfig {
  /** SPEECH_ENGINE: 'pocketsphinx' (default) or 'http'. */
  engine?: string;
  /** SPEECH_HTTP_URL, required for the http engine. */
  httpUrl?: string;
  pocketsphinx?: PocketsphinxEngineOptions;
}

/** Chooses the engine from configuration (the server's env module passes the values in). */
export function createSpeechEngine(config: SpeechEngineConfig = {}): SpeechEngine {
  const kind = (config.engine ?? 'pocketsphinx').trim().toLowerCase();
  if (kind === 'pocketsphinx' || kind === '') return new PocketsphinxEngine(config.pocketsphinx);
  if (kind === 'http') {
    if (!config.httpUrl) throw new Error('SPEECH_ENGINE=http needs SPEECH_HTTP_URL.');
    return new HttpSpeechEngine({ url: config.httpUrl });
  }
  throw new Error(`Unknown SPEECH_ENGINE "${config.engine}": use pocketsphinx or http.`);
}
