import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing (images and audio are compressed already). */
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below about one packet, compression saves nothing a browser would notice. */
export const MIN_COMPRESS_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `name.br` and `name.gz` next to every compressible file of `dir`, at the highest levels:
 * the work is done once at build time, so the server only picks a file (apps/server/src/http/static.ts).
 * A variant that would not be smaller is not written.
 */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of [...files(dir)]) {
    // Vite's manifest (.vite/) is for the build checks only; the server never serves it.
    if (file.includes(`${path.sep}.vite${path.sep}`)) continue;
    if (!COMPRESSIBLE_FILE.test(file) || statSync(file).size < MIN_COMPRESS_BYTES) continue;
    const raw = readFileSync(file);
    const variants: [string, Buffer][] = [
      [
        '.br',
        brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
      ],
      ['.gz', gzipSync(raw, { level: constants.Z_BEST_COMPRESSION })],
    ];
    for (const [suffix, body] of variants) {
      if (body.length >= raw.length) continue;
      writeFileSync(file + suffix, body);
      written += 1;
    }
  }
  return written;
}

/** The Vite plugin: precompresses the whole output (assets and the copied public files). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lexora-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        precompressDir(outDir);
      },
    },
  };
}
