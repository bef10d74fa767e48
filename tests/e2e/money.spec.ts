import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { openHydrated } from './support/hydration.js';
import { querySiteApi } from './support/site-api.js';

/** What these tests read of a car, through the site's own GraphQL API. */
interface MoneyCar {
  slug: string;
  path: string;
  itemType: string;
  price: number;
  financeEnquiryPath: string;
  hasPersonalisedFinance: boolean;
  priceDisplay: { kind: string; text: string; cashText: string | null };
  financeEstimate: { perWeek: number } | null;
  financeCalculator: {
    openingNote: string | null;
    defaults: { loanAmount: number; deposit: number };
  } | null;
  priceGauge: { marketRangeMin: number; marketRangeMax: number } | null;
  marketPriceBadge: { averageMarketPrice: number; belowAverageBy: number } | null;
}

const MONEY_CARS = /* GraphQL */ `
  query MoneyCars($page: Int!) {
    site {
      financeEnquiryPath
      navigation {
        label
        href
      }
    }
    carSearch(filters: { status: [IN_STOCK] }, first: 100, page: $page) {
      pageCount
      edges {
        node {
          slug
          path
          itemType
          price
          financeEnquiryPath
          hasPersonalisedFinance
          priceDisplay {
            kind
            text
            cashText
          }
          financeEstimate {
            perWeek
          }
          financeCalculator(variant: SIDEBAR) {
            openingNote
            defaults {
              loanAmount
              deposit
            }
          }
          priceGauge {
            marketRangeMin
            marketRangeMax
          }
          marketPriceBadge {
            averageMarketPrice
            belowAverageBy
          }
        }
      }
    }
  }
`;

interface MoneyData {
  site: { financeEnquiryPath: string; navigation: { label: string; href: string }[] };
  carSearch: { pageCount: number; edges: { node: MoneyCar }[] };
}

const MAX_PAGES = 8;

/** The site under test's finance page and the first in-stock car that matches (or null). */
async function findMoneyCar(page: Page, matches: (car: MoneyCar) => boolean) {
  await page.goto('/healthz');
  let site: MoneyData['site'] | null = null;
  for (let number = 1; number <= MAX_PAGES; number++) {
    const data = await querySiteApi<MoneyData>(page, MONEY_CARS, { page: number });
    site = data.site;
    const car = data.carSearch.edges.map((e) => e.node).find(matches);
    if (car) return { site, car };
    if (number >= data.carSearch.pageCount) break;
  }
  return { site: site!, car: null };
}

const dollars = (text: string) => Number(text.replace(/[^\d]/g, ''));

