import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import {
  homePageSchema,
  type HomePageSettings,
} from '@forecourt/tenants/settings/home-page.schema';
import { test } from './support/demo-site-fixture.js';
import type { DemoSite } from './support/demo-sites.js';
import { holdBack } from './support/hold-back.js';
import { openHydrated } from './support/hydration.js';
import { scrollDownWholePage } from './support/thumb-scroll.js';
import { expectNoLayoutShift, largestPaint } from './support/paint-entries.js';
import { REPO_ROOT } from './support/repo-root.js';

/**
 * Issue 20 part 3: the home page. Each demo site shows its own hero, banner tiles and call-outs
 * from its settings; on a phone the tiles are a carousel driven by arrows, dots and arrow keys;
 * the stats banner belongs to group sites; without JavaScript every section is still there.
 */

/** A common phone: 390 × 844 CSS pixels, touch, mobile viewport rules. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** Accessibility findings that fail the page; minor and moderate ones are left to review. */
const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

interface SiteHome {
  name: string;
  kind: 'dealer' | 'group';
  home: HomePageSettings;
}

/** The site's settings as its site.json gives them, with the defaults filled in. */
function settingsOf(site: DemoSite): SiteHome {
  const file = path.join(REPO_ROOT, 'demo', 'sites', site.slug, 'site.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    name: string;
    kind?: 'dealer' | 'group';
    home?: unknown;
  };
  return { name: json.name, kind: json.kind ?? 'dealer', home: homePageSchema.parse(json.home) };
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Quick links' });
const dot = (page: Page, n: number) =>
  carousel(page).getByRole('button', { name: `Go to slide ${n}` });

async function expectNoBlockingAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''));
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `no serious accessibility violation on ${where}`,
  ).toEqual([]);
}

/** Checks every section the settings switch on is on the page, and the others are not. */
async function expectSections(page: Page, { name, kind, home }: SiteHome) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading ?? name);
  if (home.hero.image) {
    const picture = page.getByRole('img', { name: home.hero.image.alt });
    // The largest paint on wide screens, where a preload hurries it (main-photo-first.spec.ts).
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).toHaveAttribute('data-main-photo', /min-width/);
    await expect(picture).toHaveAttribute('width', /^\d+$/);
    await expect(picture).toHaveAttribute('height', /^\d+$/);
  }
  await expect(
    page.getByRole('main').getByRole('link', { name: home.hero.callToAction.label }),
  ).toHaveAttribute('href', home.hero.callToAction.href);

  const tiles = carousel(page).getByRole('link');
  await expect(tiles).toHaveCount(home.bannerTiles.tiles.length);
  for (const [i, tile] of home.bannerTiles.tiles.entries()) {
    await expect(tiles.nth(i)).toHaveAttribute('href', tile.href);
    await expect(tiles.nth(i)).toContainText(tile.title);
  }

  const stats = page.locator('.group-stats');
  if (kind === 'group') {
    for (const item of home.groupStats.items) {
      await expect(stats.getByText(item.value, { exact: true })).toBeVisible();
      await expect(stats.getByText(item.label, { exact: true })).toBeVisible();
    }
  } else {
    await expect(stats).toHaveCount(0);
  }

  const whyProduct = page.getByRole('region', { name: `Why ${home.whyProduct.product}?` });
  await expect(whyProduct).toHaveCount(home.whyProduct.enabled ? 1 : 0);
  if (home.whyProduct.enabled) {
    for (const item of home.whyProduct.items) {
      await expect(whyProduct.getByRole('heading', { name: item.title })).toBeVisible();
    }
  }
  const whyUs = page.getByRole('region', { name: home.whyBuyFromUs.title });
  await expect(whyUs).toHaveCount(home.whyBuyFromUs.enabled ? 1 : 0);

  const welcome = page.getByRole('region', { name: home.welcome.heading });
  if (home.welcome.enabled) {
    await expect(welcome.getByRole('link', { name: 'View Our Cars' })).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  } else {
    await expect(page.getByRole('link', { name: 'View Our Cars' })).toHaveCount(0);
  }

  const payments = page.getByRole('region', { name: home.acceptedPayments.heading });
  await expect(payments).toHaveCount(home.acceptedPayments.enabled ? 1 : 0);
  if (home.acceptedPayments.enabled) {
    for (const name of ['Mastercard', 'Visa', 'Google Pay', 'Apple Pay']) {
      await expect(payments.getByRole('img', { name })).toBeVisible();
    }
    await expect(payments.getByText('Maestro')).toBeVisible();
  }

  if (home.recentlyAdded.enabled) {
    const strip = page.getByRole('region', { name: home.recentlyAdded.heading });
    await expect(strip.locator('.stock-strip__item')).toHaveCount(home.recentlyAdded.count);
  }
}

test.describe('the home page on a wide screen', () => {
  test.use(DESKTOP);

  test('shows the site’s own hero, tiles in a row, stock strips and call-outs', async ({
    page,
    demoSite,
  }) => {
    await openHydrated(page, '/');
    await expectSections(page, settingsOf(demoSite));
    // The tiles' carousel is for phones only: on a wide screen, even once the browser is idle
    // (when a carousel loads its swiping code), the tiles stay a plain row. (The promotions
    // slider is a carousel on every screen, so the swiping code itself may load.)
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })));
    // A row of tiles: all on one line, no carousel controls.
    const tops = await carousel(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await expect(carousel(page).getByRole('button', { name: 'Next link' })).toBeHidden();
    await expectNoBlockingAxeViolations(page, 'the home page');
  });
});

