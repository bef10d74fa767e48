import type { Page } from '@playwright/test';

/**
 * Holds back every request matching `pattern` (a glob, as `page.route` takes it) until the
 * function it answers is called: a script that arrives late on a slow network, at the moment a
 * test chooses.
 */
export async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
