import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { siteConfigSchema } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import { financeQuoter } from '@forecourt/tenants/stock/car-finance-lenders';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soldCutoffMs } from '../../stock/car-availability.js';
import { createTestPlatform, TEST_NOW } from '../../testing/test-platform.js';

type Platform = Awaited<ReturnType<typeof createTestPlatform>>;
const SIZE = 200;
const COASTAL = 'coastal-motor-group';
const NORTHSIDE = 'northside-used-cars';
const OUTBACK = 'outback-caravans';

const CAR_FINANCE = /* GraphQL */ `
  query CarFinance($slug: String!) {
    car(slug: $slug) {
      price
      financeEstimate {
        provider
        lenderName
        perWeek
        perMonth
        interestRate
        comparisonRate
        termYears
        deposit
        balloon
        establishmentFees
        totalPayable
        disclaimer
        comparisonRateRange {
          min
          max
        }
      }
      page: financeCalculator(variant: PAGE) {
        ...Calculator
      }
      sidebar: financeCalculator {
        ...Calculator
      }
    }
  }

  fragment Calculator on FinanceCalculator {
    loan {
      min
      max
      step
    }
    term {
      min
      max
      step
      options
    }
    interest {
      min
      max
      step
      locked
    }
    deposit {
      min
      max
      step
    }
    residual {
      min
      max
      step
    }
    defaults {
      loanAmount
      termYears
      interestRate
      deposit
      residual
      frequency
    }
    frequencies {
      frequency
      label
      abbreviation
      paymentsPerYear
    }
    rounding
    establishmentFee
    lenderName
    disclaimer
    disclaimerCollapseAt
    openingNote
  }
`;

interface Bounds {
  min: number;
  max: number;
  step: number;
}
interface Calculator {
  loan: Bounds;
  term: Bounds & { options: number[] };
  interest: Bounds & { locked: boolean };
  deposit: Bounds;
  residual: Bounds;
  defaults: {
    loanAmount: number;
    termYears: number;
    interestRate: number;
    deposit: number;
    residual: number;
    frequency: string;
  };
  frequencies: {
    frequency: string;
    label: string;
    abbreviation: string;
    paymentsPerYear: number;
  }[];
  rounding: string;
  establishmentFee: number;
  lenderName: string | null;
  disclaimer: string | null;
  disclaimerCollapseAt: number | null;
  openingNote: string | null;
}
interface CarFinance {
  price: number;
  financeEstimate: Record<string, unknown> | null;
  page: Calculator | null;
  sidebar: Calculator | null;
}

async function carFinance(platform: Platform, site: string, slug: string): Promise<CarFinance> {
  const { data, errors } = await platform.query<{ car: CarFinance | null }>(
    platform.hostOf(site),
    CAR_FINANCE,
    { slug },
  );
  expect(errors).toBeUndefined();
  if (!data?.car) throw new Error(`car ${slug} is not on ${site}`);
  return data.car;
}

/** The cars a site shows: not hidden, inside its stock filter and recently-sold window. */
function shownStock(site: Site): CarRecord[] {
  const { stockFilter } = site.config.search;
  const cutoff = soldCutoffMs(site, TEST_NOW);
  return generateStock(site, { size: SIZE, now: TEST_NOW }).filter(
    (car) =>
      car.showOnDealerWebsite &&
      (stockFilter.carTypes.length === 0 || stockFilter.carTypes.includes(car.carType)) &&
      (car.status !== 'sold' || Date.parse(car.soldAt ?? car.updatedAt) >= cutoff),
  );
}

const forSale = (car: CarRecord) => car.status !== 'sold' && car.price > 500;
const ageOf = (car: CarRecord) => TEST_NOW.getUTCFullYear() - car.year;

/** Demo sites with changed finance settings; `configure` gets each site's finance block. */
async function sitesWith(
  changes: Record<string, (site: Site) => Record<string, unknown>>,
): Promise<Site[]> {
  return (await loadDemoSites())
    .filter((site) => changes[site.config.slug])
    .map((site) => ({
      ...site,
      config: siteConfigSchema.parse({ ...site.config, ...changes[site.config.slug]!(site) }),
    }));
}

