import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema.js';
import { operationCost } from './operation-cost.js';
import { LONGEST_REMEMBERED_KEY, rememberedOperationCosts } from './remembered-operation-costs.js';

const coastal = (await loadDemoSites()).find((s) => s.config.slug === 'coastal-motor-group')!;
const withPageSize = (site: Site, pageSize: number): Site => ({
  ...site,
  config: { ...site.config, search: { ...site.config.search, pageSize } },
});

const SEARCH = parse(`
  query Search($first: Int) { carSearch(first: $first) { edges { node { name } } } }
  query Other { site { name } }
`);

/** Remembered costs over the real cost walk, counting the walks. */
function countedCosts(keyBytes?: number) {
  const walks = { count: 0 };
  const costOf: typeof operationCost = (...args) => {
    walks.count += 1;
    return operationCost(...args);
  };
  return { costs: rememberedOperationCosts(schema, { costOf, keyBytes }), walks };
}

describe('remembered operation costs', () => {
  it('gives the cost the walk gives, walking a document once for the same variables', () => {
    const { costs, walks } = countedCosts();
    const expected = operationCost(schema, SEARCH, { first: 12 }, { operationName: 'Search' });
    expect(costs(coastal, SEARCH, { first: 12 }, 'Search')).toBe(expected);
    expect(costs(coastal, SEARCH, { first: 12 }, 'Search')).toBe(expected);
    expect(walks.count).toBe(1);
  });

  it('tells apart variables, operations and documents', () => {
    const { costs, walks } = countedCosts();
    const twelve = costs(coastal, SEARCH, { first: 12 }, 'Search');
    const fifty = costs(coastal, SEARCH, { first: 50 }, 'Search');
    expect(fifty).toBeGreaterThan(twelve);
    expect(costs(coastal, SEARCH, {}, 'Other')).toBeLessThan(twelve);
    const sameText = parse('query Search($first: Int) { carSearch(first: $first) { totalCount } }');
    expect(costs(coastal, sameText, { first: 12 }, 'Search')).toBeLessThan(twelve);
    expect(walks.count).toBe(4);
  });

  it('costs a search without `first` by each site’s own page size', () => {
    const { costs } = countedCosts();
    const small = costs(withPageSize(coastal, 6), SEARCH, {}, 'Search');
    const large = costs(withPageSize(coastal, 60), SEARCH, {}, 'Search');
    expect(large).toBeGreaterThan(small);
    expect(small).toBe(costs(coastal, SEARCH, { first: 6 }, 'Search'));
  });

  it('forgets the least recently used costs once their keys pass the bytes allowed', () => {
    // Room for the keys (UTF-16) of about ten sets of these variables.
    const { costs, walks } = countedCosts(20 * '0 0\nSearch\n{"first":12,"page":10}'.length);
    // Variables the operation does not declare still make a key of their own.
    const variables = (page: number) => ({ first: 12, page });
    for (let page = 10; page < 40; page++) costs(coastal, SEARCH, variables(page), 'Search');
    expect(walks.count).toBe(30);
    costs(coastal, SEARCH, variables(39), 'Search');
    expect(walks.count).toBe(30);
    costs(coastal, SEARCH, variables(10), 'Search');
    expect(walks.count).toBe(31);
  });

  it('works out the cost of very long variables every time', () => {
    const { costs, walks } = countedCosts();
    const long = { first: 12, padding: 'x'.repeat(LONGEST_REMEMBERED_KEY) };
    const cost = costs(coastal, SEARCH, long, 'Search');
    expect(costs(coastal, SEARCH, long, 'Search')).toBe(cost);
    expect(walks.count).toBe(2);
  });

  it('throws for variables that do not fit, and keeps nothing of them', () => {
    const { costs, walks } = countedCosts();
    expect(() => costs(coastal, SEARCH, { first: 'many' }, 'Search')).toThrow();
    expect(() => costs(coastal, SEARCH, { first: 'many' }, 'Search')).toThrow();
    expect(walks.count).toBe(2);
  });
});
