import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../../logger.js';
import { createTestRecords, type TestRecords } from '../../testing/test-records.js';
import { createTestStockSearch } from '../../testing/test-stock-search.js';
import type { StockSearch } from '../../stock/stock-search.port.js';
import { SiteRegistry } from '../../tenancy/site-registry.js';
import { createTestPlatform, TEST_NOW, type GraphQLResponse } from '../../testing/test-platform.js';
import { createForecourtYoga } from '../../yoga.js';

const STOCK_SIZE = 400;
const COASTAL = 'coastal-motor-group';
const NORTHSIDE = 'northside-used-cars';
const OUTBACK = 'outback-caravans';
const host = (slug: string) => `${slug}.localhost`;

interface Gauge {
  fill: number;
  listingPrice: number;
  marketRangeMin: number;
  marketRangeMax: number;
  confidence: number;
  description: string;
  comparableCount: number | null;
  dealLabel: 'GOOD_DEAL' | 'GREAT_DEAL';
  dealText: string;
  fillLevel: 'LOW' | 'MEDIUM' | 'HIGH';
  confidenceText: string;
}
interface Badge {
  averageMarketPrice: number;
  belowAverageBy: number;
  label: string;
}
interface Listed {
  slug: string;
  make: string;
  model: string;
  year: number;
  km: number;
  price: number;
  carType: string;
  status: string;
  reserved: boolean;
  priceGauge: Gauge | null;
  marketPriceBadge: Badge | null;
}

const GAUGE_FIELDS = `fill listingPrice marketRangeMin marketRangeMax confidence description
  comparableCount dealLabel dealText fillLevel confidenceText`;
const CAR_FIELDS = `slug make model year km price carType status reserved
  priceGauge { ${GAUGE_FIELDS} }
  marketPriceBadge { averageMarketPrice belowAverageBy label }`;
const LISTING = /* GraphQL */ `
  query Listing($filters: CarFilters, $page: Int) {
    carSearch(filters: $filters, first: 100, page: $page, sort: LATEST) {
      totalCount
      pageCount
      edges { node { ${CAR_FIELDS} } }
    }
  }
`;
const ONE_CAR = /* GraphQL */ `
  query OneCar($slug: String!) {
    car(slug: $slug) { ${CAR_FIELDS} }
  }
`;

type Query = <T>(
  host: string,
  document: string,
  variables?: Record<string, unknown>,
) => Promise<GraphQLResponse<T>>;

/** Every car of a site the public search lists with these filters. */
async function listAll(query: Query, site: string, filters: Record<string, unknown> = {}) {
  const cars: Listed[] = [];
  for (let page = 1; ; page++) {
    const { data, errors } = await query<{
      carSearch: { pageCount: number; edges: { node: Listed }[] };
    }>(host(site), LISTING, { filters, page });
    expect(errors).toBeUndefined();
    cars.push(...data!.carSearch.edges.map((edge) => edge.node));
    if (page >= data!.carSearch.pageCount) return cars;
  }
}

async function oneCar(query: Query, site: string, slug: string) {
  const { data, errors } = await query<{ car: Listed | null }>(host(site), ONE_CAR, { slug });
  expect(errors).toBeUndefined();
  return data!.car;
}

