import type { Page } from '@playwright/test';

/** What the browser took for the page's largest paint, as the page itself marks it. */
export interface LargestPaint {
  tag: string;
  loading: string | null;
  fetchPriority: string | null;
  /** The screens it is the page's main photo on (`data-main-photo`), when it names them. */
  mainPhotoOn?: string;
}

/**
 * The element of the page's last largest-contentful-paint entry, read once the page has settled.
 * Functions, not strings: Playwright runs a string through the page's eval, which the pages'
 * Content-Security-Policy forbids.
 */
export async function largestPaint(page: Page): Promise<LargestPaint | null> {
  return page.evaluate(
    () =>
      new Promise<LargestPaint | null>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as
            (PerformanceEntry & { element?: Element }) | undefined;
          const element = entry?.element;
          resolve(
            element
              ? {
                  tag: element.tagName.toLowerCase(),
                  loading: element.getAttribute('loading'),
                  fetchPriority: element.getAttribute('fetchpriority'),
                  ...(element.hasAttribute('data-main-photo')
                    ? { mainPhotoOn: element.getAttribute('data-main-photo')! }
                    : {}),
                }
              : null,
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * The sum of the page's layout shifts so far (not caused by input), waiting `settleMs` for late
 * ones; with `within`, only the shifts of something inside the element that selector matches.
 */
export async function layoutShiftTotal(
  page: Page,
  { settleMs = 500, within = null }: { settleMs?: number; within?: string | null } = {},
): Promise<number> {
  return page.evaluate(
    ({ wait, scope }) =>
      new Promise<number>((resolve) => {
        let total = 0;
        const inScope = (sources: { node: Node | null }[]) =>
          scope === null ||
          sources.some(({ node }) => {
            const element = node instanceof Element ? node : node?.parentElement;
            return Boolean(element?.closest(scope));
          });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          }[]) {
            if (!entry.hadRecentInput && inScope(entry.sources)) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), wait);
      }),
    { wait: settleMs, scope: within },
  );
}
