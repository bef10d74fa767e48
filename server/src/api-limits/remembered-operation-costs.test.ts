import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema.js';
import { operationCost } from './operation-cost.js';
import { COSTS_PER_DOCUMENT, rememberedOperationCosts } from './remembered-operation-costs.js';

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
function countedCosts() {
  const walks = { count: 0 };
  const costOf: typeof operationCost = (...args) => {
    walks.count += 1;
    return operationCost(...args);
  };
  return { costs: rememberedOperationCosts(schema, costOf), walks };
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

  it('keeps a bounded number of variable sets per document, the latest', () => {
    const { costs, walks } = countedCosts();
    // Variables the operation does not declare still make a set of their own.
    const variables = (page: number) => ({ first: 12, page });
    for (let page = 1; page <= COSTS_PER_DOCUMENT + 1; page++) {
      costs(coastal, SEARCH, variables(page), 'Search');
    }
    expect(walks.count).toBe(COSTS_PER_DOCUMENT + 1);
    costs(coastal, SEARCH, variables(COSTS_PER_DOCUMENT + 1), 'Search');
    expect(walks.count).toBe(COSTS_PER_DOCUMENT + 1);
    // The oldest made room.
    costs(coastal, SEARCH, variables(1), 'Search');
    expect(walks.count).toBe(COSTS_PER_DOCUMENT + 2);
  });

  it('throws for variables that do not fit, and keeps nothing of them', () => {
    const { costs, walks } = countedCosts();
    expect(() => costs(coastal, SEARCH, { first: 'many' }, 'Search')).toThrow();
    expect(() => costs(coastal, SEARCH, { first: 'many' }, 'Search')).toThrow();
    expect(walks.count).toBe(2);
  });
});
