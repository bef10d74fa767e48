import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { findCarInStock } from './support/demo-cars.js';
import { test } from './support/demo-site-fixture.js';
import { openHydrated } from './support/hydration.js';

test.describe('recently viewed vehicles', () => {
  test('lists a vehicle viewed before on the next vehicle page, until the shopper clears it', async ({
    page,
  }) => {
    const first = await findCarInStock(page, () => true);
    expect(first, 'a car in stock').not.toBeNull();
    const second = await findCarInStock(page, (car) => car.id !== first!.id);
    expect(second, 'a second car in stock').not.toBeNull();

    await openHydrated(page, first!.path);
    const strip = page.getByRole('region', { name: 'Recently viewed' });
    // The first vehicle page has nothing earlier to show, and the page's own vehicle is not listed.
    await expect(page.locator('.car-page')).toBeVisible();
    await expect(strip).toHaveCount(0);

    await openHydrated(page, second!.path);
    await expect(strip).toBeVisible();
    const cards = strip.getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('heading')).toHaveText(first!.name);
    await expect(cards.first().getByRole('link', { name: first!.name })).toHaveAttribute(
      'href',
      first!.path,
    );
    const { violations } = await new AxeBuilder({ page }).include('.recently-viewed').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // Back on the first vehicle: the second is now the one viewed before it.
    await openHydrated(page, first!.path);
    await expect(strip.getByRole('article').getByRole('heading')).toHaveText(second!.name);

    await strip.getByRole('button', { name: 'Clear recently viewed vehicles' }).click();
    await expect(strip).toHaveCount(0);
    await openHydrated(page, second!.path);
    await expect(page.locator('.car-page')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
  });
});
