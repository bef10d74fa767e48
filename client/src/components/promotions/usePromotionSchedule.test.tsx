import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { usePromotionScheduleTestQuery } from '../../__generated__/usePromotionScheduleTestQuery.graphql';
import { mockRelayEnvironment } from '../../testing/renderWithRelay';
import { usePromotionSchedule } from './usePromotionSchedule';

const query = graphql`
  query usePromotionScheduleTestQuery @relay_test_operation {
    site {
      ...usePromotionSchedule_site
      promotions(placement: SEARCH_TILES, includeUpcoming: true) {
        ...usePromotionSchedule_promotions
      }
    }
  }
`;

const card = (id: string, extra: Record<string, unknown> = {}) => ({
  internalID: id,
  activeNow: true,
  startsAt: null,
  expiresAt: null,
  position: null,
  ...extra,
});

/**
 * Server-renders a page that calls the hook, then hydrates it: how many times the page rendered
 * in the browser, and the order it shows.
 */
async function hydratePage(promotions: ReturnType<typeof card>[]) {
  const environment = mockRelayEnvironment();
  const operation = createOperationDescriptor(getRequest(query), {});
  environment.commitPayload(
    operation,
    MockPayloadGenerator.generate(operation, {
      Site: () => ({
        slug: 'coastal-motor-group',
        promotionSettings: { timeZone: 'Australia/Brisbane' },
        promotions,
      }),
    }).data!,
  );
  const rendered = vi.fn();
  function Page() {
    const data = useLazyLoadQuery<usePromotionScheduleTestQuery>(
      query,
      {},
      { fetchPolicy: 'store-only' },
    );
    const order = usePromotionSchedule(data.site.promotions, data.site);
    rendered();
    return <p>{order.join(' ') || 'none'}</p>;
  }
  const page = () => (
    <RelayEnvironmentProvider environment={environment}>
      <Page />
    </RelayEnvironmentProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  rendered.mockClear();
  const root = await act(async () => hydrateRoot(container, page()));
  const shown = container.textContent;
  act(() => root.unmount());
  container.remove();
  return { renders: rendered.mock.calls.length, shown };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 10 June 2030, 10:00 in Brisbane.
  vi.setSystemTime(new Date('2030-06-10T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('usePromotionSchedule after hydration', () => {
  it('does not render the page again when the browser’s clock agrees with the server', async () => {
    // Positioned, so the shared rules' order is the one the server sent.
    const { renders, shown } = await hydratePage([
      card('running', { startsAt: '2030-06-01', expiresAt: '2030-06-30', position: 1 }),
      card('always', { position: 2 }),
      card('upcoming', { activeNow: false, startsAt: '2030-07-01' }),
    ]);
    expect(shown).toBe('running always');
    expect(renders).toBe(1);
  });

  it('renders it again with the browser’s verdict when a card has started or ended since', async () => {
    const { renders, shown } = await hydratePage([
      card('always'),
      card('started', { activeNow: false, startsAt: '2030-06-01' }),
      card('ended', { expiresAt: '2030-06-09' }),
    ]);
    expect(shown).toBe('always started');
    expect(renders).toBe(2);
  });
});
