import { AxeBuilder } from '@axe-core/playwright';
import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { expect, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { findCarInStock, type DemoCar } from './support/demo-cars.js';
import { DEMO_SITES } from './support/demo-sites.js';
import { openHydrated } from './support/hydration.js';
import { persistedOperationId } from './support/persisted-operations.js';

/** Accessibility findings that fail the page; minor and moderate ones are left to review. */
const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** The gallery's "3 / 12" counter. */
const COUNTER = /^(\d+) \/ (\d+)$/;

/** The spin's accessible name: "360° view, 90°". */
const SPIN_ANGLE = /360° view, (\d+)°/;

/** One spin frame, in degrees: the demo spins have 36 frames. */
const DEGREES_PER_FRAME = 10;

/** The sticky header appears after this much scroll (spec 1 §9). */
const STICKY_HEADER_SCROLL_PX = 500;

async function carOrFail(page: Page, description: string, matches: (car: DemoCar) => boolean) {
  const car = await findCarInStock(page, matches);
  expect(car, `a car in stock ${description}`).not.toBeNull();
  return car!;
}

async function counterOf(page: Page) {
  const text =
    (await page.locator('.car-page__media .gallery-slider__counter').textContent()) ?? '';
  const match = COUNTER.exec(text.trim());
  expect(match, `a counter like "1 / 5", got "${text}"`).not.toBeNull();
  return { current: Number(match![1]), total: Number(match![2]) };
}

test.describe('vehicle page', () => {
  test('swiping the gallery moves to the next photo, and full screen opens there', async ({
    page,
  }) => {
    const car = await carOrFail(page, 'with more than 3 photos and no spin', (c) => {
      return c.photosCount > 3 && c.spinImages.length === 0;
    });
    await openHydrated(page, car.path);
    const gallery = page.getByRole('region', { name: `Photos of ${car.name}` }).first();
    await expect(gallery.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    const { current, total } = await counterOf(page);
    expect(current).toBe(1);
    await expect(page.getByRole('list', { name: 'Photos' }).getByRole('button')).toHaveCount(
      car.photosCount,
    );

    // Swiping goes live once the browser is idle after loading (or as soon as it is reached for).
    await expect(gallery).toHaveAttribute('data-swipeable');
    // A shopper's swipe: press on the photo, drag it leftwards, let go.
    const box = (await gallery.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 12 });
    await page.mouse.up();
    await expect.poll(async () => (await counterOf(page)).current).toBe(2);
    await expect(gallery.getByRole('button', { name: 'Previous slide' })).toBeEnabled();

    await gallery.getByRole('button', { name: 'View full screen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the 360° view turns with the arrow keys', async ({ page }) => {
    const car = await carOrFail(page, 'with a 360° spin', (c) => c.spinImages.length > 0);
    await openHydrated(page, car.path);
    await page.getByRole('tab', { name: 'Spin' }).click();
    const spin = page.getByRole('slider', { name: SPIN_ANGLE });
    await expect(spin).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Swipe to spin')).toBeVisible();

    await spin.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Swipe to spin')).toBeHidden();
    const angleOf = async () =>
      Number(SPIN_ANGLE.exec((await spin.getAttribute('aria-label')) ?? '')?.[1]);
    const before = await angleOf();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await angleOf()).toBe((before + 2 * DEGREES_PER_FRAME) % 360);
    await page.keyboard.press('ArrowLeft');
    expect(await angleOf()).toBe((before + DEGREES_PER_FRAME) % 360);
  });

  test('calling the dealer shows the number, recording a reveal where it is masked', async ({
    page,
    demoSite,
  }) => {
    const site = (await loadDemoSites()).find((s) => s.config.slug === demoSite.slug)!;
    const car = await carOrFail(page, 'with a phone', (c) => c.dealerPhone !== null);
    await openHydrated(page, car.path);
    const sidebar = page.getByRole('complementary', { name: 'Vehicle summary' });
    let number = car.dealerPhone!;

    if (site.config.contact.phoneReveal === 'masked') {
      // The page was given the masked number only: the whole one is the reveal's answer.
      const masked = sidebar.getByRole('button', { name: /Call/ });
      await expect(masked).toContainText(number);
      expect(number).toContain('*');
      const revealed = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/graphql' &&
          (response.request().postData() ?? '').includes(
            persistedOperationId('useRevealDealerPhoneMutation'),
          ),
      );
      await masked.click();
      const answer = (await (await revealed).json()) as {
        data?: { revealDealerPhone: { phone: string; car: { id: string } } };
      };
      expect(answer.data?.revealDealerPhone.car.id).toBe(car.id);
      number = answer.data!.revealDealerPhone.phone;
      expect(number.slice(0, 5)).toBe(car.dealerPhone!.slice(0, 5));
      expect(number).not.toContain('*');
    }
    const link = sidebar.getByRole('link', { name: new RegExp(number) });
    await expect(link).toHaveAttribute('href', `tel:${number.replace(/\s/g, '')}`);
  });

  test('the sticky header appears once the page has scrolled', async ({ page }) => {
    const car = await carOrFail(page, 'with photos', (c) => c.photosCount > 0);
    await openHydrated(page, car.path);
    const header = page.locator('.sticky-car-header');
    await expect(header).toHaveAttribute('data-visible', 'false');
    await page.evaluate((y) => window.scrollTo(0, y), STICKY_HEADER_SCROLL_PX + 100);
    await expect(header).toHaveAttribute('data-visible', 'true');
    await expect(page.getByRole('complementary', { name: `${car.name} summary` })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-visible', 'false');
  });

  test('tells search engines what the car is, and counts the view', async ({ page }) => {
    const car = await carOrFail(page, 'with photos', (c) => c.photosCount > 0);
    await openHydrated(page, car.path);
    const documents = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.flatMap((s) => JSON.parse(s.textContent ?? '[]')));
    const structured = documents as { '@type': string; name?: string; offers?: unknown }[];
    // Car, Motorcycle or (a caravan) Vehicle: search-edges.spec.ts checks which is which.
    const vehicleTypes = ['Car', 'Motorcycle', 'Vehicle'];
    expect(structured.find((d) => vehicleTypes.includes(d['@type']))).toMatchObject({
      name: car.name,
      offers: { '@type': 'Offer', priceCurrency: 'AUD' },
    });
    expect(structured.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    await expect(page).toHaveTitle(
      new RegExp(`^${car.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(
      page.getByRole('complementary', { name: 'Vehicle summary' }).getByText(/^[\d,]+ views?$/),
    ).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    const car = await carOrFail(page, 'with photos', (c) => c.photosCount > 0);
    await openHydrated(page, car.path);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''));
    expect(blocking.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('a car of this site is not found on another site', async ({ page, demoSite, baseURL }) => {
    const car = await carOrFail(page, 'at all', () => true);
    const other = DEMO_SITES.find((s) => s.slug !== demoSite.slug)!;
    const otherUrl = new URL(car.path, baseURL!.replace(demoSite.slug, other.slug));
    const response = await page.goto(otherUrl.href);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'We couldn’t find that vehicle',
    );
  });
});
