import { describe, expect, it } from 'vitest';
import { scrollKeyOf } from './scroll-key';

const at = (key: string, pathname: string, search = '') => ({
  key,
  pathname,
  search,
  hash: '',
  state: null,
});

describe('scrollKeyOf', () => {
  it('keeps an entry the router made by its own key', () => {
    expect(scrollKeyOf(at('k3x9', '/search/used-cars'))).toBe('k3x9');
  });

  it('keeps pages loaded as documents apart, by their address', () => {
    const search = scrollKeyOf(at('default', '/search/used-cars', '?page=2'));
    const signIn = scrollKeyOf(at('default', '/sign-in', '?redirect=%2Ffavourites'));
    expect(search).not.toBe(signIn);
    expect(scrollKeyOf(at('default', '/search/used-cars', '?page=2'))).toBe(search);
  });
});
