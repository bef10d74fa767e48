import type { Environment } from 'react-relay/hooks';
import type { RouteObject } from '../routing/route-types';
import { similarAlertsRoutes } from '../pages/alerts/alerts-routes';
import { carPageQuery } from '../pages/car/car-page-route';
import { leadRoutes } from '../pages/leads/lead-routes';
import { homePageQuery } from '../pages/home-page-route';
import { notFoundLoader, NotFoundRoute } from '../pages/NotFoundPage';
import { printPageLoader } from '../pages/print/print-page-route';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { searchPageQuery } from '../pages/search/search-page-route';
import { SiteLayout, siteLayoutQuery } from '../pages/SiteLayout';
import { relayRouteLoader } from './relay-route-loader';

/**
 * The route table. Each route has one query, fetched by its loader before the route renders;
 * the ids key the loader data the browser hydrates with. The home, search and vehicle pages' code
 * loads on demand (`lazy`), so no page downloads another's. The print sheet sits beside the site
 * layout rather than in it: a sheet for paper has no header, footer or navigation.
 */
export function createRoutes(environment: Environment): RouteObject[] {
  return [
    {
      id: 'site',
      path: '/',
      loader: relayRouteLoader(environment, siteLayoutQuery),
      Component: SiteLayout,
      errorElement: <RouteErrorPage />,
      children: [
        {
          id: 'pages',
          errorElement: <RouteErrorPage />,
          children: [
            {
              id: 'home',
              index: true,
              loader: relayRouteLoader(environment, homePageQuery),
              lazy: () => import('../pages/HomePage').then((m) => ({ Component: m.HomePage })),
            },
            {
              id: 'search',
              path: 'search/*',
              loader: relayRouteLoader(environment, searchPageQuery),
              lazy: () =>
                import('../pages/search/SearchPage').then((m) => ({ Component: m.SearchPage })),
            },
            {
              id: 'car',
              path: 'cars/:slug',
              loader: relayRouteLoader(environment, carPageQuery),
              lazy: () => import('../pages/car/CarPage').then((m) => ({ Component: m.CarPage })),
            },
            ...similarAlertsRoutes,
            ...leadRoutes(environment),
            { id: 'not-found', path: '*', loader: notFoundLoader, Component: NotFoundRoute },
          ],
        },
      ],
    },
    {
      id: 'print',
      path: '/print',
      loader: printPageLoader(environment),
      errorElement: <RouteErrorPage />,
      lazy: () => import('../pages/print/PrintPage').then((m) => ({ Component: m.PrintPage })),
    },
  ];
}