describe('on the demo sites', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform(SIZE);
  });
  afterAll(() => platform.close());

  it.each([
    [COASTAL, 'stratton', 'Stratton Finance'],
    [NORTHSIDE, 'carclarity', 'CarClarity'],
    [OUTBACK, 'manual', 'Outback Finance'],
  ])('%s estimates each car for sale with its provider’s quote', async (slug, provider, name) => {
    const site = platform.site(slug);
    const quote = financeQuoter(site.config.finance.lenders);
    const cars = shownStock(site)
      .filter((car) => forSale(car) && ageOf(car) < 12)
      .slice(0, 5);
    expect(cars.length).toBeGreaterThan(0);
    for (const car of cars) {
      const entry = quote(car.price)[provider]!;
      expect((await carFinance(platform, slug, car.slug)).financeEstimate).toEqual({
        provider,
        lenderName: name,
        perWeek: entry.paymentWeek,
        perMonth: entry.paymentMonth,
        interestRate: entry.interestRate,
        comparisonRate: entry.comparisonRate,
        termYears: entry.termYears,
        deposit: entry.deposit,
        balloon: entry.balloon,
        establishmentFees: entry.establishmentFees,
        totalPayable: entry.totalPayable,
        disclaimer: entry.disclaimer,
        comparisonRateRange: null,
      });
    }
  });

  it('shows no estimate and no calculator for a car without a price', async () => {
    for (const slug of [COASTAL, NORTHSIDE, OUTBACK]) {
      const unpriced = shownStock(platform.site(slug)).find((car) => car.price === 0)!;
      const result = await carFinance(platform, slug, unpriced.slug);
      expect(result).toMatchObject({ financeEstimate: null, page: null, sidebar: null });
    }
  });

  it('shows neither an estimate nor a calculator for a sold car', async () => {
    const sold = shownStock(platform.site(COASTAL)).find(
      (car) => car.status === 'sold' && car.price > 500,
    )!;
    const result = await carFinance(platform, COASTAL, sold.slug);
    expect(result.financeEstimate).toBeNull();
    expect(result.sidebar).toBeNull();
  });

  it('coastal: the default calculator, opening on the car’s estimate, Stratton’s interest range', async () => {
    const car = shownStock(platform.site(COASTAL)).find(
      (c) => forSale(c) && ageOf(c) < 12 && c.price < 250_000,
    )!;
    const { page, sidebar } = await carFinance(platform, COASTAL, car.slug);
    const lender = quoteFor(platform.site(COASTAL), car.price, 'stratton');
    expect(page!.loan).toEqual({ min: 1000, max: 100_000, step: 500 });
    expect(sidebar).toEqual({
      loan: { min: 1000, max: 250_000, step: 500 },
      term: {
        min: 1,
        max: 7,
        step: 0.5,
        options: [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7],
      },
      interest: { min: 7.5, max: 14.5, step: 0.5, locked: false },
      deposit: { min: 0, max: 250_000, step: 0.5 },
      residual: { min: 0, max: 250_000, step: 0.5 },
      // Stratton's quote: the price over its 5 years, no deposit; the card shows the same loan.
      defaults: {
        loanAmount: car.price,
        termYears: 5,
        interestRate: 8.99,
        deposit: 0,
        residual: 0,
        frequency: 'WEEK',
      },
      frequencies: [
        { frequency: 'WEEK', label: 'Weekly', abbreviation: 'wk', paymentsPerYear: 52 },
        { frequency: 'FORTNIGHT', label: 'Fortnightly', abbreviation: 'fn', paymentsPerYear: 26 },
        { frequency: 'MONTH', label: 'Monthly', abbreviation: 'mo', paymentsPerYear: 12 },
      ],
      rounding: 'UP',
      establishmentFee: 495,
      lenderName: 'Stratton Finance',
      disclaimer: lender.disclaimer,
      disclaimerCollapseAt: null,
      openingNote: null,
    });
  });

  it('northside: opens on the car’s price, monthly, over its own terms, rate locked', async () => {
    const car = shownStock(platform.site(NORTHSIDE)).find(
      (c) => forSale(c) && c.price > 1000 && c.price < 100_000,
    )!;
    const { sidebar } = await carFinance(platform, NORTHSIDE, car.slug);
    expect(sidebar).toMatchObject({
      term: { min: 1, max: 5, options: [1, 2, 3, 4, 5] },
      interest: { min: 0.5, max: 15, locked: true },
      defaults: { loanAmount: car.price, termYears: 5, interestRate: 9.49, frequency: 'MONTH' },
      lenderName: 'CarClarity',
      disclaimerCollapseAt: 197,
    });
  });

  it('outback: lends 1.05 × the price on vans above $100,000, over the lender’s 7 years', async () => {
    const stock = shownStock(platform.site(OUTBACK));
    const dear = stock.find((car) => forSale(car) && car.price > 100_000)!;
    const cheap = stock.find((car) => forSale(car) && car.price <= 100_000)!;
    const dearCar = await carFinance(platform, OUTBACK, dear.slug);
    const cap = Math.ceil((dear.price * 1.05) / 500) * 500;
    expect(dearCar.page!.loan.max).toBe(cap);
    expect(dearCar.sidebar!.loan.max).toBe(cap);
    // The van's own loan: its price less the lender's 10 % deposit of that price, so the
    // calculator opens on the weekly figure its card shows.
    expect(dearCar.sidebar!.defaults).toMatchObject({
      loanAmount: dear.price,
      termYears: 7,
      deposit: Math.round(dear.price * 0.1),
    });
    expect(dearCar.sidebar!.openingNote).toBeNull();
    const cheapCar = await carFinance(platform, OUTBACK, cheap.slug);
    expect(cheapCar.page!.loan.max).toBe(100_000);
    expect(cheapCar.sidebar!.loan.max).toBe(250_000);
  });
});