describe('Car.priceGauge from the estimator (demo sites)', () => {
  let platform: Awaited<ReturnType<typeof createTestPlatform>>;
  let coastalUsed: Listed[];

  beforeAll(async () => {
    platform = await createTestPlatform(STOCK_SIZE);
    coastalUsed = await listAll(platform.query, COASTAL, {
      carType: ['USED'],
      status: ['IN_STOCK', 'COMING_SOON'],
      price: { min: 1 },
    });
  });
  afterAll(() => platform.close());

  it('shows a gauge on used cars for sale whose reading passes the rules', async () => {
    const shown = coastalUsed.filter((car) => car.priceGauge);
    expect(shown.length).toBeGreaterThan(5);
    for (const car of shown) {
      const gauge = car.priceGauge!;
      expect(gauge.listingPrice).toBe(car.price);
      expect(gauge.confidence).toBeGreaterThan(0.2);
      expect(gauge.confidence).toBeLessThanOrEqual(1);
      expect(gauge.marketRangeMin).toBeLessThanOrEqual(gauge.marketRangeMax);
      expect(gauge.marketRangeMax).toBeGreaterThanOrEqual(car.price);
      // Fill: 1 at or below the minimum, 0 at the maximum, straight in between.
      const expectedFill =
        car.price <= gauge.marketRangeMin
          ? 1
          : (gauge.marketRangeMax - car.price) / (gauge.marketRangeMax - gauge.marketRangeMin);
      expect(gauge.fill).toBeCloseTo(expectedFill, 2);
      expect(gauge.dealLabel).toBe(gauge.fill < 0.65 ? 'GOOD_DEAL' : 'GREAT_DEAL');
      expect(gauge.dealText).toBe(gauge.fill < 0.65 ? 'Good deal' : 'Great deal');
      expect(gauge.fillLevel).toBe(gauge.fill < 0.3 ? 'LOW' : gauge.fill < 0.6 ? 'MEDIUM' : 'HIGH');
      expect(gauge.confidenceText).toMatch(/^(High|Medium|Low) confidence$/);
      expect(gauge.comparableCount).toBeGreaterThanOrEqual(3);
      expect(gauge.description).toBe(
        `Compared with ${gauge.comparableCount} similar vehicles at Coastal Motor Group: the same make and model, a year either side and similar kilometres, listed now or recently sold.`,
      );
    }
    // Both labels show up in the demo stock.
    expect(new Set(shown.map((car) => car.priceGauge!.dealLabel))).toEqual(
      new Set(['GOOD_DEAL', 'GREAT_DEAL']),
    );
  });

  it('compares only with the site’s own listed or recently sold cars of the same model', async () => {
    const shown = coastalUsed.filter((car) => car.priceGauge).slice(0, 8);
    for (const car of shown) {
      const kmWindow = Math.max(car.km * 0.4, 25_000);
      const filters = {
        make: [car.make],
        model: [car.model],
        status: ['IN_STOCK', 'SOLD'],
        year: { min: car.year - 1, max: car.year + 1 },
        km: { min: Math.max(0, Math.floor(car.km - kmWindow)), max: Math.ceil(car.km + kmWindow) },
        price: { min: 1 },
      };
      const comparables = (await listAll(platform.query, COASTAL, filters)).filter(
        (other) => other.slug !== car.slug,
      );
      // The public search of this site finds the same cars (the vehicle itself left out).
      expect(car.priceGauge!.comparableCount).toBe(comparables.length);
      for (const other of comparables) expect(other.status).toMatch(/^(IN_STOCK|SOLD)$/);
    }
  });

  it('hides it on car types the site does not name, on sold cars and on unpriced cars', async () => {
    const others = await listAll(platform.query, COASTAL, { carType: ['NEW', 'DEMO'] });
    expect(others.length).toBeGreaterThan(50);
    expect(others.filter((car) => car.priceGauge)).toEqual([]);
    const sold = await listAll(platform.query, COASTAL, { status: ['SOLD'], carType: ['USED'] });
    expect(sold.length).toBeGreaterThan(0);
    expect(sold.filter((car) => car.priceGauge)).toEqual([]);
    expect(coastalUsed.filter((car) => car.price === 0 && car.priceGauge)).toEqual([]);
  });

  it('hides it on a site that does not show it', async () => {
    const northside = await listAll(platform.query, NORTHSIDE, { carType: ['USED'] });
    expect(northside.length).toBeGreaterThan(100);
    expect(northside.filter((car) => car.priceGauge)).toEqual([]);
  });

  it('shows it on another estimator site, from that site’s stock', async () => {
    const outback = await listAll(platform.query, OUTBACK, { carType: ['USED'] });
    const shown = outback.filter((car) => car.priceGauge);
    expect(shown.length).toBeGreaterThan(0);
    for (const car of shown) {
      expect(car.priceGauge!.description).toContain('at Outback Caravans');
    }
  });

  it('shows the market-price badge exactly where the rules say, on the one market figure of the page', async () => {
    for (const slug of [COASTAL, NORTHSIDE, OUTBACK]) {
      const site = platform.site(slug);
      // The same stock the platform indexed: its market data is what the rules read.
      const stock = generateStock(site, { size: STOCK_SIZE, now: TEST_NOW });
      const marketData = new Map(stock.map((car) => [car.slug, car.autograbData]));
      const listed = await listAll(platform.query, slug, { status: ['IN_STOCK'] });
      // With a gauge on the page the market is the middle of its range, else the market data.
      const market = (car: Listed) => {
        const data = marketData.get(car.slug);
        const gauge = car.priceGauge;
        if (!gauge) return data;
        return {
          averageMarketPrice: Math.round((gauge.marketRangeMin + gauge.marketRangeMax) / 2),
          stateAverageMarketPrice: data?.stateAverageMarketPrice,
        };
      };
      const expected = listed
        .filter((car) => {
          const figure = market(car);
          return (
            site.config.features.marketPriceBadge &&
            !car.reserved &&
            car.price > 200 &&
            figure !== undefined &&
            figure.averageMarketPrice - car.price > 499 &&
            (figure.stateAverageMarketPrice === undefined ||
              car.price < figure.stateAverageMarketPrice)
          );
        })
        .map((car) => car.slug);
      const withBadge = listed.filter((car) => car.marketPriceBadge);
      expect(withBadge.map((car) => car.slug).sort()).toEqual(expected.sort());
      for (const car of withBadge) {
        const badge = car.marketPriceBadge!;
        expect(badge.label).toBe('Below market price');
        expect(badge.belowAverageBy).toBe(badge.averageMarketPrice - car.price);
        expect(badge.belowAverageBy).toBeGreaterThan(499);
        // Never an average outside the range the gauge shows beside it.
        if (car.priceGauge) {
          expect(badge.averageMarketPrice).toBeGreaterThanOrEqual(car.priceGauge.marketRangeMin);
          expect(badge.averageMarketPrice).toBeLessThanOrEqual(car.priceGauge.marketRangeMax);
        }
      }
      if (slug === COASTAL) {
        expect(withBadge.filter((car) => car.priceGauge).length).toBeGreaterThan(0);
      }
      if (slug === OUTBACK) expect(withBadge).toEqual([]);
      else expect(withBadge.length).toBeGreaterThan(5);
    }
  });

  it('never shows the market-price badge on sold or reserved cars', async () => {
    const sold = await listAll(platform.query, COASTAL, { status: ['SOLD'] });
    expect(sold.filter((car) => car.marketPriceBadge)).toEqual([]);
    const reserved = (await listAll(platform.query, COASTAL)).filter((car) => car.reserved);
    expect(reserved.length).toBeGreaterThan(0);
    expect(reserved.filter((car) => car.marketPriceBadge)).toEqual([]);
  });
});

