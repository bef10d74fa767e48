import type { Page } from '@playwright/test';

/** A promise that settles once the function beside it is called. */
export function untilReleased(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

/**
 * Holds back every request matching `pattern` (a glob, as `page.route` takes it) until the
 * function it answers is called: a script that arrives late on a slow network, at the moment a
 * test chooses.
 */
export async function holdBack(page: Page, pattern: string): Promise<() => void> {
  const { held, release } = untilReleased();
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds back the web client's requests for one GraphQL operation (by its persisted id, which its
 * POST body carries) until the function it answers is called; every other request goes on.
 */
export async function holdBackOperation(page: Page, operationId: string): Promise<() => void> {
  const { held, release } = untilReleased();
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes(operationId)) return route.fallback();
    await held;
    await route.continue();
  });
  return release;
}
