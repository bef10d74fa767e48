import { expect, type Page } from '@playwright/test';

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

/** A layout shift as the page observed it: its score and what moved, by tag, class and text. */
interface LayoutShift {
  value: number;
  moved: string[];
}

/** How long to wait for late shifts, and the element whose contents alone are watched. */
interface LayoutShiftOptions {
  settleMs?: number;
  within?: string | null;
}

/**
 * The page's layout shifts so far (not caused by input), waiting `settleMs` for late ones; with
 * `within`, only the shifts of something inside the element that selector matches.
 */
async function layoutShifts(
  page: Page,
  { settleMs = 500, within = null }: LayoutShiftOptions = {},
): Promise<LayoutShift[]> {
  return page.evaluate(
    ({ wait, scope }) =>
      new Promise<LayoutShift[]>((resolve) => {
        const shifts: LayoutShift[] = [];
        const elementOf = (node: Node | null) =>
          node instanceof Element ? node : (node?.parentElement ?? null);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            const elements = entry.sources.map(({ node }) => elementOf(node));
            if (scope !== null && !elements.some((element) => element?.closest(scope))) continue;
            shifts.push({
              value: entry.value,
              moved: elements.map((element) =>
                element
                  ? `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
                  : '(removed)',
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), wait);
      }),
    { wait: settleMs, scope: within },
  );
}

/**
 * Cumulative layout shift is reported to three decimals (Lighthouse, and the spec's "CLS 0"):
 * a total under half of 0.001 reads 0.000. A shift anyone could see scores far more: a card a
 * third of a phone's screen high moving down one line of text, about 0.01.
 */
const CLS_REPORTED_AS_ZERO = 0.0005;

/** That the page's layout shifts so far add up to a CLS of 0, naming what moved when not. */
export async function expectNoLayoutShift(
  page: Page,
  options: LayoutShiftOptions = {},
): Promise<void> {
  const shifts = await layoutShifts(page, options);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(CLS_REPORTED_AS_ZERO);
}
