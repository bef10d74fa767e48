import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import type { SortOption } from '@forecourt/schema/search/search-vocabulary';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { planCarSearch } from '../graphql/search/search-plan.js';
import { createPgliteRecords } from '../sources/records/create-records.js';
import { EmbeddedStockSearch } from '../sources/stock-search/embedded/embedded-stock-search.js';
import { SiteRegistry } from '../tenancy/site-registry.js';
import { createForecourtYoga } from '../yoga.js';

/**
 * `pnpm bench:search`: a typical faceted carSearch (21 hits, every facet, a sort, two filters)
 * over 50,000 and 200,000 generated cars, at the StockSearch port and through GraphQL, with the
 * index build time and the memory it takes. Figures are measured on this machine, each run.
 */

const SIZES = [50_000, 200_000];
const WARMUP = 30;
const RUNS = 300;
const SITE_SLUG_ENV = process.env.BENCH_SITE;

const SEARCH = /* GraphQL */ `
  query Bench($filters: CarFilters, $sort: CarSort) {
    carSearch(filters: $filters, sort: $sort, first: 21) {
      totalCount
      pageCount
      edges {
        node {
          id
          slug
          name
          km
          year
          priceDisplay {
            text
          }
          tag {
            label
          }
          primaryImage {
            url
          }
        }
      }
      facets {
        attribute
        values {
          value
          label
          count
          selected
        }
        stats {
          min
          max
        }
      }
    }
  }
`;

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const heapMb = () => process.memoryUsage().heapUsed / 1_048_576;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(run: (i: number) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** Typical shopper refinements: one or two makes and a price band, sorted one of four ways. */
function variablesFor(i: number, makes: string[]) {
  const sorts = ['LOWEST_PRICE', 'LATEST', 'HIGHEST_PRICE', 'MOST_RELEVANT'] as const;
  const low = 10_000 + (i % 5) * 5_000;
  return {
    filters: {
      make:
        i % 2
          ? [makes[i % makes.length]!]
          : [makes[i % makes.length]!, makes[(i + 3) % makes.length]!],
      price: { min: low, max: low + 40_000 },
    },
    sort: sorts[i % sorts.length]!,
  };
}

async function benchSize(site: Site, size: number) {
  const now = new Date();
  const cars = generateStock(site, { size, now });
  const makes = [...new Set(cars.map((c) => c.make))].sort();
  const stockSearch = new EmbeddedStockSearch();
  gc();
  const heapBefore = heapMb();
  const buildStart = performance.now();
  await stockSearch.replaceSiteStock(site, cars);
  const buildMs = performance.now() - buildStart;
  gc();
  const indexMb = heapMb() - heapBefore;

  const stock = stockSearch.forSite(site);
  const port = await time((i) => {
    const { filters, sort } = variablesFor(i, makes);
    const internalSort = sort
      .toLowerCase()
      .replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
    const { query } = planCarSearch(site, { filters, sort: internalSort as SortOption });
    return stock.search(query);
  });

  const yoga = createForecourtYoga({
    registry: new SiteRegistry([site]),
    stockSearch,
    // Never started: a search records nothing.
    records: createPgliteRecords(),
    graphiql: false,
    arbitraryDocuments: 'always',
  });
  const url = `http://${SiteRegistry.devHost(site)}/graphql`;
  const graphql = await time(async (i) => {
    const response = await yoga.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SEARCH, variables: variablesFor(i, makes) }),
    });
    const body = (await response.json()) as { errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  });
  await stockSearch.close();
  return { size, buildMs, indexMb, port, graphql };
}

const sites = await loadDemoSites();
const site =
  sites.find((s) => s.config.slug === SITE_SLUG_ENV) ??
  sites.find((s) => s.config.kind === 'group') ??
  sites[0]!;
console.log(
  `carSearch benchmark on ${site.config.name}'s settings, Node ${process.version}, ${RUNS} runs after ${WARMUP} warm-up`,
);
if (!(globalThis as { gc?: unknown }).gc)
  console.log('(run with --expose-gc for the memory figure)');
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
for (const size of SIZES) {
  const r = await benchSize(site, size);
  console.log(
    [
      `\n${size.toLocaleString('en-AU')} cars`,
      `  index build   ${fmt(r.buildMs)}   heap +${r.indexMb.toFixed(0)} MB`,
      `  port          p50 ${fmt(r.port.p50)}   p99 ${fmt(r.port.p99)}`,
      `  GraphQL       p50 ${fmt(r.graphql.p50)}   p99 ${fmt(r.graphql.p99)}`,
    ].join('\n'),
  );
}
