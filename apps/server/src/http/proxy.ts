import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Which reverse proxies in front of Lexora may speak for the client (TRUST_PROXY):
 * - `false`: none; X-Forwarded-* headers are ignored (anyone can send them).
 * - `{ hops }`: that many proxies, each appending its peer to X-Forwarded-For.
 * - `{ addresses }`: proxies known by address (IPv4, IPv6, IPv4 CIDR such as 10.0.0.0/8).
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0' || text === 'off') return false;
  if (text === 'true' || text === 'on') return { hops: 1 };
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  return {
    addresses: text
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  };
}

/** The request as the client made it: its address, and the origin it addressed. */
export interface ClientView {
  address: string;
  protocol: 'http' | 'https';
  /** host[:port] the client asked for; null when the request named none. */
  host: string | null;
}

const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

function ipv4ToNumber(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

function matches(address: string, rule: string): boolean {
  const [base = '', bits] = rule.split('/');
  if (bits === undefined) return unmapped(address) === unmapped(base);
  const ip = ipv4ToNumber(unmapped(address));
  const net = ipv4ToNumber(base);
  const prefix = Number(bits);
  if (ip === null || net === null || !(prefix >= 0 && prefix <= 32)) return false;
  const size = 2 ** (32 - prefix);
  return Math.floor(ip / size) === Math.floor(net / size);
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (app.request in tests) have no socket
  }
}

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim() || undefined;

/** What a request says about itself; `peer` is the address of the socket it came on. */
export interface RequestFacts {
  peer: string;
  /** The request came to us over TLS (https). */
  secure: boolean;
  header(name: string): string | undefined;
}

export function resolveClient(request: RequestFacts, trust: TrustProxy): ClientView {
  const { header } = request;
  const peer = unmapped(request.peer);
  const direct: ClientView = {
    address: peer,
    protocol: request.secure ? 'https' : 'http',
    host: header('host') ?? null,
  };
  if (trust === false) return direct;
  if ('addresses' in trust && !trust.addresses.some((rule) => matches(peer, rule))) return direct;

  const forwardedFor = (header('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => unmapped(a.trim()))
    .filter(Boolean);
  let address = peer;
  if ('hops' in trust) {
    address = forwardedFor[Math.max(0, forwardedFor.length - trust.hops)] ?? peer;
  } else {
    // From the nearest hop outwards, while the hop is one of our proxies.
    while (forwardedFor.length > 0 && trust.addresses.some((rule) => matches(address, rule))) {
      address = forwardedFor.pop() as string;
    }
  }
  const proto = firstValue(header('x-forwarded-proto'))?.toLowerCase();
  return {
    address,
    protocol: proto === 'https' ? 'https' : proto === 'http' ? 'http' : direct.protocol,
    host: firstValue(header('x-forwarded-host')) ?? direct.host,
  };
}

export function clientView(c: Context, trust: TrustProxy): ClientView {
  return resolveClient(
    {
      peer: socketAddress(c),
      secure: c.req.url.startsWith('https:'),
      header: (name) => c.req.header(name),
    },
    trust,
  );
}

/** The same facts read from Node's request, for work done before the app sees it. */
export function incomingFacts(req: IncomingMessage): RequestFacts {
  return {
    peer: req.socket.remoteAddress ?? 'unknown',
    secure: 'encrypted' in req.socket && req.socket.encrypted === true,
    header: (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}
