import { describe, expect, it } from 'vitest';
import { signInPath, sitePathOrNull } from './sign-in-path.js';

describe('sitePathOrNull', () => {
  it.each(['/cars/x', '/search/used-cars?page=2', '/my-garage#saved', '/'])('keeps %s', (path) => {
    expect(sitePathOrNull(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'cars/x',
    '/a\nb',
    '',
    `/${'a'.repeat(2001)}`,
    42,
  ])('refuses %s', (value) => {
    expect(sitePathOrNull(value)).toBeNull();
  });
});

describe('signInPath', () => {
  it('names the type and keeps only paths of this site', () => {
    expect(signInPath({ type: 'watchlist', redirect: '/cars/a?b=1', back: '/search' })).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fa%3Fb%3D1&back=%2Fsearch',
    );
    expect(signInPath({ type: 'trade-in', redirect: 'https://evil.example' })).toBe(
      '/sign-in?type=trade-in',
    );
  });
});
