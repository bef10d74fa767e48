import type { Environment } from 'react-relay/hooks';
import type { RouteObject } from 'react-router';
import { CarPage, carPageQuery } from '../pages/car/CarPage';
import { HomePage, homePageQuery } from '../pages/HomePage';
import { notFoundLoader, NotFoundRoute } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { SearchPage, searchPageQuery } from '../pages/search/SearchPage';
import { SiteLayout, siteLayoutQuery } from '../pages/SiteLayout';
import { relayRouteLoader } from './relay-route-loader';

/**
 * The route table. Each route has one query, fetched by its loader before the route renders;
 * the ids key the loader data the browser hydrates with.
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
              Component: HomePage,
            },
            {
              id: 'search',
              path: 'search/*',
              loader: relayRouteLoader(environment, searchPageQuery),
              Component: SearchPage,
            },
            {
              id: 'car',
              path: 'cars/:slug',
              loader: relayRouteLoader(environment, carPageQuery),
              Component: CarPage,
            },
            { id: 'not-found', path: '*', loader: notFoundLoader, Component: NotFoundRoute },
          ],
        },
      ],
    },
  ];
}
