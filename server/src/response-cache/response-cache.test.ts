import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { describe, expect, it } from 'vitest';
import {
  RESPONSE_CACHE_MAX_BYTES,
  RESPONSE_CACHE_MB_ENV,
  responseCacheBytesFromEnv,
} from './cache-policy.js';
import { ResponseCache, type AnswerKind } from './response-cache.js';
import { StockGenerations, withStockGenerations } from './stock-generations.js';
import { createTestStockSearch } from '../testing/test-stock-search.js';

const [site, otherSite] = await loadDemoSites();
if (!site || !otherSite) throw new Error('the demo sites are missing');

function cacheAt(options: { maxBytes?: number; ttlMs?: number; staleMs?: number } = {}) {
  let now = 1_000;
  const generations = new StockGenerations();
  const cache = new ResponseCache({
    maxBytes: options.maxBytes ?? 1_000_000,
    ttlMs: options.ttlMs ?? 10_000,
    staleMs: options.staleMs,
    generations,
    clock: () => now,
  });
  return { cache, generations, advance: (ms: number) => (now += ms) };
}

/** Answers of a test kind: strings, two bytes a character. */
const TEXT: AnswerKind<string> = { name: 'text', bytesOf: (text) => 2 * text.length };
const OTHER: AnswerKind<string> = { name: 'other', bytesOf: (text) => 2 * text.length };

