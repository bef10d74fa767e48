import { createRelayEnvironment } from './relay/create-relay-environment';
import { fetchGraphQL } from './relay/fetch-graphql';
import { createRoutes } from './routes/routes';
import { createBrowserRouter } from './routing/create-router';
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
  // Its own import, so the browser runs it in a task of its own (the page's head preloads it).
  const hydration = import('./hydrate-document');
  const environment = createRelayEnvironment(fetchGraphQL, { bootResponses: bootData.responses });
  const router = createBrowserRouter(createRoutes(environment));
  // Hydration must render what the server rendered: the page's code and data load first (the
  // data from the store, which holds the server's answers).
  await router.initialize();
  const { hydrateDocument } = await hydration;
  hydrateDocument({ assets: bootData.assets, environment, router });
}

void boot();
