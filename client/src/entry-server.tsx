import { StrictMode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Document } from './Document';
import { createRelayEnvironment } from './relay/create-relay-environment';
import { renderDocument } from './render-document';
import { scriptSafeJson } from './script-safe-json';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint';
import { PageLeadFormsContext } from './components/leads/page-lead-forms';
import { PageOriginContext } from './routing/page-origin';
import { createRoutes } from './apps/routes';
import { createStaticRouter } from './routing/create-router';
import { failureStatus } from './routing/failure-status';
import { loadRouteData, type LoadedRoutes } from './routing/load-route-data';
import { RouterProvider } from './routing/RouterProvider';
import {
  BOOT_DATA_GLOBAL,
  type BootData,
  type BootResponse,
  type PageAssets,
  type RenderPage,
} from './ssr-contract';
import './styles/global.css';

const wasNotFound = ({ matches, loaderData }: LoadedRoutes) =>
  matches.length === 0 ||
  Object.values(loaderData).some(
    (data) => typeof data === 'object' && data !== null && 'notFound' in data && data.notFound,
  );

/** The page's assets: the boot's, with the chunks of its matched routes' code preloaded too. */
function assetsOfPage(
  { routeModulePreloads = {}, ...assets }: PageAssets,
  { matches }: LoadedRoutes,
): PageAssets {
  const routeChunks = matches.flatMap(({ route }) =>
    (route.modules ?? []).flatMap((module) => routeModulePreloads[module] ?? []),
  );
  return {
    ...assets,
    modulePreloads: [...new Set([...(assets.modulePreloads ?? []), ...routeChunks])],
  };
}

/**
 * Renders a page on the server: the route loaders run the route queries in-process, the page
 * renders with that data, and the Relay records travel in the page so the browser hydrates
 * without fetching them again.
 */
export const renderPage: RenderPage = async ({
  request,
  executeGraphQL,
  assets,
  nonce,
  leadForms,
  zoneOffsets,
  status: givenStatus,
  origin,
}) => {
  const responses: BootResponse[] = [];
  const environment = createRelayEnvironment(executeGraphQL, {
    onResponse: (response) => responses.push(response),
  });
  const url = new URL(request.url);
  const location = {
    pathname: url.pathname,
    search: url.search,
    hash: '',
    state: null,
    key: 'default',
  };
  const loaded = await loadRouteData(createRoutes(environment), location, url.origin);
  const router = createStaticRouter(location, loaded);
  const failed = loaded.errors !== null;
  const pageAssets = assetsOfPage(assets, loaded);
  const boot: BootData = {
    responses,
    assets: pageAssets,
    leadForms,
    zoneOffsets,
  };
  // A refused posted form is answered at the address it was posted to: the page's script puts the
  // page's own address back before the router reads it.
  const restoreAddress = leadForms?.refused
    ? `history.replaceState(null,"",${scriptSafeJson(url.pathname + url.search)});`
    : '';
  const body = await renderDocument(
    <StrictMode>
      <Document assets={pageAssets}>
        <PageOriginContext.Provider value={origin ?? url.origin}>
          <RelayEnvironmentProvider environment={environment}>
            <PageLeadFormsContext.Provider value={leadForms ?? null}>
              <RouterProvider router={router} />
            </PageLeadFormsContext.Provider>
          </RelayEnvironmentProvider>
        </PageOriginContext.Provider>
      </Document>
    </StrictMode>,
    {
      nonce,
      // A page that failed to render is sent as plain HTML: the browser does not try to hydrate
      // it. A JSON string parses faster than the same data as a script's object literal. The
      // page's scripts start once it has painted (scripts-after-first-paint.ts).
      bootScript: failed
        ? undefined
        : `${restoreAddress}window.${BOOT_DATA_GLOBAL}=JSON.parse(${scriptSafeJson(JSON.stringify(boot))});` +
          scriptsAfterFirstPaint({
            stylesheets: pageAssets.styles,
            preloads: pageAssets.modulePreloads ?? [],
            modules: pageAssets.scripts,
          }),
    },
  );
  const routeStatus = loaded.errors
    ? failureStatus(loaded.errors)
    : wasNotFound(loaded)
      ? 404
      : 200;
  const status = routeStatus === 200 && givenStatus !== undefined ? givenStatus : routeStatus;
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
};
