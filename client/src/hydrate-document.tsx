import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import { Document } from './Document';
import { PageOriginContext } from './routes/page-origin';
import type { Router } from './routing/route-types';
import { RouterProvider } from './routing/RouterProvider';
import type { PageAssets } from './ssr-contract';

/**
 * Hydrates the page the server rendered. The entry loads this module on its own: React DOM is the
 * page's largest script, and running it apart from the rest of the boot keeps every task the
 * browser runs while loading short.
 */
export function hydrateDocument({
  assets,
  environment,
  router,
}: {
  assets: PageAssets;
  environment: Environment;
  router: Router;
}): void {
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread in one long task (the page is already painted and readable meanwhile).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document assets={assets}>
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