describe('the response cache', () => {
  it('serves what it kept, under the site it was kept for only', () => {
    const { cache } = cacheAt();
    cache.set(TEXT, site, 'page\n/cars', cache.generationOf(site), 'first site');
    expect(cache.get(TEXT, site, 'page\n/cars')).toBe('first site');
    expect(cache.get(TEXT, otherSite, 'page\n/cars')).toBeUndefined();
  });

  it('keeps answers of two kinds under the same key apart', () => {
    const { cache } = cacheAt();
    cache.set(TEXT, site, 'k', 0, 'a page');
    cache.set(OTHER, site, 'k', 0, 'an API answer');
    expect(cache.get(TEXT, site, 'k')).toBe('a page');
    expect(cache.get(OTHER, site, 'k')).toBe('an API answer');
  });

  it('forgets an answer once its time is up', () => {
    const { cache, advance } = cacheAt({ ttlMs: 10_000 });
    cache.set(TEXT, site, 'k', 0, 'kept');
    advance(9_999);
    expect(cache.get(TEXT, site, 'k')).toBe('kept');
    advance(1);
    expect(cache.get(TEXT, site, 'k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('finds an answer as stale after its time, for as long as it may be served stale', () => {
    const { cache, advance } = cacheAt({ ttlMs: 10_000, staleMs: 30_000 });
    cache.set(TEXT, site, 'k', 0, 'kept');
    expect(cache.read(TEXT, site, 'k')).toEqual({ answer: 'kept', stale: false, until: undefined });
    advance(10_000);
    expect(cache.read(TEXT, site, 'k')).toEqual({ answer: 'kept', stale: true, until: undefined });
    // Whoever asks for fresh answers only does not get it.
    expect(cache.get(TEXT, site, 'k')).toBeUndefined();
    advance(29_999);
    expect(cache.read(TEXT, site, 'k')).toEqual({ answer: 'kept', stale: true, until: undefined });
    advance(1);
    expect(cache.read(TEXT, site, 'k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('finds an answer neither fresh nor stale from the instant it stops holding', () => {
    const { cache, advance } = cacheAt({ ttlMs: 10_000, staleMs: 30_000 });
    // Kept at 1,000 until 5,000: within its fresh time, the instant comes first.
    cache.set(TEXT, site, 'k', 0, 'the counter’s figure', 5_000);
    cache.set(TEXT, site, 'later', 0, 'holds past its times', 60_000);
    advance(3_999);
    expect(cache.get(TEXT, site, 'k')).toBe('the counter’s figure');
    advance(1);
    expect(cache.read(TEXT, site, 'k')).toBeUndefined();
    // An instant past its times changes nothing: the times still run out.
    expect(cache.read(TEXT, site, 'later')).toEqual({
      answer: 'holds past its times',
      stale: false,
      until: 60_000,
    });
    advance(36_000);
    expect(cache.read(TEXT, site, 'later')).toBeUndefined();
  });

  it('finds no stale answer of a moved generation or of reloaded settings', () => {
    const { cache, generations, advance } = cacheAt({ ttlMs: 10_000, staleMs: 30_000 });
    cache.set(TEXT, site, 'k', cache.generationOf(site), 'old stock');
    cache.set(TEXT, otherSite, 'k', cache.generationOf(otherSite), 'old settings');
    advance(15_000);
    generations.bump(site);
    expect(cache.read(TEXT, site, 'k')).toBeUndefined();
    expect(
      cache.read(TEXT, { ...otherSite, config: { ...otherSite.config } }, 'k'),
    ).toBeUndefined();
  });

  it('stays within its byte budget, dropping the least recently used first', () => {
    const body = 'x'.repeat(1_000);
    // Room for three such answers (two bytes a character, the key, each entry's overhead), not four.
    const maxBytes = 3 * (2 * 1_001 + 200);
    const { cache } = cacheAt({ maxBytes });
    for (const key of ['a', 'b', 'c']) cache.set(TEXT, site, key, 0, body);
    expect(cache.size).toBe(3);
    cache.set(TEXT, site, 'd', 0, body);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.get(TEXT, site, 'a')).toBeUndefined();
    expect(cache.get(TEXT, site, 'd')).toBe(body);
  });

  it('does not serve an answer made before the site’s stock generation moved', () => {
    const { cache, generations } = cacheAt();
    cache.set(TEXT, site, 'k', cache.generationOf(site), 'old stock');
    cache.set(TEXT, otherSite, 'k', cache.generationOf(otherSite), 'other site');
    generations.bump(site);
    expect(cache.get(TEXT, site, 'k')).toBeUndefined();
    // Another site's answers are not touched.
    expect(cache.get(TEXT, otherSite, 'k')).toBe('other site');
  });

  it('does not keep an answer whose making began before the generation moved', () => {
    const { cache, generations } = cacheAt();
    const generation = cache.generationOf(site);
    generations.bump(site);
    cache.set(TEXT, site, 'k', generation, 'made from the old stock');
    expect(cache.get(TEXT, site, 'k')).toBeUndefined();
  });

  it('does not serve a site whose settings were reloaded (a new site object)', () => {
    const { cache } = cacheAt();
    cache.set(TEXT, site, 'k', 0, 'old settings');
    const reloaded = { ...site, config: { ...site.config } };
    expect(cache.get(TEXT, reloaded, 'k')).toBeUndefined();
  });
});

describe('stock generations', () => {
  it('move on every re-index and every change of reservation holds, for that site only', async () => {
    const generations = new StockGenerations();
    const invalidated: string[] = [];
    const engine = createTestStockSearch();
    const stockSearch = withStockGenerations(
      Object.assign(engine, { invalidate: (s: typeof site) => invalidated.push(s.config.slug) }),
      generations,
    );
    const before = generations.of(site);
    await stockSearch.replaceSiteStock(site, []);
    const afterImport = generations.of(site);
    expect(afterImport).toBeGreaterThan(before);
    stockSearch.invalidate(site);
    expect(generations.of(site)).toBeGreaterThan(afterImport);
    expect(invalidated).toEqual([site.config.slug]);
    expect(generations.of(otherSite)).toBe(0);
    await stockSearch.close();
  });
});

describe('the cache budget from the environment', () => {
  it('reads megabytes, 0 for off, and refuses what is not a number', () => {
    expect(responseCacheBytesFromEnv({})).toBe(RESPONSE_CACHE_MAX_BYTES);
    expect(responseCacheBytesFromEnv({ [RESPONSE_CACHE_MB_ENV]: '16' })).toBe(16 * 1024 * 1024);
    expect(responseCacheBytesFromEnv({ [RESPONSE_CACHE_MB_ENV]: '0' })).toBe(0);
    expect(() => responseCacheBytesFromEnv({ [RESPONSE_CACHE_MB_ENV]: 'lots' })).toThrow(
      /FORECOURT_RESPONSE_CACHE_MB: "lots" is not a number of megabytes/,
    );
  });
});
