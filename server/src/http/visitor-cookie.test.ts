import { describe, expect, it } from 'vitest';
import {
  readVisitorCookie,
  requestVisitorKey,
  VISITOR_COOKIE,
  withVisitorCookie,
} from './visitor-cookie.js';

const VISITOR_ID = '0b7c2d4e-1f3a-4b5c-8d9e-0a1b2c3d4e5f';
const NOW = new Date('2026-11-01T10:00:00.000Z');

const page = () =>
  new Response('<!doctype html><p>hi</p>', {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
const request = (headers: Record<string, string> = {}, url = 'http://site.localhost/cars/x') =>
  new Request(url, { headers });

describe('visitor cookie', () => {
  it('is issued on a page answer to a browser that has none', async () => {
    const response = withVisitorCookie(request(), page(), () => VISITOR_ID);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${VISITOR_COOKIE}=${VISITOR_ID}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).not.toContain('Secure');
    expect(await response.text()).toContain('<p>hi</p>');
  });

  it('is marked Secure behind HTTPS', () => {
    const response = withVisitorCookie(
      request({ 'x-forwarded-proto': 'https' }),
      page(),
      () => VISITOR_ID,
    );
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('is marked Secure in production, even when the request came over plain http', () => {
    const response = withVisitorCookie(request(), page(), () => VISITOR_ID, true);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('is not issued again, nor on answers that are not pages', () => {
    const returning = request({ cookie: `theme=dark; ${VISITOR_COOKIE}=${VISITOR_ID}` });
    expect(withVisitorCookie(returning, page()).headers.get('set-cookie')).toBeNull();
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
    expect(withVisitorCookie(request(), json).headers.get('set-cookie')).toBeNull();
  });

  it('is replaced when its value is not one the site issued', () => {
    const forged = request({ cookie: `${VISITOR_COOKIE}=' or 1=1 --` });
    expect(readVisitorCookie(forged)).toBeUndefined();
    expect(withVisitorCookie(forged, page()).headers.get('set-cookie')).toContain(VISITOR_COOKIE);
  });
});

describe('requestVisitorKey', () => {
  it('is the visitor cookie when there is one', () => {
    expect(requestVisitorKey(request({ cookie: `${VISITOR_COOKIE}=${VISITOR_ID}` }), NOW)).toBe(
      VISITOR_ID,
    );
  });

  it('is otherwise a daily hash of the address and user agent, without the address', () => {
    const caller = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'user-agent': 'Partner/1.0' };
    const key = requestVisitorKey(request(caller), NOW);
    expect(key).not.toContain('203.0.113.7');
    expect(requestVisitorKey(request(caller), new Date('2026-11-01T23:59:00.000Z'))).toBe(key);
    expect(requestVisitorKey(request(caller), new Date('2026-11-02T00:01:00.000Z'))).not.toBe(key);
    expect(
      requestVisitorKey(request({ ...caller, 'x-forwarded-for': '203.0.113.8' }), NOW),
    ).not.toBe(key);
    // Only the first hop (the client) counts, not the proxies it came through.
    expect(
      requestVisitorKey(request({ ...caller, 'x-forwarded-for': '203.0.113.7, 10.9.9.9' }), NOW),
    ).toBe(key);
    expect(requestVisitorKey(request({ ...caller, 'user-agent': 'Other/2.0' }), NOW)).not.toBe(key);
  });
});
