import { describe, expect, it } from 'vitest';
import { createMeilisearchStockSearchFromEnv, readMeilisearchEnv } from './meilisearch-env.js';

describe('readMeilisearchEnv', () => {
  it('is null without MEILI_HOST: the embedded search is used', () => {
    expect(readMeilisearchEnv({})).toBeNull();
    expect(readMeilisearchEnv({ MEILI_HOST: '  ' })).toBeNull();
  });

  it('reads host, key and index, defaulting the index to cars', () => {
    expect(readMeilisearchEnv({ MEILI_HOST: 'http://127.0.0.1:7700' })).toEqual({
      host: 'http://127.0.0.1:7700',
      apiKey: undefined,
      indexName: 'cars',
    });
    expect(
      readMeilisearchEnv({
        MEILI_HOST: 'http://search:7700',
        MEILI_API_KEY: 'key',
        MEILI_INDEX: 'cars_v2',
      }),
    ).toEqual({ host: 'http://search:7700', apiKey: 'key', indexName: 'cars_v2' });
  });

  it('rejects an index name Meilisearch would refuse, naming the variable', () => {
    expect(() => readMeilisearchEnv({ MEILI_HOST: 'http://x', MEILI_INDEX: 'cars/v2' })).toThrow(
      'MEILI_INDEX',
    );
  });
});

describe('createMeilisearchStockSearchFromEnv', () => {
  it('needs MEILI_HOST', () => {
    expect(() => createMeilisearchStockSearchFromEnv({})).toThrow('MEILI_HOST: not set');
  });

  it('binds the adapter to the configured index', () => {
    const search = createMeilisearchStockSearchFromEnv({
      MEILI_HOST: 'http://127.0.0.1:7700',
      MEILI_INDEX: 'cars_test',
    });
    expect(search.indexName).toBe('cars_test');
  });
});
