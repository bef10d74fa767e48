import { CONTENT_PAGES_PREFIX } from '@forecourt/schema/content/content-paths';
import type { Environment } from 'react-relay/hooks';
import type { ContentPageQuery } from '../../__generated__/ContentPageQuery.graphql';
import { relayRouteLoader, type RelayRouteQuery } from '../../routing/relay-route-loader';
import { lazyPage } from '../../routing/lazy-page';
import type { LoaderArgs, RouteObject } from '../../routing/route-types';

/**
 * A content page's query, for a top-level page (/about-us) or one under /pages/. Declared where it
 * is read (ContentPage.tsx); the route takes the compiled query from here so the page's code loads
 * on demand with it. An address naming no page of the site is a 404.
 */
function contentPageQuery(prefix: string): RelayRouteQuery<ContentPageQuery> {
  return {
    importQuery: () => import('../../__generated__/ContentPageQuery.graphql'),
    variables: ({ params }: LoaderArgs) => ({ path: `${prefix}/${params.page ?? ''}` }),
    isNotFound: (data) => data.site.contentPage === null,
  };
}

const contentPage = lazyPage(
  import.meta.glob<typeof import('./ContentPage')>('/src/apps/content/ContentPage.tsx'),
  (m) => m.ContentPage,
);

/**
 * The content pages' routes, children of the site layout. A page parameter ranks below every
 * fixed address (match-routes.ts), so /finance or /pages/… of the app are never taken by them.
 */
export function contentPageRoutes(environment: Environment): RouteObject[] {
  return [
    {
      id: 'content-page',
      path: ':page',
      loader: relayRouteLoader(environment, contentPageQuery('')),
      ...contentPage,
    },
    {
      id: 'content-page-nested',
      path: `${CONTENT_PAGES_PREFIX.slice(1)}/:page`,
      loader: relayRouteLoader(environment, contentPageQuery(CONTENT_PAGES_PREFIX)),
      ...contentPage,
    },
  ];
}