test.describe('money that agrees with itself', () => {
  test('the calculator opens on the weekly figure the sticky header shows, for the car’s own loan', async ({
    page,
  }) => {
    // The dearest priced car with an estimate: on the caravan site, a van of over $100,000.
    const { car } = await findMoneyCar(
      page,
      (c) => c.financeEstimate !== null && c.financeCalculator !== null && c.price > 60_000,
    );
    expect(car, 'a dear car with a finance estimate').not.toBeNull();
    const estimate = car!.financeEstimate!;
    await openHydrated(page, car!.path);

    const calculator = page.getByRole('region', { name: 'Estimate your repayments' });
    // The loan is the car's price (less the lender's deposit of that price), not a fixed $30,000.
    await expect(calculator.getByLabel('Loan amount')).toHaveValue(
      car!.financeCalculator!.defaults.loanAmount.toLocaleString('en-AU'),
    );
    expect(car!.financeCalculator!.defaults.loanAmount).toBe(car!.price);
    await calculator.getByRole('radio', { name: 'Weekly' }).check();
    const repayment = calculator.locator('.finance-calculator__repayment');
    await expect(repayment).toContainText('per week');
    const opening = dollars((await repayment.locator('strong').textContent()) ?? '');
    expect(opening).toBe(estimate.perWeek);
    // Agreeing, it needs no reason.
    await expect(calculator.locator('.finance-calculator__opening-note')).toHaveCount(0);

    // The sticky header, as the card does, shows the same estimate.
    await page.mouse.wheel(0, 900);
    const header = page.locator('.sticky-car-header');
    await expect(header.locator('.finance-estimate-line__amount')).toHaveText(
      `$${estimate.perWeek.toLocaleString('en-AU')}`,
    );
  });

  test('a caravan’s calculator lends its price, never a deposit of it off $30,000', async ({
    page,
    demoSite,
  }) => {
    test.skip(demoSite.slug !== 'outback-caravans', 'caravans are on the caravan site');
    const { car } = await findMoneyCar(
      page,
      (c) => c.itemType === 'CARAVAN' && c.price > 100_000 && c.financeEstimate !== null,
    );
    expect(car, 'a caravan over $100,000 with an estimate').not.toBeNull();
    const { defaults, openingNote } = car!.financeCalculator!;
    expect(defaults.loanAmount).toBe(car!.price);
    expect(defaults.deposit).toBe(Math.round(car!.price * 0.1));
    expect(openingNote).toBeNull();
    // A six-figure van is hundreds a week, not "$70 per week".
    expect(car!.financeEstimate!.perWeek).toBeGreaterThan(200);
  });

  test('the market badge names an average inside the gauge’s market range', async ({
    page,
    demoSite,
  }) => {
    test.skip(demoSite.slug !== 'coastal-motor-group', 'the site with both badge and gauge');
    const { car } = await findMoneyCar(page, (c) => !!c.marketPriceBadge && !!c.priceGauge);
    expect(car, 'a car with both a market badge and a gauge').not.toBeNull();
    await openHydrated(page, car!.path);
    const badge = page.locator('.market-price-badge');
    await expect(badge).toBeVisible();
    const average = dollars(
      /average market price of (\$[\d,]+)/.exec((await badge.textContent()) ?? '')![1]!,
    );
    const gauge = car!.priceGauge!;
    expect(average).toBeGreaterThanOrEqual(gauge.marketRangeMin);
    expect(average).toBeLessThanOrEqual(gauge.marketRangeMax);
  });

  test('a subscription price says so, and the cash price stays beside it', async ({
    page,
    demoSite,
  }) => {
    test.skip(demoSite.slug !== 'northside-used-cars', 'the subscription site');
    const { car } = await findMoneyCar(
      page,
      (c) => c.priceDisplay.kind === 'SUBSCRIPTION' && c.priceDisplay.cashText !== null,
    );
    expect(car, 'a car with a subscription price').not.toBeNull();
    await openHydrated(page, car!.path);
    const price = page.locator('.car-sidebar .car-price').first();
    await expect(price.locator('.car-price__amount')).toHaveText(car!.priceDisplay.text);
    await expect(price.locator('.car-price__type')).toHaveText('Subscription');
    await expect(price.locator('.car-price__cash')).toContainText(
      `or buy for ${car!.priceDisplay.cashText!}`,
    );
  });
});

test.describe('finance enquiry routes', () => {
  test('the menu’s finance link is the site’s finance page; other finance addresses are not pages', async ({
    page,
  }) => {
    const { site } = await findMoneyCar(page, () => true);
    const finance = site.navigation.find((entry) => entry.label === 'Finance');
    expect(finance?.href).toBe(site.financeEnquiryPath);
    const response = await page.goto(site.financeEnquiryPath);
    expect(response?.status()).toBe(200);
    await expect(page.locator('#finance-form')).toBeVisible();
    for (const path of ['/finance', '/finance-enquiry', '/apply-for-finance']) {
      if (path === site.financeEnquiryPath) continue;
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });

  test('a vehicle’s Apply for finance leads to a real finance form about it', async ({ page }) => {
    const { car } = await findMoneyCar(page, (c) => c.financeCalculator !== null);
    expect(car, 'a car with a calculator').not.toBeNull();
    await openHydrated(page, car!.path);
    await page.getByRole('link', { name: 'Apply for finance' }).click();
    await expect(page).toHaveURL(
      car!.hasPersonalisedFinance
        ? new RegExp(`/personalised/finance\\?car_id=${car!.slug}`)
        : new RegExp(`^[^?]*${car!.financeEnquiryPath}\\?`),
    );
    await expect(page.locator('#finance-form')).toBeVisible();
  });

  test('a vehicle with an NVIC has its personalised finance page, where the site offers one', async ({
    page,
    demoSite,
  }) => {
    test.skip(demoSite.slug !== 'outback-caravans', 'the site with personalised finance');
    const { car } = await findMoneyCar(page, (c) => c.hasPersonalisedFinance);
    expect(car, 'a vehicle with an NVIC').not.toBeNull();
    expect(car!.financeEnquiryPath).toBe('/personalised/finance');
    const response = await page.goto(`/personalised/finance?car_id=${car!.slug}`);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personalised finance' }),
    ).toBeVisible();
    await expect(page.locator('#finance-form')).toBeVisible();
    // A caravan has no NVIC: no such page for it.
    const { car: caravan } = await findMoneyCar(page, (c) => c.itemType === 'CARAVAN');
    const missing = await page.goto(`/personalised/finance?car_id=${caravan!.slug}`);
    expect(missing?.status()).toBe(404);
  });
});