test.describe('the home page on a phone', () => {
  test.use(PHONE);
  /** The carousel scrolls smoothly: on a busy machine the scroll can outlast the 5 s default. */
  const SCROLLED = { timeout: 15_000 };

  test('turns the tiles into a carousel driven by arrows, dots and arrow keys', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const previous = carousel(page).getByRole('button', { name: 'Previous link' });
    const next = carousel(page).getByRole('button', { name: 'Next link' });
    const slides = carousel(page).getByRole('group');
    // Embla moves the track by whole pixels while the tiles sit at fractions of one, so a tile in
    // place can start a fraction of a pixel left of the screen's edge (seen: -0.11 px).
    const inView = async (n: number) => {
      const box = await slides.nth(n).boundingBox();
      return box !== null && box.x > -1 && box.x < PHONE.viewport.width / 2;
    };

    await expect(previous).toBeDisabled();
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await expect(slides.first()).toHaveAttribute('aria-roledescription', 'slide');

    await next.click();
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    // Swiping is live: reaching for the carousel loaded its code.
    await expect(carousel(page)).toHaveAttribute('data-live', 'true');
    await expect(dot(page, 1)).not.toHaveAttribute('aria-current', 'true');
    await expect.poll(() => inView(1), SCROLLED).toBe(true);
    await expect(previous).toBeEnabled();

    // Arrow keys while focus is in the carousel.
    await carousel(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
    await expect(next).toBeDisabled();
    await expect.poll(() => inView(2), SCROLLED).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');

    await dot(page, 1).click();
    await expect(previous).toBeDisabled();
    await expect.poll(() => inView(0), SCROLLED).toBe(true);

    await expectNoBlockingAxeViolations(page, 'the home page on a phone');
  });

  test('renders the sections far down only as they near the screen, and scrolling shifts nothing', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const farDown = page.locator('main .renders-near-screen').last();
    // Its content skipped by the browser, not laid out or painted, until it comes near the screen.
    const skipped = () =>
      farDown.evaluate(
        (section) => !section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
      );
    expect(await skipped()).toBe(true);

    await scrollDownWholePage(page, 40);
    expect(await skipped()).toBe(false);
    await expect(farDown.getByRole('heading').first()).toBeVisible();
    // Each section took its real height before it came on screen: nothing in view moved.
    await expectNoLayoutShift(page);
  });

  test('keeps the chosen tile on the screen when the swiping code arrives mid-scroll', async ({
    page,
  }) => {
    // The swiping code is held back until the row is part-way through scrolling to the next tile.
    const release = await holdBack(page, '**/assets/embla-carousel*.js');
    await openHydrated(page, '/');
    const viewport = carousel(page).locator('.carousel__viewport');
    const rowScroll = () => viewport.evaluate((row) => row.scrollLeft);

    await carousel(page).getByRole('button', { name: 'Next link' }).click();
    await expect.poll(rowScroll).toBeGreaterThan(0);
    release();
    await expect(carousel(page)).toHaveAttribute('data-live', 'true');

    // The swiping code moves the tiles itself: the row's own scroll ends back at its start rather
    // than adding to that movement, and the second tile is the one on the screen.
    await expect.poll(rowScroll, SCROLLED).toBe(0);
    await page.waitForTimeout(1_000);
    expect(await rowScroll()).toBe(0);
    const row = await viewport.boundingBox();
    // (A slide's box takes in the gap before it; its link starts where the tile is seen.)
    const second = await carousel(page).getByRole('group').nth(1).getByRole('link').boundingBox();
    expect(second?.x).toBeCloseTo(row?.x ?? Number.NaN, 0);
  });
});

test.describe('the home page as a phone first paints it', () => {
  test.use(PHONE);

  test('its largest paint is the picture it marks as the main one on a phone, fetched at once', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await largestPaint(page)).toEqual({
      tag: 'img',
      loading: 'eager',
      fetchPriority: 'low',
      mainPhotoOn: '(max-width: 47.99em)',
    });
    // Only the picture at the top is hurried: the other tiles wait until they near the screen,
    // and come behind it (their priorities as fetched: main-photo-first.spec.ts).
    const tileImages = carousel(page).locator('img');
    await expect(tileImages.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(tileImages.nth(1)).toHaveAttribute('fetchpriority', 'low');
  });
});

test.describe('the home page without JavaScript', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test('still shows every section, the tiles as a row that scrolls sideways', async ({
    page,
    demoSite,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expectSections(page, settingsOf(demoSite));
    // No controls that could not work; the row itself scrolls.
    await expect(carousel(page).getByRole('button', { name: 'Next link' })).toBeHidden();
    const viewport = carousel(page).locator('.carousel__viewport');
    const scrolls = await viewport.evaluate((box) => box.scrollWidth > box.clientWidth);
    expect(scrolls).toBe(true);
  });
});
