import { salesThisMonth } from '@forecourt/schema/sales-counter/sales-count';
import { act, screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalesCounterBannerTestQuery } from '../../__generated__/SalesCounterBannerTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { SalesCounterBanner } from './SalesCounterBanner';

const query = graphql`
  query SalesCounterBannerTestQuery @relay_test_operation {
    site {
      ...SalesCounterBanner_site
    }
  }
`;

// 15 March 2026, 12:00 in Brisbane. One sale a second makes every refresh visibly count up.
const SERVER_TIME = new Date('2026-03-15T02:00:00.000Z');
const RULE = { salesPerDay: 192, secondsPerSale: 1 };
const SERVER_COUNT = salesThisMonth(SERVER_TIME, RULE);

const renderBanner = (
  salesCounter: Record<string, unknown> | null = {
    title: 'Sales this Month',
    count: SERVER_COUNT,
    computedAt: SERVER_TIME.toISOString(),
    ...RULE,
  },
) =>
  renderWithRelay<SalesCounterBannerTestQuery>({
    query,
    resolvers: { Site: () => ({ salesCounter }) },
    render: (data) => <SalesCounterBanner site={data.site} />,
  });

/** The browser's clock starts at `now`; timers, frames and Date advance only when told. */
const fakeClock = (now: Date) =>
  // Not setTimeout: the test renderer's own waiting uses it.
  vi.useFakeTimers({
    now,
    toFake: [
      'Date',
      'setInterval',
      'clearInterval',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });

const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The figure as drawn (hidden from screen readers, which hear the status instead). */
const drawnFigure = () =>
  Number(document.querySelector('[data-sales-count]')?.getAttribute('data-sales-count'));

const reduceMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        matches: reduce && media === '(prefers-reduced-motion: reduce)',
        media,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SalesCounterBanner', () => {
  it('shows the server’s title and figure as it was rendered', async () => {
    fakeClock(new Date(SERVER_TIME.getTime() + 5_000));
    await renderBanner();
    expect(screen.getByRole('heading').textContent).toBe('Sales this Month');
    expect(drawnFigure()).toBe(SERVER_COUNT);
    expect(screen.getByRole('status').textContent).toBe('45,888');
    // Nothing changes before the first refresh, although the browser's own clock moved on.
    await elapse(149_000);
    expect(drawnFigure()).toBe(SERVER_COUNT);
  });

  it('recomputes every 150 s and counts up to the new figure over 2 s', async () => {
    reduceMotion(false);
    fakeClock(SERVER_TIME);
    await renderBanner();
    await elapse(150_000);
    const next = salesThisMonth(new Date(SERVER_TIME.getTime() + 150_000), RULE);
    expect(next).toBe(SERVER_COUNT + 150);
    // The status says the new figure once; the drawn one is on its way there.
    expect(screen.getByRole('status').textContent).toBe('46,038');
    await elapse(1_000);
    expect(drawnFigure()).toBeGreaterThan(SERVER_COUNT);
    expect(drawnFigure()).toBeLessThan(next);
    await elapse(1_100);
    expect(drawnFigure()).toBe(next);
    // And again at 300 s, for that instant, the count-up over by 302 s.
    await elapse(150_000);
    expect(drawnFigure()).toBe(salesThisMonth(new Date(SERVER_TIME.getTime() + 300_000), RULE));
  });

  it('jumps straight to the new figure for a shopper who asks for reduced motion', async () => {
    reduceMotion(true);
    fakeClock(SERVER_TIME);
    await renderBanner();
    await elapse(150_000);
    expect(drawnFigure()).toBe(SERVER_COUNT + 150);
  });

  it('catches up at once on a page older than one refresh', async () => {
    reduceMotion(true);
    fakeClock(new Date(SERVER_TIME.getTime() + 600_000));
    await renderBanner();
    await elapse(0);
    expect(drawnFigure()).toBe(SERVER_COUNT + 600);
  });

  it('renders nothing on a site without the banner', async () => {
    const { container } = await renderBanner(null);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
