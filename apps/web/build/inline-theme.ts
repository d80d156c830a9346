import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/**
 * The theme script must run before the first paint (no light flash in dark mode), so it blocks
 * rendering wherever it is: inline, it costs no request. The server allows exactly this script
 * by its hash in the CSP (apps/server/src/http/static.ts inlineScriptHashes).
 */
export function inlineThemeScript(): Plugin {
  const file = new URL('./theme-init.js', import.meta.url);
  return {
    name: 'lexora-inline-theme',
    transformIndexHtml(html) {
      if (!html.includes(SCRIPT_TAG)) throw new Error(`index.html lost ${SCRIPT_TAG}`);
      return html.replace(SCRIPT_TAG, `<script>${readFileSync(file, 'utf8').trim()}</script>`);
    },
  };
}