function quoteFor(site: Site, price: number, provider: string) {
  return financeQuoter(site.config.finance.lenders)(price)[provider]!;
}

describe('with finance settings changed', () => {
  let platform: Platform;
  let sites: Site[];
  beforeAll(async () => {
    sites = await sitesWith({
      // Toyota and the Port Macquarie dealership get no finance.
      [COASTAL]: (site) => ({
        finance: {
          ...site.config.finance,
          excludedMakes: ['TOYOTA'],
          excludedDealerships: ['coastal-port-macquarie'],
        },
      }),
      [NORTHSIDE]: (site) => ({ features: { ...site.config.features, finance: false } }),
      // Outback quotes through Stratton, which finances only vehicles under 12 years old.
      [OUTBACK]: (site) => ({
        finance: {
          ...site.config.finance,
          provider: 'stratton',
          lenders: [
            ...site.config.finance.lenders,
            {
              key: 'stratton',
              name: 'Stratton Finance',
              interestRate: 8.99,
              comparisonRate: 9.89,
              termYears: 5,
            },
          ],
        },
      }),
    });
    platform = await createTestPlatform(SIZE, sites);
  });
  afterAll(() => platform.close());

  it('hides estimate and calculator for an excluded make or dealership', async () => {
    const site = platform.site(COASTAL);
    const stock = shownStock(site).filter(forSale);
    const dealership = (car: CarRecord) => site.locationsById.get(car.locationId)!.dealershipSlug;
    const toyota = stock.find((car) => car.make === 'Toyota')!;
    const portMacquarie = stock.find(
      (car) => car.make !== 'Toyota' && dealership(car) === 'coastal-port-macquarie',
    )!;
    const other = stock.find(
      (car) => car.make !== 'Toyota' && dealership(car) !== 'coastal-port-macquarie',
    )!;
    for (const excluded of [toyota, portMacquarie]) {
      expect(await carFinance(platform, COASTAL, excluded.slug)).toMatchObject({
        financeEstimate: null,
        page: null,
        sidebar: null,
      });
    }
    const shown = await carFinance(platform, COASTAL, other.slug);
    expect(shown.financeEstimate).toMatchObject({ provider: 'stratton' });
    expect(shown.sidebar).not.toBeNull();
  });

  it('hides estimate and calculator on a site with finance off', async () => {
    const car = shownStock(platform.site(NORTHSIDE)).find(forSale)!;
    expect(await carFinance(platform, NORTHSIDE, car.slug)).toMatchObject({
      financeEstimate: null,
      page: null,
      sidebar: null,
    });
  });

  it('hides Stratton’s estimate on vehicles 12 years old or more', async () => {
    const stock = shownStock(platform.site(OUTBACK)).filter(forSale);
    const old = stock.filter((car) => ageOf(car) >= 12);
    const young = stock.find((car) => ageOf(car) === 11) ?? stock.find((car) => ageOf(car) < 12)!;
    expect(old.length).toBeGreaterThan(0);
    for (const car of old) {
      expect((await carFinance(platform, OUTBACK, car.slug)).financeEstimate).toBeNull();
    }
    expect((await carFinance(platform, OUTBACK, young.slug)).financeEstimate).toMatchObject({
      provider: 'stratton',
      perWeek: quoteFor(platform.site(OUTBACK), young.price, 'stratton').paymentWeek,
    });
  });
});

