import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import {
  RelayEnvironmentProvider,
  useLazyLoadQuery,
  type GraphQLTaggedNode,
} from 'react-relay/hooks';
import { createMemoryRouter } from '../routing/create-router';
import { RouterProvider } from '../routing/RouterProvider';
import type { OperationType } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { vi } from 'vitest';

const LOADING = 'Loading test query';

type MockResolvers = NonNullable<Parameters<typeof MockPayloadGenerator.generate>[1]>;

export interface RenderWithRelayOptions<Q extends OperationType> {
  /** A test query (`@relay_test_operation`) that spreads the fragments under test. */
  query: GraphQLTaggedNode;
  variables?: Q['variables'];
  /** Per-type resolvers for MockPayloadGenerator: `{ Car: () => ({ km: 12345 }) }`. */
  resolvers?: MockResolvers;
  /** Renders the component under test from the query's data. */
  render: (data: Q['response']) => ReactNode;
  /** The page's URL, for components that read or change it. */
  url?: string;
}

/** relay-test-utils' mock environment, which wraps its methods in the `jest.fn` global: lent vitest's. */
export function mockRelayEnvironment() {
  if (!('jest' in globalThis)) vi.stubGlobal('jest', { fn: vi.fn });
  return createMockEnvironment();
}

/**
 * Renders components the way pages do: a Relay environment answering the test query with
 * MockPayloadGenerator data, inside a router at `url`. No global Relay mock.
 */
export async function renderWithRelay<Q extends OperationType>(options: RenderWithRelayOptions<Q>) {
  const environment = mockRelayEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, options.resolvers),
  );
  function TestQuery() {
    const data = useLazyLoadQuery<Q>(options.query, options.variables ?? {});
    return <>{options.render(data)}</>;
  }
  const router = createMemoryRouter([{ id: 'test-query', path: '*', Component: TestQuery }], {
    initialEntries: [options.url ?? '/'],
  });
  const result = render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={<p>{LOADING}</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  // Wait until the query has rendered rather than its fallback.
  await waitFor(() => {
    if (screen.queryByText(LOADING)) throw new Error('The test query is still loading');
  });
  return { ...result, environment, router };
}
