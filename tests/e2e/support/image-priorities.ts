import type { Page } from '@playwright/test';

/** An image the page fetched, at the priority the browser gave it last (after any boost). */
export interface FetchedImage {
  url: string;
  priority: string;
}

/**
 * Records the images a page fetches, in the order it asks for them, with their priorities as
 * Chromium's network layer has them (`VeryHigh` … `VeryLow`): the browser raises an image on the
 * screen to `High` once it is laid out, which the page itself cannot see. Start before loading
 * the page; the returned function reads what has been recorded so far.
 */
export async function recordImagePriorities(page: Page): Promise<() => FetchedImage[]> {
  const session = await page.context().newCDPSession(page);
  const images = new Map<string, FetchedImage>();
  session.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (type === 'Image' && !images.has(requestId)) {
      images.set(requestId, { url: request.url, priority: request.initialPriority });
    }
  });
  session.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
    const image = images.get(requestId);
    if (image) image.priority = newPriority;
  });
  await session.send('Network.enable');
  return () => [...images.values()];
}
