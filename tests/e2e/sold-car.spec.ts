import { readFile } from 'node:fs/promises';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { Site } from '@forecourt/tenants/site';
import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { findDemoCar, type DemoCar } from './support/demo-cars.js';
import type { DemoSite } from './support/demo-sites.js';
import { openHydrated } from './support/hydration.js';

/** Spec 2 §9: "Copied" shows on the button for 1.5 s. */
const COPIED_MS = 1500;

async function siteOf(demoSite: DemoSite): Promise<Site> {
  return (await loadDemoSites()).find((s) => s.config.slug === demoSite.slug)!;
}

/** A recently sold car of the site with vehicles similar to it in stock. */
async function soldCarWithSimilar(page: Page): Promise<DemoCar> {
  const car = await findDemoCar(page, 'SOLD', (c) => c.similarCars.length > 0);
  expect(car, 'a recently sold car with similar cars in stock').not.toBeNull();
  return car!;
}

test.describe('sold vehicle page', () => {
  test('shows the sold panel and similar vehicles, and takes a request for a similar one', async ({
    page,
    demoSite,
  }) => {
    const site = await siteOf(demoSite);
    const type = site.config.labels.vehicleType;
    const car = await soldCarWithSimilar(page);
    await openHydrated(page, car.path);

    const panel = page.getByRole('region', { name: `Unfortunately this ${type} recently sold.` });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(`But don't worry, we can help you find a similar ${type}!`);

    // The strip loads when it comes near (lazy sites) or right away; its cards are the API's.
    const strip = page.locator('section.similar-cars');
    await strip.scrollIntoViewIfNeeded();
    const cards = strip.locator('.similar-cars__list > li');
    await expect(cards).toHaveCount(car.similarCars.length);
    await expect(cards.first().getByRole('link').first()).toHaveAttribute('href', /^\/cars\//);

    await panel.getByRole('button', { name: 'Find Me Something Similar' }).click();
    const form = page.getByRole('form', { name: 'Tell me when a similar one arrives' });
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form).toContainText('Enter an e-mail address or a phone number');
    await form.getByLabel('Phone').fill('0412 345 678');
    await form.getByLabel('E-mail').fill('shopper@example.com');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(panel).toContainText(
      new RegExp(`we'll let you know as soon as a similar ${type} arrives`, 'i'),
    );
  });

  test('copies the link to the page with a confirmation', async ({ page, context }) => {
    const car = await soldCarWithSimilar(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openHydrated(page, car.path);

    const copy = page.getByRole('button', { name: 'Copy link' });
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.locator('.toast__title')).toHaveText(`Copied ${car.name} to your clipboard!`);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(car.path, page.url()).href);
    // Back to "Copy link" after 1.5 s.
    await expect(copy).toBeVisible({ timeout: COPIED_MS * 2 });
  });

  test('prints the vehicle: a PDF download, or the print sheet in a new tab', async ({
    page,
    demoSite,
  }) => {
    const site = await siteOf(demoSite);
    const car = await soldCarWithSimilar(page);
    await openHydrated(page, car.path);
    const print = page.getByRole('button', { name: 'Print' });

    if (site.config.features.printAsPdf) {
      const download = page.waitForEvent('download');
      await print.click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`);
      const bytes = await readFile((await file.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } else {
      const popup = page.waitForEvent('popup');
      await print.click();
      const sheet = await popup;
      await sheet.waitForLoadState();
      expect(new URL(sheet.url()).pathname + new URL(sheet.url()).search).toBe(
        `/print?car_id=${car.slug}`,
      );
      await expect(sheet.getByRole('heading', { name: car.name })).toBeVisible();
      await expect(sheet.locator('svg[role="img"]').first()).toBeVisible();
    }
  });
});
