import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { clientView, type TrustProxy } from './proxy';

const HSTS = 'max-age=15552000';

/**
 * CSP and the other protective headers on every response; scripts only from our origin, plus the
 * page's own inline theme script by its hash. HSTS only over https (directly, or
 * behind a trusted proxy that says so): on plain http it means nothing, and a browser that kept
 * it for a LAN address would refuse that address later.
 */
export function securityHeaders(
  trustProxy: TrustProxy,
  options: {
    /** The camera may be used (emotion reading is on for this deployment). */
    camera: boolean;
    /** Inline scripts of the built page allowed by hash (http/static.ts webAppScriptHashes). */
    scriptHashes?: string[];
  } = { camera: true },
): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(options.scriptHashes ?? [])],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    // The browser itself refuses the camera when emotion reading is switched off for a deployment.
    permissionsPolicy: { camera: options.camera ? ['self'] : [] },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  return async (c, next) => {
    await headers(c, async () => {
      await next();
      if (clientView(c, trustProxy).protocol === 'https')
        c.header('Strict-Transport-Security', HSTS);
    });
  };
}
