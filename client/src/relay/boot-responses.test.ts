import { describe, expect, it } from 'vitest';
import { bootResponseCache } from './boot-responses';

const answer = { data: { site: { name: 'Northside' } } };

describe('bootResponseCache', () => {
  it('serves the answer of the same operation and variables once', () => {
    const cache = bootResponseCache([
      { operation: 'CarPageQuery', variables: { slug: 'a' }, response: answer },
    ]);
    expect(cache.take('CarPageQuery', { slug: 'b' })).toBeUndefined();
    expect(cache.take('SearchPageQuery', { slug: 'a' })).toBeUndefined();
    expect(cache.take('CarPageQuery', { slug: 'a' })).toBe(answer);
    // A later visit to the same page asks the server again.
    expect(cache.take('CarPageQuery', { slug: 'a' })).toBeUndefined();
  });
});
