import { describe, expect, it } from 'vitest';
import { parseTrustProxy, resolveClient, type TrustProxy } from './proxy';

/** What the app sees of a request from `peer` with these headers. */
function view(trust: TrustProxy, headers: Record<string, string>, peer = '127.0.0.1') {
  return resolveClient({ peer, secure: false, header: (name) => headers[name] }, trust);
}

const proxied = {
  host: 'upstream:3000',
  'x-forwarded-for': '198.51.100.7, 203.0.113.9, 10.0.0.2',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'lexora.example',
};

describe('TRUST_PROXY', () => {
  it('reads off, a number of hops, or a list of proxy addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, ::1')).toEqual({ addresses: ['10.0.0.0/8', '::1'] });
  });

  it('ignores forwarded headers when off: anyone could send them', () => {
    expect(view(false, proxied, '::ffff:192.168.1.20')).toEqual({
      address: '192.168.1.20',
      protocol: 'http',
      host: 'upstream:3000',
    });
  });

  it('takes the client from X-Forwarded-For as many hops back as there are proxies', () => {
    expect(view({ hops: 1 }, proxied)).toEqual({
      address: '10.0.0.2',
      protocol: 'https',
      host: 'lexora.example',
    });
    // The first entry may have been written by the client itself: taken only past every hop.
    expect(view({ hops: 2 }, proxied).address).toBe('203.0.113.9');
    expect(view({ hops: 9 }, proxied).address).toBe('198.51.100.7');
    expect(view({ hops: 1 }, { host: 'x' }).address).toBe('127.0.0.1');
  });

  it('with a list, walks back past our own proxies only', () => {
    const trust = { addresses: ['127.0.0.1', '10.0.0.0/8'] };
    expect(view(trust, proxied).address).toBe('203.0.113.9');
    expect(view(trust, proxied).protocol).toBe('https');
    // A peer that is not our proxy speaks for nobody but itself.
    expect(view(trust, proxied, '203.0.113.50')).toEqual({
      address: '203.0.113.50',
      protocol: 'http',
      host: 'upstream:3000',
    });
    expect(view({ addresses: ['::1'] }, proxied, '::1').address).toBe('10.0.0.2');
  });
});
