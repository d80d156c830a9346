import { ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ResponseHeaders } from './security-headers';

// Node constructs its responses with (request, options such as highWaterMark); the types know
// only the request.
const NodeResponse = ServerResponse as unknown as new (
  req: IncomingMessage,
  options?: object,
) => ServerResponse<IncomingMessage>;

/** The app and the headers that every one of its responses carries. */
export interface LexoraApp {
  fetch: Hono['fetch'];
  headers: ResponseHeaders;
}

/**
 * Serves `app` over HTTP. The protective headers go onto each Node response as it is created,
 * before the app runs: whatever writes the response then (a route, the error handler, a static
 * file, a Response a handler made itself, the adapter's own 500) sends them too.
 */
export function listen(
  app: LexoraApp,
  options: { port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
): Server {
  class ProtectedResponse extends NodeResponse {
    constructor(req: IncomingMessage, responseOptions?: object) {
      super(req, responseOptions);
      app.headers(req, this);
    }
  }
  return serve(
    {
      fetch: app.fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: { ServerResponse: ProtectedResponse as unknown as typeof ServerResponse },
    },
    onListening,
  ) as Server;
}
