// First: the lead and finance schemas are built without eval, which the pages' CSP forbids.
import '@forecourt/schema/csp/zod-without-eval';
import { learnZoneOffsets } from '@forecourt/schema/locations/zone-offset-spans';
import { startTransition, StrictMode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Document } from './Document';
import { yieldToMain } from './on-demand/yield-to-main';
import { createRelayEnvironment } from './relay/create-relay-environment';
import { fetchGraphQL } from './relay/fetch-graphql';
import { PageLeadFormsContext } from './components/leads/page-lead-forms';
import { PageOriginContext } from './routing/page-origin';
import { createBrowserRouter } from './routing/create-router';
import { RouterProvider } from './routing/RouterProvider';
import { createRoutes } from './apps/routes';
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
  // The boot runs in tasks of its own, apart from evaluating the page's scripts: the browser gets
  // several short tasks, with room to paint and respond between them, instead of one long one.
  await yieldToMain();
  const bootData = window[BOOT_DATA_GLOBAL];
  if (!bootData) throw new Error('The page carries no boot data');
  learnZoneOffsets(bootData.zoneOffsets ?? []);
  const environment = createRelayEnvironment(fetchGraphQL, { bootResponses: bootData.responses });
  const router = createBrowserRouter(createRoutes(environment));
  // Hydration must render what the server rendered: the page's code and data load first (the
  // data from the store, which holds the server's answers).
  await router.initialize();
  // React DOM, the page's largest script, starts up in a task of its own too: imported here (its
  // code came with the page's scripts), it runs only now.
  await yieldToMain();
  const { hydrateRoot } = await import('react-dom/client');
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread in one long task (the page is already painted and readable meanwhile).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document assets={bootData.assets}>
          <PageOriginContext.Provider value={window.location.origin}>
            <RelayEnvironmentProvider environment={environment}>
              <PageLeadFormsContext.Provider value={bootData.leadForms ?? null}>
                <RouterProvider router={router} />
              </PageLeadFormsContext.Provider>
            </RelayEnvironmentProvider>
          </PageOriginContext.Provider>
        </Document>
      </StrictMode>,
    );
  });
}

void boot();
