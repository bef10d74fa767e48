import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter } from '../../routing/create-router';
import { RouterProvider } from '../../routing/RouterProvider';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { PrintPage } from './PrintPage';
import { printPageLoader, type PrintRouteData } from './print-page-route';

type MockResolvers = NonNullable<Parameters<typeof MockPayloadGenerator.generate>[1]>;

const CAR_NAME = '2021 Toyota Hilux SR5';

/** The print route as the route table has it, at `url`, on mock GraphQL answers. */
async function renderPrintRoute(url: string, resolvers: MockResolvers = {}) {
  // relay-test-utils' mock environment wraps its methods in the `jest.fn` global: lend it vitest's.
  if (!('jest' in globalThis)) vi.stubGlobal('jest', { fn: vi.fn });
  const environment = createMockEnvironment();
  const asked: { query: string; variables: Record<string, unknown> }[] = [];
  // The loader fetches the query, then hands the page a preloaded reference to it.
  for (let i = 0; i < 2; i++) {
    environment.mock.queueOperationResolver((operation) => {
      asked.push({
        query: operation.request.node.params.name,
        variables: operation.request.variables,
      });
      return MockPayloadGenerator.generate(operation, {
        Car: () => ({ name: CAR_NAME, path: '/cars/2021-toyota-hilux-sr5', features: [] }),
        ...resolvers,
      });
    });
  }
  const router = createMemoryRouter(
    [
      {
        id: 'print',
        path: '/print',
        loader: printPageLoader(environment),
        Component: PrintPage,
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  await waitFor(() => {
    // Every outcome of the route heads its page.
    if (!screen.queryByRole('heading', { level: 1 })) throw new Error('The route is still loading');
  });
  return { data: router.state.loaderData.print as PrintRouteData, asked };
}

describe('the print route', () => {
  it('shows the named vehicle’s sheet, without the site’s header and navigation', async () => {
    const { data } = await renderPrintRoute('/print?car_id=2021-toyota-hilux-sr5');

    expect(data.notFound).toBe(false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(CAR_NAME);
    expect(screen.getByRole('button', { name: 'Print this page' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('Skip to content')).toBeNull();
  });

  it('asks for the vehicle the car_id names', async () => {
    const { asked } = await renderPrintRoute('/print?car_id=2021-toyota-hilux-sr5');

    expect(asked[0]).toEqual({
      query: 'PrintPageQuery',
      variables: { slug: '2021-toyota-hilux-sr5' },
    });
  });

  it('is not found for a vehicle the site does not have, inside the site’s layout', async () => {
    const { data } = await renderPrintRoute('/print?car_id=1999-gone-car', {
      Query: () => ({ car: null }),
    });

    expect(data.notFound).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'We couldn’t find that vehicle',
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it.each(['/print', '/print?car_id=', '/print?car_id=%20%20'])(
    'is not found at %s, without asking for a vehicle',
    async (url) => {
      const { data, asked } = await renderPrintRoute(url);

      expect(asked.map(({ query }) => query)).not.toContain('PrintPageQuery');
      expect(data.kind).toBe('no-car');
      expect(data.notFound).toBe(true);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'We couldn’t find that vehicle',
      );
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    },
  );
});
