import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarLocationBarTestQuery } from '../../../__generated__/CarLocationBarTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { CarLocationBar, LOCATION_BAR_DISMISSED_KEY } from './CarLocationBar';

const query = graphql`
  query CarLocationBarTestQuery @relay_test_operation {
    car(slug: "2021-toyota-hilux-sr5") {
      ...CarLocationBar_car
    }
    site {
      ...CarLocationBar_site
    }
  }
`;

const PLACE_URL = 'https://maps.example/?q=Toowoomba+Motors';

const resolvers = ({
  locationBar = true,
  placeUrl = PLACE_URL as string | null,
}: { locationBar?: boolean; placeUrl?: string | null } = {}) => ({
  Car: () => ({
    location: {
      name: 'Toowoomba Motors',
      contactPath: '/contact-us/toowoomba-motors',
      address: { city: 'Toowoomba', state: 'QLD', placeUrl },
    },
  }),
  Site: () => ({ vehiclePage: { locationBar } }),
});

const renderBar = (options: Parameters<typeof resolvers>[0] = {}) =>
  renderWithRelay<CarLocationBarTestQuery>({
    query,
    resolvers: resolvers(options),
    render: (data) => data.car && <CarLocationBar car={data.car} site={data.site} />,
  });

const bar = () => screen.queryByRole('complementary', { name: 'Vehicle location' });

afterEach(() => sessionStorage.clear());

describe('CarLocationBar', () => {
  it('names the location of the vehicle with a directions link opening a new tab', async () => {
    await renderBar();

    expect(bar()?.querySelector('p')?.textContent).toBe(
      'This vehicle is located at Toowoomba Motors, Toowoomba QLD',
    );
    const directions = screen.getByRole('link', { name: /Get Directions/ });
    expect(directions.getAttribute('href')).toBe(PLACE_URL);
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toBe('noopener');
  });

  it('offers no directions when the location has no map link', async () => {
    await renderBar({ placeUrl: null });

    expect(bar()).not.toBeNull();
    expect(screen.queryByRole('link', { name: /Get Directions/ })).toBeNull();
  });

  it('links the location to its contact page and is the page’s #vehicle-map target', async () => {
    await renderBar();

    expect(screen.getByRole('link', { name: 'Toowoomba Motors' }).getAttribute('href')).toBe(
      '/contact-us/toowoomba-motors',
    );
    expect(bar()?.id).toBe('vehicle-map');
  });

  it('goes away when dismissed and stays away for the session', async () => {
    const user = userEvent.setup();
    const first = await renderBar();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(bar()).toBeNull();
    first.unmount();

    // The next vehicle page of the same browser session.
    await renderBar();
    expect(bar()).toBeNull();
  });

  it('shows again in a new session', async () => {
    const user = userEvent.setup();
    const first = await renderBar();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    first.unmount();

    sessionStorage.removeItem(LOCATION_BAR_DISMISSED_KEY);
    await renderBar();

    expect(bar()).not.toBeNull();
  });

  it('is not shown when the site switches it off', async () => {
    const { container } = await renderBar({ locationBar: false });

    expect(bar()).toBeNull();
    expect(container.textContent).toBe('');
  });
});

describe('CarLocationBar server rendering', () => {
  it('renders the same HTML whatever the session, then hides a dismissed bar once hydrated', async () => {
    if (!('jest' in globalThis)) vi.stubGlobal('jest', { fn: vi.fn });
    sessionStorage.setItem(LOCATION_BAR_DISMISSED_KEY, '1');
    const environment = createMockEnvironment();
    const operation = createOperationDescriptor(getRequest(query), {});
    environment.commitPayload(
      operation,
      MockPayloadGenerator.generate(operation, resolvers()).data!,
    );
    function Page() {
      const data = useLazyLoadQuery<CarLocationBarTestQuery>(
        query,
        {},
        { fetchPolicy: 'store-only' },
      );
      return data.car && <CarLocationBar car={data.car} site={data.site} />;
    }
    const page = () => (
      <RelayEnvironmentProvider environment={environment}>
        <Page />
      </RelayEnvironmentProvider>
    );

    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    // The server cannot know about this browser's session: its HTML always carries the bar.
    expect(within(container).getByRole('button', { name: 'Dismiss' })).toBeTruthy();

    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(), { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(container).queryByRole('complementary')).toBeNull();
    act(() => root?.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});
