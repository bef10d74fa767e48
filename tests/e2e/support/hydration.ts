import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The page marks <html data-hydrated> once React has hydrated it: from then on its links and
 * controls are live. A function, not a string: Playwright runs a string predicate through the
 * page's eval, which the pages' Content-Security-Policy rightly forbids.
 */
const isHydrated = () => document.documentElement.dataset.hydrated === 'true';

/** A navigation in the page loads the next page's data first; the test machine is slow. */
export const NAVIGATION_TIMEOUT_MS = 15_000;

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isHydrated);
}

/** Opens a page and waits until React has taken it over, so a click acts as it would for a shopper. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  if (!response?.ok()) throw new Error(`${path} answered HTTP ${response?.status() ?? '(none)'}`);
  await waitForHydration(page);
}

/**
 * A lead form marks itself data-live once its script runs it (LeadForm): from then on it is sent
 * by script. Before, a form the server rendered is a plain HTML form, which the vehicle page keeps
 * until the forms' code is wanted and has arrived.
 */
export async function waitForLiveForm(form: Locator, timeout?: number): Promise<void> {
  await expect(form).toHaveAttribute('data-live', 'true', { timeout });
}
