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

const FILTERED = parse(`
  query Filtered($first: Int, $page: Int, $make: String) {
    carSearch(first: $first, page: $page, filters: { make: [$make] }) { edges { node { name } } }
  }
`);

const DEFAULTED = parse(`
  query Defaulted($first: Int = 5) { carSearch(first: $first) { edges { node { name } } } }
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
    // Room for the keys (UTF-16) of about ten values of `first`.
    const { costs, walks } = countedCosts(20 * '0 0\nSearch\n[[12]]'.length);
    for (let first = 10; first < 40; first++) costs(coastal, SEARCH, { first }, 'Search');
    expect(walks.count).toBe(30);
    costs(coastal, SEARCH, { first: 39 }, 'Search');
    expect(walks.count).toBe(30);
    costs(coastal, SEARCH, { first: 10 }, 'Search');
    expect(walks.count).toBe(31);
  });

  it('gives one cost to requests that differ only in variables no weight reads', () => {
    const { costs, walks } = countedCosts();
    const cost = costs(coastal, FILTERED, { first: 12, page: 1, make: 'Mazda' }, 'Filtered');
    expect(costs(coastal, FILTERED, { first: 12, page: 3, make: 'Kia' }, 'Filtered')).toBe(cost);
    expect(costs(coastal, FILTERED, { first: 12 }, 'Filtered')).toBe(cost);
    expect(walks.count).toBe(1);
    // Undeclared variables make no key of their own either.
    expect(costs(coastal, FILTERED, { first: 12, extra: 'x'.repeat(100) }, 'Filtered')).toBe(cost);
    expect(walks.count).toBe(1);
  });

  it('tells apart a variable not sent, whose default applies, from one sent as null', () => {
    const { costs, walks } = countedCosts();
    const byDefault = costs(withPageSize(coastal, 60), DEFAULTED, {}, 'Defaulted');
    const byPageSize = costs(withPageSize(coastal, 60), DEFAULTED, { first: null }, 'Defaulted');
    expect(byDefault).toBe(
      operationCost(schema, SEARCH, { first: 5 }, { operationName: 'Search' }),
    );
    expect(byPageSize).toBeGreaterThan(byDefault);
    expect(walks.count).toBe(2);
  });

  it('works out the cost of very long variables that a weight reads every time', () => {
    const { costs, walks } = countedCosts();
    const nodes = parse('query Nodes($ids: [ID!]!) { nodes(ids: $ids) { id } }');
    const id = 'Q2FyOmNtZy0wMDAwMDE=';
    const long = { ids: Array.from({ length: LONGEST_REMEMBERED_KEY / id.length }, () => id) };
    const cost = costs(coastal, nodes, long, 'Nodes');
    expect(costs(coastal, nodes, long, 'Nodes')).toBe(cost);
    expect(walks.count).toBe(2);
  });

  it('throws for variables that do not fit, and keeps nothing of them', () => {
    const { costs, walks } = countedCosts();
    expect(() => costs(coastal, SEARCH, { first: 'many' }, 'Search')).toThrow();
    expect(() => costs(coastal, SEARCH, { first: 'many' }, 'Search')).toThrow();
    expect(walks.count).toBe(2);
  });
});
