import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createBrowserRouter, matchRoutes, type LoaderFunction } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Document } from './Document';
import { createRelayEnvironment } from './relay/create-relay-environment';
import { fetchGraphQL } from './relay/fetch-graphql';
import { PageOriginContext } from './routes/page-origin';
import { createRoutes } from './routes/routes';
import { BOOT_DATA_GLOBAL, type BootData } from './ssr-contract';
import './styles/global.css';

declare global {
  interface Window {
    [BOOT_DATA_GLOBAL]?: BootData;
  }
}

/**
 * Boots the page the server rendered: the route loaders get the server's GraphQL answers from
 * the page, so the store holds what the server rendered with and hydration makes no request.
 */
async function boot() {
  const bootData = window[BOOT_DATA_GLOBAL];
  if (!bootData) throw new Error('The page carries no boot data');
  const environment = createRelayEnvironment(fetchGraphQL, { bootResponses: bootData.responses });
  const routes = createRoutes(environment);

  const matches = matchRoutes(routes, window.location) ?? [];
  // The page's code loads on demand; hydration must render what the server rendered, so the
  // matched routes' code is loaded first.
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }
    }),
  );
  const loaderData: Record<string, unknown> = {};
  const url = new URL(window.location.href);
  const request = new Request(url);
  for (const match of matches) {
    const loader = match.route.loader as LoaderFunction | undefined;
    if (loader && match.route.id) {
      const pattern = match.route.path ?? '';
      const args = { request, url, pattern, params: match.params, context: {} };
      loaderData[match.route.id] = await loader(args);
    }
  }
  const router = createBrowserRouter(routes, { hydrationData: { loaderData } });
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread in one long task (the page is already painted and readable meanwhile).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document assets={bootData.assets}>
          <PageOriginContext.Provider value={window.location.origin}>
            <RelayEnvironmentProvider environment={environment}>
              <RouterProvider router={router} />
            </RelayEnvironmentProvider>
          </PageOriginContext.Provider>
        </Document>
      </StrictMode>,
    );
  });
}

void boot();
