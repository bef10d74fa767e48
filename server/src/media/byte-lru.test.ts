import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.js';

const bytes = (n: number) => new Uint8Array(n);

describe('ByteLru', () => {
  it('evicts the least recently used entries once the byte budget is exceeded', () => {
    const cache = new ByteLru<Uint8Array>(100);
    cache.set('a', bytes(40));
    cache.set('b', bytes(40));
    expect(cache.get('a')?.byteLength).toBe(40); // a is now the most recent
    cache.set('c', bytes(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.byteLength).toBe(40);
    expect(cache.get('c')?.byteLength).toBe(40);
    expect(cache.bytes).toBe(80);
  });

  it('keeps nothing larger than the whole budget and counts replaced entries once', () => {
    const cache = new ByteLru<Uint8Array>(100);
    cache.set('huge', bytes(101));
    expect(cache.size).toBe(0);
    cache.set('a', bytes(30));
    cache.set('a', bytes(50));
    expect(cache.bytes).toBe(50);
    expect(cache.size).toBe(1);
  });
});
