import type { IncomingMessage, ServerResponse } from 'node:http';
import { incomingFacts, resolveClient, type TrustProxy } from './proxy';

const HSTS = 'max-age=15552000';

export interface SecurityHeaderOptions {
  /** The camera may be used (emotion reading is on for this deployment). */
  camera: boolean;
  /** Inline scripts of the built page allowed by hash (http/static.ts webAppScriptHashes). */
  scriptHashes?: string[];
}

/**
 * CSP and the other protective headers, the same for every response, so built once. Scripts
 * only from our origin, plus the page's own inline theme script by its hash.
 */
export function securityHeaderList(options: SecurityHeaderOptions): [string, string][] {
  const csp = [
    "default-src 'self'",
    ['script-src', "'self'", ...(options.scriptHashes ?? [])].join(' '),
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Content-Security-Policy', csp],
    // The browser itself refuses the camera when emotion reading is switched off for a deployment.
    ['Permissions-Policy', options.camera ? 'camera=(self)' : 'camera=()'],
  ];
}

/** Puts the protective headers on a response before anything else writes to it. */
export type ResponseHeaders = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The protective headers of every response (http/server.ts sets them on Node's response object
 * before the app runs, so no route, error, static file or handler-made Response can miss them,
 * and the app's own headers stay plain for @hono/node-server's fast path).
 * HSTS only over https (directly, or behind a trusted proxy that says so): on plain http it means
 * nothing, and a browser that kept it for a LAN address would refuse that address later.
 */
export function securityHeaders(
  trustProxy: TrustProxy,
  options: SecurityHeaderOptions = { camera: true },
): ResponseHeaders {
  const headers = securityHeaderList(options);
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    // API answers are personal or live: no browser or proxy keeps them (issue 26 item 10). A
    // route that may be kept (the API reference, the face models) sets its own Cache-Control,
    // which replaces this one.
    if (req.url?.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
    if (resolveClient(incomingFacts(req), trustProxy).protocol === 'https')
      res.setHeader('Strict-Transport-Security', HSTS);
  };
}
