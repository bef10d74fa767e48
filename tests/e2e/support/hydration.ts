import type { Page } from '@playwright/test';

/**
 * React marks the container it hydrates (here the whole document) with a `__reactContainer$…`
 * key: once it is there the page's links and controls are live. Given as a string so the check
 * needs no DOM types.
 */
const HYDRATED = "Object.keys(document).some((key) => key.startsWith('__reactContainer$'))";

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(HYDRATED);
}

/** Opens a page and waits until React has taken it over, so a click acts as it would for a shopper. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  if (!response?.ok()) throw new Error(`${path} answered HTTP ${response?.status() ?? '(none)'}`);
  await waitForHydration(page);
}
