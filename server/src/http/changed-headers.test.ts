import { describe, expect, it } from 'vitest';
import { withChangedHeaders } from './changed-headers.js';

describe('withChangedHeaders', () => {
  it('changes a response’s own headers when they may change', async () => {
    const response = new Response('page', {
      status: 201,
      headers: { 'content-type': 'text/html' },
    });
    const changed = withChangedHeaders(response, (headers) => headers.set('x-test', 'yes'));
    expect(changed).toBe(response);
    expect(changed.headers.get('x-test')).toBe('yes');
    expect(await changed.text()).toBe('page');
  });

  it('changes a copy of a response whose headers the platform made immutable', async () => {
    const redirect = Response.redirect('http://example.test/elsewhere', 302);
    const changed = withChangedHeaders(redirect, (headers) => headers.append('set-cookie', 'a=b'));
    expect(changed).not.toBe(redirect);
    expect(changed.status).toBe(302);
    expect(changed.headers.get('location')).toBe('http://example.test/elsewhere');
    expect(changed.headers.get('set-cookie')).toBe('a=b');
    expect(redirect.headers.get('set-cookie')).toBeNull();
  });

  it('does not swallow an error of the change itself', () => {
    const response = new Response('page');
    expect(() =>
      withChangedHeaders(response, () => {
        throw new RangeError('not a header problem');
      }),
    ).toThrow(RangeError);
  });
});