describe('with the lender API as the finance source', () => {
  const requested: string[] = [];
  /** What the lender API answers for a car, by the car's id. */
  const answers = new Map<string, { status: number; body: unknown }>();
  let server: Server;
  let platform: Platform;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requested.push(request.url ?? '');
      const id = /^\/lenders\/cars\/([^/]+)\/finance$/.exec(request.url ?? '')?.[1] ?? '';
      const answer = answers.get(decodeURIComponent(id)) ?? { status: 404, body: {} };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lenders`;
    const sites = await sitesWith({
      [OUTBACK]: (site) => ({
        finance: { ...site.config.finance, source: { kind: 'http', baseUrl, timeoutMs: 1000 } },
      }),
      // Quotes from its own settings, in the same deployment.
      [COASTAL]: () => ({}),
    });
    platform = await createTestPlatform(SIZE, sites);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await platform.close();
  });

  const manual = (entry: Record<string, unknown>) => ({
    finance_lenders: {
      manual: {
        interestRate: 11.5,
        comparisonRate: 12.4,
        deposit: 2000,
        termMonths: 84,
        establishmentFees: 400,
        ...entry,
      },
    },
    disclaimer: 'Quoted by the lender API.',
  });

  it('shows the API’s quote, and uses it for the calculator’s opening values', async () => {
    const car = shownStock(platform.site(OUTBACK)).filter(forSale)[0]!;
    answers.set(car.id, { status: 200, body: manual({ paymentWeek: 321, paymentMonth: 1390 }) });
    requested.length = 0;
    const result = await carFinance(platform, OUTBACK, car.slug);
    expect(result.financeEstimate).toEqual({
      provider: 'manual',
      lenderName: 'Outback Finance',
      perWeek: 321,
      perMonth: 1390,
      interestRate: 11.5,
      comparisonRate: 12.4,
      termYears: 7,
      deposit: 2000,
      balloon: 0,
      establishmentFees: 400,
      totalPayable: null,
      disclaimer: 'Quoted by the lender API.',
      comparisonRateRange: null,
    });
    expect(result.sidebar!.defaults).toMatchObject({
      interestRate: 11.5,
      deposit: 2000,
      termYears: 7,
    });
    expect(result.sidebar!.establishmentFee).toBe(400);
    // One request serves the estimate and both calculators.
    expect(requested).toEqual([`/lenders/cars/${car.id}/finance`]);
  });

  it('hides the estimate when the manual lender quotes no weekly repayment', async () => {
    const car = shownStock(platform.site(OUTBACK)).filter(forSale)[1]!;
    answers.set(car.id, { status: 200, body: manual({ paymentMonth: 1390 }) });
    expect((await carFinance(platform, OUTBACK, car.slug)).financeEstimate).toBeNull();
  });

  it('hides the estimate, not the page, when the API fails or answers nonsense', async () => {
    const [broken, nonsense] = shownStock(platform.site(OUTBACK)).filter(forSale).slice(2, 4);
    answers.set(broken!.id, { status: 500, body: { error: 'down' } });
    answers.set(nonsense!.id, { status: 200, body: { lenders: [] } });
    for (const car of [broken!, nonsense!]) {
      const result = await carFinance(platform, OUTBACK, car.slug);
      expect(result.financeEstimate).toBeNull();
      // The calculator still opens, on the site's defaults.
      expect(result.sidebar!.defaults.interestRate).toBe(9.95);
    }
  });

  it('asks nothing about an unpriced or a sold car', async () => {
    const stock = shownStock(platform.site(OUTBACK));
    const unpriced = stock.find((car) => car.price === 0)!;
    const sold = stock.find((car) => car.status === 'sold' && car.price > 500)!;
    answers.set(sold.id, { status: 200, body: manual({ paymentWeek: 321 }) });
    requested.length = 0;
    expect((await carFinance(platform, OUTBACK, unpriced.slug)).financeEstimate).toBeNull();
    expect((await carFinance(platform, OUTBACK, sold.slug)).financeEstimate).toBeNull();
    // Neither gets an estimate or a calculator, so the lender is never asked.
    expect(requested).toEqual([]);
  });

  it('asks only about this site’s cars, once per car of a search page', async () => {
    requested.length = 0;
    const coastal = await platform.query<{
      carSearch: { edges: { node: { financeEstimate: { provider: string } | null } }[] };
    }>(platform.hostOf(COASTAL), SEARCH);
    expect(coastal.data!.carSearch.edges.some((e) => e.node.financeEstimate !== null)).toBe(true);
    expect(requested).toEqual([]);

    const outback = await platform.query<{
      carSearch: { edges: { node: { internalId: string; status: string; price: number } }[] };
    }>(platform.hostOf(OUTBACK), SEARCH);
    const quotable = outback
      .data!.carSearch.edges.map((e) => e.node)
      .filter((car) => car.status !== 'SOLD' && car.price > 0);
    expect(quotable.length).toBeGreaterThan(10);
    expect(requested.sort()).toEqual(
      quotable.map((car) => `/lenders/cars/${car.internalId}/finance`).sort(),
    );
  });
});

const SEARCH = /* GraphQL */ `
  query FinanceSearch {
    carSearch(first: 30) {
      edges {
        node {
          internalId
          status
          price
          financeEstimate {
            provider
          }
        }
      }
    }
  }
`;
