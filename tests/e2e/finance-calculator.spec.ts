import { expect, type Locator } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { findCarInStock } from './support/demo-cars.js';
import { openHydrated } from './support/hydration.js';

/** The repayment the results box shows, in whole dollars, and the period it is per. */
async function shownRepayment(results: Locator): Promise<{ dollars: number; per: string }> {
  const text = (await results.locator('.finance-calculator__repayment').textContent()) ?? '';
  const match = /^\$([\d,]+)\s+(.+)$/.exec(text.trim());
  if (!match) throw new Error(`no repayment in "${text}"`);
  return { dollars: Number(match[1]!.replace(/,/g, '')), per: match[2]! };
}

test.describe('finance calculator', () => {
  test('the repayment follows the loan, the term and the frequency as the shopper changes them', async ({
    page,
  }) => {
    const car = await findCarInStock(page, (c) => c.financeCalculator !== null);
    expect(car, 'a car in stock with a finance calculator').not.toBeNull();
    await openHydrated(page, car!.path);

    const calculator = page.getByRole('region', {
      name: /finance calculator|estimate your repayments/i,
    });
    const results = calculator.getByRole('status');
    const loan = calculator.getByLabel('Loan amount');

    await loan.fill('40000');
    await loan.blur();
    await expect(loan).toHaveValue('40,000');
    const at40k = await shownRepayment(results);

    await loan.fill('20000');
    await loan.blur();
    await expect
      .poll(async () => (await shownRepayment(results)).dollars)
      .toBeLessThan(at40k.dollars);
    const at20k = await shownRepayment(results);

    // A longer term spreads the same loan over more payments: each one is smaller.
    const term = calculator.getByLabel('Loan term');
    const isSelect = (await term.evaluate((el) => el.tagName)) === 'SELECT';
    if (isSelect) {
      const values = await term
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      await term.selectOption(values[0]!);
      const shortest = await shownRepayment(results);
      await term.selectOption(values[values.length - 1]!);
      await expect
        .poll(async () => (await shownRepayment(results)).dollars)
        .toBeLessThan(shortest.dollars);
    } else {
      const max = await term.getAttribute('max');
      await term.fill('0');
      const shortest = await shownRepayment(results);
      await term.fill(max!);
      await expect
        .poll(async () => (await shownRepayment(results)).dollars)
        .toBeLessThan(shortest.dollars);
    }
    const weekly = await shownRepayment(results);

    // Monthly: about 52 / 12 times the weekly figure, labelled per month.
    await calculator.getByRole('radio', { name: 'Weekly' }).check();
    const perWeek = await shownRepayment(results);
    await calculator.getByRole('radio', { name: 'Monthly' }).check();
    await expect.poll(async () => (await shownRepayment(results)).per).toMatch(/month|mo/);
    const perMonth = await shownRepayment(results);
    expect(perMonth.dollars / perWeek.dollars).toBeGreaterThan(4);
    expect(perMonth.dollars / perWeek.dollars).toBeLessThan(4.5);
    expect(weekly.dollars).toBeGreaterThan(0);
    expect(at20k.dollars).toBeGreaterThan(0);

    // Out of range: clamped to the bound on leaving the field, with the help text saying why.
    await loan.fill('-5');
    await loan.blur();
    await expect(
      calculator.getByText(/Cannot be less than \$[\d,]+ or more than \$[\d,]+/).first(),
    ).toBeVisible();
    await expect(loan).not.toHaveValue('-5');
  });

  test('Get Finance takes the shopper to the calculator', async ({ page }) => {
    const car = await findCarInStock(page, (c) => c.financeCalculator !== null);
    expect(car).not.toBeNull();
    await openHydrated(page, car!.path);
    await page
      .getByRole('complementary', { name: 'Vehicle summary' })
      .getByRole('link', { name: 'Get Finance' })
      .click();
    await expect(
      page.getByRole('heading', { name: /finance calculator|estimate your repayments/i }),
    ).toBeFocused();
    await expect(page.locator('#finance-calculator')).toBeInViewport();
  });
});
