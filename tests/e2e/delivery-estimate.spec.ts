import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { expect } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { findCarInStock } from './support/demo-cars.js';
import { openHydrated } from './support/hydration.js';

const CANNOT_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

test.describe('delivery estimate', () => {
  test('answers a price and region for a postcode, and the spec’s sentences otherwise', async ({
    page,
    demoSite,
  }) => {
    const site = (await loadDemoSites()).find((s) => s.config.slug === demoSite.slug)!;
    test.skip(
      !site.config.features.deliveryCalculator || site.config.delivery.bands.length === 0,
      'this site offers no delivery estimate',
    );
    const car = await findCarInStock(page, () => true);
    expect(car, 'a car in stock').not.toBeNull();
    await openHydrated(page, car!.path);

    const calculator = page.getByRole('region', { name: 'Delivery estimate' });
    const postcode = calculator.getByLabel('Postcode');
    const calculate = calculator.getByRole('button', { name: 'Calculate' });
    const result = calculator.locator('.delivery-calculator__result');

    await calculate.click();
    await expect(result).toHaveText('Please enter a postcode.');

    // Sydney is within every demo site's delivery table; Perth is beyond all of them.
    const regions = site.config.delivery.bands.map((band) => band.name).join('|');
    await postcode.fill('2000');
    await calculate.click();
    await expect(result).toHaveText(new RegExp(`^Delivery to (${regions}): \\$[\\d,]+$`));

    await postcode.fill('6000');
    await calculate.click();
    await expect(result).toHaveText(CANNOT_ESTIMATE);
    await expect(postcode).toHaveValue('6000');
  });
});