describe('Car.priceGauge from a site’s autogauge service', () => {
  /** What the service answers for each car slug; unknown slugs get a 404. */
  const answers = new Map<string, (response: ServerResponse) => void>();
  const requested: string[] = [];
  let server: Server;
  let sites: Site[];
  let stockSearch: StockSearch;
  let records: TestRecords;
  let query: Query;
  let used: Listed[];

  const json =
    (body: unknown, status = 200) =>
    (response: ServerResponse) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body === undefined ? '' : JSON.stringify(body));
    };
  const reading = (car: Listed, overrides: Record<string, unknown> = {}) => ({
    fill: 0.5,
    listing_price: car.price,
    market_range_min: car.price - 2_000,
    market_range_max: car.price + 2_000,
    confidence: 0.9,
    description: 'Based on 41 similar vehicles sold nationally',
    ...overrides,
  });

  beforeAll(async () => {
    server = createServer((request, response) => {
      requested.push(request.url ?? '');
      const slug = /^\/api\/cars\/([^/]+)\/autogauge$/.exec(request.url ?? '')?.[1];
      const answer = slug ? answers.get(slug) : undefined;
      if (answer) answer(response);
      else json({ error: 'unknown car' }, 404)(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

    // Coastal Motor Group reads its gauge from the service; the other sites keep the estimator.
    sites = (await loadDemoSites()).map((site) =>
      site.config.slug === COASTAL
        ? {
            ...site,
            config: siteConfigSchema.parse({
              ...site.config,
              priceGauge: { source: { kind: 'autogauge', baseUrl, timeoutMs: 1_000 } },
            }),
          }
        : site,
    );
    stockSearch = createTestStockSearch();
    for (const site of sites) {
      await stockSearch.replaceSiteStock(
        site,
        generateStock(site, { size: STOCK_SIZE, now: TEST_NOW }),
      );
    }
    records = createTestRecords();
    const yoga = createForecourtYoga({
      registry: new SiteRegistry(sites),
      stockSearch,
      records,
      graphiql: false,
      arbitraryDocuments: 'always',
      now: () => TEST_NOW,
    });
    query = async <T>(hostName: string, document: string, variables = {}) => {
      const response = await yoga.fetch(`http://${hostName}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: document, variables }),
      });
      return {
        status: response.status,
        ...((await response.json()) as object),
      } as GraphQLResponse<T>;
    };
    answers.clear();
    used = (
      await listAll(query, COASTAL, { carType: ['USED'], status: ['IN_STOCK'], price: { min: 1 } })
    ).slice(0, 8);
    expect(used).toHaveLength(8);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await Promise.all([records.close(), stockSearch.close()]);
  });

  /** The car's gauge, what was logged and what the service was asked. */
  async function gaugeOf(car: Listed, site = COASTAL) {
    requested.length = 0;
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const result = await oneCar(query, site, car.slug);
    const logged = warn.mock.calls.map(([fields]) => fields);
    warn.mockRestore();
    return {
      gauge: result?.priceGauge ?? null,
      found: result !== null,
      logged,
      // Only this car's requests: a listing's earlier calls that timed out may still arrive.
      asked: requested.filter((path) => path.includes(`/${car.slug}/`)),
    };
  }

  it('shows the service’s reading with its deal, fill level and confidence words', async () => {
    const car = used[0]!;
    answers.set(car.slug, json(reading(car, { fill: 0.72, confidence: 0.5 })));
    const { gauge, logged, asked } = await gaugeOf(car);
    expect(asked).toEqual([`/api/cars/${car.slug}/autogauge`]);
    expect(gauge).toEqual({
      fill: 0.72,
      listingPrice: car.price,
      marketRangeMin: car.price - 2_000,
      marketRangeMax: car.price + 2_000,
      confidence: 0.5,
      description: 'Based on 41 similar vehicles sold nationally',
      comparableCount: null,
      dealLabel: 'GREAT_DEAL',
      dealText: 'Great deal',
      fillLevel: 'HIGH',
      confidenceText: 'Medium confidence',
    });
    expect(logged).toEqual([]);
  });

  it('hides it when a field is missing, confidence is 0.2 or the maximum is under the price', async () => {
    const [missing, unsure, dearer, low] = used.slice(1, 5) as [Listed, Listed, Listed, Listed];
    const { market_range_min: _dropped, ...withoutMin } = reading(missing);
    answers.set(missing.slug, json(withoutMin));
    answers.set(unsure.slug, json(reading(unsure, { confidence: 0.2 })));
    answers.set(
      dearer.slug,
      json(reading(dearer, { market_range_max: dearer.price - 1, fill: 0 })),
    );
    answers.set(low.slug, json(reading(low, { fill: 0.1 })));
    for (const car of [missing, unsure, dearer]) {
      const { gauge, logged, asked } = await gaugeOf(car);
      expect(asked).toHaveLength(1);
      expect(gauge).toBeNull();
      expect(logged).toEqual([]);
    }
    expect((await gaugeOf(low)).gauge).toMatchObject({
      dealLabel: 'GOOD_DEAL',
      dealText: 'Good deal',
      fillLevel: 'LOW',
    });
  });

  it('hides it without an error when the service answers nothing or fails, and logs why', async () => {
    const [empty, failing] = used.slice(5, 7) as [Listed, Listed];
    answers.set(empty.slug, json(undefined));
    answers.set(failing.slug, json({ error: 'down for maintenance' }, 500));
    const emptyResult = await gaugeOf(empty);
    expect(emptyResult.found).toBe(true);
    expect(emptyResult.gauge).toBeNull();
    expect(emptyResult.logged).toEqual([
      { site: COASTAL, car: empty.slug, source: 'autogauge', reason: 'No data returned' },
    ]);
    const failingResult = await gaugeOf(failing);
    expect(failingResult.found).toBe(true);
    expect(failingResult.gauge).toBeNull();
    expect(failingResult.logged).toEqual([
      {
        site: COASTAL,
        car: failing.slug,
        source: 'autogauge',
        reason: expect.stringMatching(/answered HTTP 500$/),
      },
    ]);
  });

  it('asks nothing of the service for cars the gauge does not apply to', async () => {
    const [newCar] = await listAll(query, COASTAL, { carType: ['NEW'], status: ['IN_STOCK'] });
    const { gauge, asked } = await gaugeOf(newCar!);
    expect(gauge).toBeNull();
    expect(asked).toEqual([]);
  });

  it('keeps each site to its own source: other sites never call this service', async () => {
    const car = used[7]!;
    answers.set(car.slug, json(reading(car)));
    // Coastal's car is not found on another site, and nothing is asked of Coastal's service.
    const elsewhere = await gaugeOf(car, OUTBACK);
    expect(elsewhere.found).toBe(false);
    expect(elsewhere.asked).toEqual([]);
    // Outback's own used caravans get estimator gauges, without a request to the service.
    requested.length = 0;
    const outback = await listAll(query, OUTBACK, { carType: ['USED'] });
    expect(outback.some((c) => c.priceGauge?.description.includes('Outback Caravans'))).toBe(true);
    expect(requested).toEqual([]);
  });
});
