import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  trustedProxyHopsFromEnv,
  UNKNOWN_CLIENT_ADDRESS,
} from './client-address.js';

const socket = { req: { socket: { remoteAddress: '10.0.0.9' } } };
const request = (forwardedFor?: string) =>
  new Request('http://site.localhost/graphql', {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('clientAddress', () => {
  it('is the socket’s address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.7'), socket, 0)).toBe('10.0.0.9');
  });

  it('reads X-Forwarded-For from the right, past the trusted proxies only', () => {
    // The client forged the first entry; our one proxy appended the address it saw.
    expect(clientAddress(request('1.1.1.1, 203.0.113.7'), socket, 1)).toBe('203.0.113.7');
    expect(clientAddress(request('1.1.1.1, 203.0.113.7, 10.0.0.2'), socket, 2)).toBe('203.0.113.7');
  });

  it('falls back to the socket when the header has fewer entries than trusted proxies', () => {
    expect(clientAddress(request('203.0.113.7'), socket, 2)).toBe('10.0.0.9');
    expect(clientAddress(request(), socket, 1)).toBe('10.0.0.9');
  });

  it('is unknown without a socket or a trusted header', () => {
    expect(clientAddress(request('203.0.113.7'), {}, 0)).toBe(UNKNOWN_CLIENT_ADDRESS);
  });
});

describe('trustedProxyHopsFromEnv', () => {
  it('trusts no proxy unless told', () => {
    expect(trustedProxyHopsFromEnv({})).toBe(0);
    expect(trustedProxyHopsFromEnv({ TRUSTED_PROXY_HOPS: '2' })).toBe(2);
  });

  it('refuses a value that is not a count, naming the variable', () => {
    expect(() => trustedProxyHopsFromEnv({ TRUSTED_PROXY_HOPS: 'yes' })).toThrow(
      /TRUSTED_PROXY_HOPS: "yes" is not a number of proxies/,
    );
  });
});
