import { afterAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../testing/test-platform.js';
import { EXAMPLE_QUERY } from '../yoga.js';
import { API_LIMITS } from './api-limits.js';

const platform = await createTestPlatform(300);
const host = platform.hostOf('coastal-motor-group');
afterAll(() => platform.close());

const { data: firstCar } = await platform.query<{
  carSearch: { edges: { node: { slug: string } }[] };
}>(host, '{ carSearch(first: 1) { edges { node { slug } } } }');
const slug = firstCar!.carSearch.edges[0]!.node.slug;

/** `car { similarCars { … } }` nested `levels` deep. */
function deepSimilarCars(levels: number): string {
  let selection = 'name';
  for (let i = 0; i < levels; i++) selection = `name similarCars { ${selection} }`;
  return `{ car(slug: ${JSON.stringify(slug)}) { ${selection} } }`;
}

function expectRefused(
  response: Awaited<ReturnType<typeof platform.query>>,
  code: string,
  message: RegExp,
) {
  expect(response.status).toBe(400);
  expect(response.data).toBeUndefined();
  expect(response.errors).toHaveLength(1);
  expect(response.errors![0]!.extensions?.code).toBe(code);
  expect(response.errors![0]!.message).toMatch(message);
}

describe('operation limits', () => {
  it.each([8, 9])('refuses %i levels of similar cars for their depth', async (levels) => {
    const response = await platform.query(host, deepSimilarCars(levels));
    expectRefused(
      response,
      'QUERY_DEPTH_LIMIT',
      new RegExp(`^Query depth limit of ${API_LIMITS.maxDepth} exceeded, found ${levels + 2}\\.$`),
    );
  });

  it('answers similar cars a few levels deep', async () => {
    const response = await platform.query<{ car: { similarCars: { similarCars: unknown[] }[] } }>(
      host,
      deepSimilarCars(2),
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.car.similarCars.length).toBeGreaterThan(0);
  });

  it('refuses 5,000 aliases while reading the document, for its tokens', async () => {
    const aliases = Array.from({ length: 5_000 }, (_, i) => `a${i}: site { name }`).join(' ');
    const response = await platform.query(host, `{ ${aliases} }`);
    expectRefused(response, 'TOKEN_LIMIT', /^Token limit of 3000 exceeded\.$/);
  });

  it('refuses more aliases than the limit', async () => {
    const count = API_LIMITS.maxAliases + 1;
    const aliases = Array.from({ length: count }, (_, i) => `a${i}: site { name }`).join(' ');
    const response = await platform.query(host, `{ ${aliases} }`);
    expectRefused(
      response,
      'ALIAS_LIMIT',
      new RegExp(`^Aliases limit of ${API_LIMITS.maxAliases} exceeded, found ${count}\\.$`),
    );
  });

  it('refuses a document of more tokens than the limit', async () => {
    const fields = Array.from({ length: API_LIMITS.maxTokens }, () => 'name').join(' ');
    const response = await platform.query(host, `{ car(slug: "x") { ${fields} } }`);
    expectRefused(response, 'TOKEN_LIMIT', /^Token limit of 3000 exceeded\.$/);
  });

  it('refuses more directives than the limit', async () => {
    const count = API_LIMITS.maxDirectives + 1;
    const fields = Array.from({ length: count }, () => 'name @include(if: true)').join(' ');
    const response = await platform.query(host, `{ site { ${fields} } }`);
    expectRefused(
      response,
      'DIRECTIVE_LIMIT',
      new RegExp(`^Directives limit of ${API_LIMITS.maxDirectives} exceeded, found ${count}\\.$`),
    );
  });

  it('refuses 15 aliased 100-car searches with 3 levels of similar cars for their cost', async () => {
    const similar = 'similarCars { name similarCars { name similarCars { name } } }';
    const searches = Array.from(
      { length: 15 },
      (_, i) => `s${i}: carSearch(first: 100) { edges { node { name ${similar} } } }`,
    );
    const response = await platform.query(host, `{ ${searches.join(' ')} }`);
    expectRefused(
      response,
      'QUERY_COST_LIMIT',
      new RegExp(`^Query cost \\d+ exceeds the limit of ${API_LIMITS.maxCost}\\.$`),
    );
    expect(response.errors![0]!.extensions?.cost).toBeGreaterThan(API_LIMITS.maxCost);
  });

  it('costs a search by the page size its variables ask for', async () => {
    const document = `query Page($first: Int) {
      carSearch(first: $first) { edges { node { name similarCars { name similarCars { name } } } } }
    }`;
    const small = await platform.query(host, document, { first: 2 });
    expect(small.errors).toBeUndefined();
    const large = await platform.query(host, document, { first: 100 });
    expectRefused(large, 'QUERY_COST_LIMIT', /^Query cost \d+ exceeds the limit of 10000\.$/);
  });

  it('answers the GraphiQL example, the README example and a partner’s 100-car page', async () => {
    const partnerPage = `query PartnerStock($first: Int!) {
      site { name }
      carSearch(filters: { carType: [USED] }, sort: LOWEST_PRICE, first: $first) {
        totalCount
        edges { node { id name carType price priceDisplay { text } location { name } } }
      }
    }`;
    for (const [document, variables] of [
      [EXAMPLE_QUERY, {}],
      ['{ carSearch(first: 3) { totalCount edges { node { name priceDisplay { text } } } } }', {}],
      [partnerPage, { first: 100 }],
    ] as const) {
      const response = await platform.query(host, document, variables);
      expect(response.errors).toBeUndefined();
      expect(response.status).toBe(200);
    }
  });
});

describe('execution time limit', () => {
  it('stops an operation that outruns it, and the server answers the next one', async () => {
    const limited = await createTestPlatform(300, undefined, {
      apiLimits: { executionTimeLimitMs: 50, maxCost: Number.MAX_SAFE_INTEGER },
    });
    // Count the stock searches the operation makes, to see them stop with it. Each takes at
    // least SEARCH_MS of the processor, so the count the limit allows does not grow with the
    // machine's speed (a fast machine ran over a thousand searches in the 50 ms).
    const SEARCH_MS = 0.1;
    let searches = 0;
    const forSite = limited.stockSearch.forSite.bind(limited.stockSearch);
    limited.stockSearch.forSite = (...args) => {
      const stock = forSite(...args);
      return {
        ...stock,
        search: (query) => {
          searches += 1;
          const until = performance.now() + SEARCH_MS;
          while (performance.now() < until);
          return stock.search(query);
        },
      } as typeof stock;
    };
    try {
      const similar = 'similarCars { name similarCars { name similarCars { name } } }';
      const response = await limited.query(
        host,
        `{ carSearch(first: 100) { edges { node { name ${similar} } } } }`,
      );
      expectRefused(
        response,
        'EXECUTION_TIME_LIMIT',
        /^Execution time limit of 50 ms exceeded: the operation was stopped\./,
      );
      // Stopped, not run to the end: 100 cars' three levels would be thousands of searches, and
      // 50 ms leave time for no more than 500 (and the few that were running).
      expect(searches).toBeLessThan(1_000);
      const searchesWhenRefused = searches;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(searches).toBe(searchesWhenRefused);
      const next = await limited.query(host, '{ site { name } }');
      expect(next.errors).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});
