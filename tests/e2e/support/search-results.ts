import { expect, type Locator, type Page } from '@playwright/test';

/** A figure such as "2,632" in "2,632 cars found" or "$30,490". */
const FIGURE = /\d[\d,]*/;

/**
 * A car's price as a card shows it: "$30,490". A weekly figure ("$43/wk") or a words-only price
 * ("Enquire for price.") is not a sale price and is not read.
 */
const SALE_PRICE = /\$(\d[\d,]*)(?![\d,]*\s*(?:\/|p\/w|per\b))/;

/** A reduced car's former price ("Was $8,490 Now $7,490"): the sale price is the later one. */
const FORMER_PRICE = /\bWas\s*\$\d[\d,]*/gi;

const toNumber = (figure: string) => Number(figure.replaceAll(',', ''));

/** "2,632 cars found": the page's status that gives a number (cards have statuses of their own). */
export function resultCount(page: Page): Locator {
  return page.getByRole('main').getByRole('status').filter({ hasText: FIGURE }).first();
}

/** The number the result count says. */
export async function readResultCount(page: Page): Promise<number> {
  const text = await resultCount(page).innerText();
  const figure = FIGURE.exec(text);
  if (!figure) throw new Error(`The result count "${text}" has no number`);
  return toNumber(figure[0]);
}

export function resultCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

/** The link in a card's heading: its text is the car's title, its target the car's page. */
export function cardTitleLink(card: Locator): Locator {
  return card.getByRole('heading').getByRole('link');
}

/**
 * Each element's text as the page holds it, its text nodes joined by spaces. Not `innerText`,
 * which reads the layout: the search page lays out its cards below the first screenful only as
 * they near the screen (`content-visibility: auto`), and until then their `innerText` is empty,
 * though a screen reader and find-in-page read them.
 */
export function pageTexts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((found) =>
    found.map((element) => {
      // No filter callback: a page without JavaScript cannot run one.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.closest('script, style, noscript, template')) {
          parts.push(node.textContent ?? '');
        }
      }
      return parts.join(' ').replace(/\s+/g, ' ').trim();
    }),
  );
}

export function cardTitles(page: Page): Promise<string[]> {
  return pageTexts(cardTitleLink(resultCards(page)));
}

export async function firstCardTitle(page: Page): Promise<string> {
  return (await cardTitleLink(resultCards(page).first()).innerText()).trim();
}

/** Each card's sale price in order, leaving out cards that show none. */
export async function cardSalePrices(page: Page): Promise<number[]> {
  const texts = await pageTexts(resultCards(page));
  return texts.flatMap((text) => {
    const price = SALE_PRICE.exec(text.replace(FORMER_PRICE, ''));
    return price ? [toNumber(price[1]!)] : [];
  });
}

/** Waits for the URL a search refinement leads to and for its results to be shown. */
export async function waitForResults(page: Page, url: (url: URL) => boolean): Promise<void> {
  await page.waitForURL(url);
  await expect(page.getByRole('region', { name: 'Results' })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
}
