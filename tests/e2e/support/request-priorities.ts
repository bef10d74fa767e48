import type { Page } from '@playwright/test';

/** Chromium's request priorities, lowest first. */
const PRIORITIES = ['VeryLow', 'Low', 'Medium', 'High', 'VeryHigh'] as const;

/** Where `priority` stands among Chromium's, lowest 0: a higher number is fetched first. */
export const priorityRank = (priority: string) =>
  PRIORITIES.indexOf(priority as (typeof PRIORITIES)[number]);

/** A request the page made, at the priority the browser gave it last (after any boost). */
export interface PrioritisedRequest {
  url: string;
  priority: string;
}

/**
 * Records the requests of one kind (`Image`, `Script`, as Chromium's network layer names them) a
 * page makes, in the order it asks for them, with their priorities as that layer has them
 * (`VeryHigh` … `VeryLow`): the browser raises an image on the screen to `High` once it is laid
 * out, which the page itself cannot see. Start before loading the page; the returned function
 * reads what has been recorded so far.
 */
export async function recordPriorities(
  page: Page,
  type: 'Image' | 'Script',
): Promise<() => PrioritisedRequest[]> {
  const session = await page.context().newCDPSession(page);
  const requests = new Map<string, PrioritisedRequest>();
  session.on('Network.requestWillBeSent', ({ requestId, request, type: sentType }) => {
    if (sentType === type && !requests.has(requestId)) {
      requests.set(requestId, { url: request.url, priority: request.initialPriority });
    }
  });
  session.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
    const request = requests.get(requestId);
    if (request) request.priority = newPriority;
  });
  await session.send('Network.enable');
  return () => [...requests.values()];
}
