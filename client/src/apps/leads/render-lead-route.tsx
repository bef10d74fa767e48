import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter } from '../../routing/create-router';
import { RouterProvider } from '../../routing/RouterProvider';
import { type InitialEntry } from '../../routing/history';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { vi } from 'vitest';
import { leadRoutes } from './lead-routes';

type MockResolvers = NonNullable<Parameters<typeof MockPayloadGenerator.generate>[1]>;

const LOADING = 'Loading the page';
/** A page's code loads on demand: the first load in a test run takes a while. */
const PAGE_LOAD_TIMEOUT_MS = 10_000;

/**
 * Opens a lead page as the site does: its route's loader fetches the page's query (answered by
 * MockPayloadGenerator with per-type resolvers) before the page renders, inside a router at
 * `url` (a path, or a location with the history state a form left). The pages read their data from their loader, which renderWithRelay's router has not.
 */
export async function renderLeadRoute(url: InitialEntry, resolvers: MockResolvers = {}) {
  // relay-test-utils' mock environment wraps its methods in the `jest.fn` global: lend it vitest's.
  if (!('jest' in globalThis)) vi.stubGlobal('jest', { fn: vi.fn });
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, resolvers),
  );
  const router = createMemoryRouter(
    [{ id: 'site', path: '/', children: leadRoutes(environment) }],
    {
      initialEntries: [url],
    },
  );
  const result = render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={<p>{LOADING}</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  // The route's code and data load before it renders.
  await screen.findByRole('heading', { level: 1 }, { timeout: PAGE_LOAD_TIMEOUT_MS });
  return { ...result, environment, router };
}
