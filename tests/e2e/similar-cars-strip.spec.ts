import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/demo-site-fixture.js';
import { findCarInStock } from './support/demo-cars.js';
import { holdBackOperation } from './support/hold-back.js';
import { openHydrated } from './support/hydration.js';
import { persistedOperationId } from './support/persisted-operations.js';

/** A phone, and a desktop screen where the strip is a grid of three. */
const SCREENS = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a wide screen', viewport: { width: 1280, height: 900 } },
] as const;

/** The strip's placeholders, one per vehicle it shows (spec 2 §9). */
const STRIP_SIZE = 6;

/** Rounding of sub-pixel line heights. */
const PX = 1;

/** The heights of one card's parts, and how many buttons it has. */
interface CardParts {
  price: number;
  finance: number;
  location: number;
  actions: number;
  buttons: number;
}

/** Each card's parts, by the card's own classes (a loaded card) or its grey lines (a placeholder). */
function partsOf(cards: Locator): Promise<CardParts[]> {
  return cards.evaluateAll((elements) =>
    elements.map((card) => {
      const height = (selector: string) =>
        card.querySelector(selector)?.getBoundingClientRect().height ?? 0;
      const actions = card.querySelector('.car-card__actions')!;
      return {
        price: height('.car-price, .similar-cars__bone--price'),
        finance: height('.finance-estimate-line, .similar-cars__bone--finance'),
        location: height('.car-card__location, .similar-cars__bone--location'),
        actions: actions.getBoundingClientRect().height,
        buttons: actions.childElementCount,
      };
    }),
  );
}

/** That a placeholder's part is as tall as the loaded cards', to within a pixel's rounding. */
function expectAsTall(placeholder: number, loaded: number, part: string) {
  expect(
    Math.abs(placeholder - loaded),
    `${part}: ${placeholder} px against ${loaded} px`,
  ).toBeLessThanOrEqual(PX);
}

const most = (cards: CardParts[], part: keyof CardParts) => Math.max(...cards.map((c) => c[part]));
const least = (cards: CardParts[], part: keyof CardParts) => Math.min(...cards.map((c) => c[part]));

/** A car of the site under test with a full strip of similar vehicles. */
async function carWithFullStrip(page: Page) {
  const car = await findCarInStock(page, (c) => c.similarCars.length >= STRIP_SIZE);
  expect(car, 'a car in stock with a full strip of similar vehicles').not.toBeNull();
  return car!;
}

test.describe('similar vehicles strip', () => {
  for (const screen of SCREENS) {
    test(`its placeholders are laid out as the site's cards that replace them, on ${screen.name}`, async ({
      page,
    }) => {
      await page.setViewportSize(screen.viewport);
      const car = await carWithFullStrip(page);
      const release = await holdBackOperation(page, persistedOperationId('SimilarCarsStripQuery'));
      await openHydrated(page, car.path);
      const strip = page.locator('section.similar-cars');
      // Lazy sites load the strip once it comes near; it is held back meanwhile.
      await strip.scrollIntoViewIfNeeded();
      const placeholders = strip.locator('.similar-cars__placeholder');
      await expect(placeholders).toHaveCount(STRIP_SIZE);
      // Laid out: the strip renders only near the screen, from the next frame after the scroll.
      await expect
        .poll(() =>
          placeholders.first().evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true })),
        )
        .toBe(true);
      const [placeholder] = await partsOf(placeholders);

      release();
      const cards = strip.locator('.car-card:not(.similar-cars__placeholder)');
      await expect(cards).toHaveCount(STRIP_SIZE);
      const loaded = await partsOf(cards);

      // What the site's settings decide is the same: the rows of buttons, the finance estimate.
      expect(placeholder!.buttons, 'a grey button for each row of buttons').toBe(
        most(loaded, 'buttons'),
      );
      expectAsTall(placeholder!.actions, most(loaded, 'actions'), 'the buttons');
      expectAsTall(placeholder!.finance, most(loaded, 'finance'), 'the finance estimate');
      expectAsTall(placeholder!.price, least(loaded, 'price'), 'the price, on one line');
      expectAsTall(placeholder!.location, most(loaded, 'location'), 'the location');
      // The title and the specs are the cars' own words, one line or two as they wrap: not
      // compared (the placeholders take two on a narrow card and one on a wide one).
    });
  }
});
