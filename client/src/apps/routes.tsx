import type { Environment } from 'react-relay/hooks';
import { RESERVE_PATH_NAMES } from '@forecourt/schema/reservations/checkout-paths';
import type { RouteObject } from '../routing/route-types';
import { lazyPage } from '../routing/lazy-page';
import { similarAlertsRoutes } from './alerts/alerts-routes';
import { brandPageQuery } from './brands/brand-page-route';
import { brandsPageQuery } from './brands/brands-page-route';
import { carPageQuery } from './car/car-page-route';
import { checkoutJourneyPageQuery } from './checkout-journey/checkout-journey-route';
import { comparePageQuery } from './compare/compare-page-route';
import { contentPageRoutes } from './content/content-page-route';
import { favouritesPageQuery } from './favourites/favourites-page-route';
import { contactLocationRoute } from './locations/ContactLocationPageRoute';
import { dealerLocatorPageQuery } from './locations/DealerLocatorPage.route';
import { leadRoutes } from './leads/lead-routes';
import { homePageQuery } from './home/home-page-route';
import { notFoundLoader, NotFoundRoute } from '../shell/NotFoundPage';
import { printPageLoader } from './print/print-page-route';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import { searchPageQuery } from './search/search-page-route';
import { savedSearchesPageQuery } from './saved-searches/saved-searches-page-route';
import { specialOffersPageQuery } from './special-offers/special-offers-page-route';
import { watchlistPageQuery } from './watchlist/watchlist-page-route';
import { withGaragePages } from './garage/garage-page-route';
import { signInPageQuery } from './sign-in/sign-in-page-route';
import { reservePageQuery } from './checkout/reserve-page-route';
import { reservationPageQuery } from './reservations/reservation-page-route';
import { SiteLayout, siteLayoutQuery } from '../shell/SiteLayout';
import { relayRouteLoader } from '../routing/relay-route-loader';

/** The search page's code: two routes render it. */
const searchPage = lazyPage(
  import.meta.glob<typeof import('./search/SearchPage')>('/src/apps/search/SearchPage.tsx'),
  (m) => m.SearchPage,
);

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
              ...lazyPage(
                import.meta.glob<typeof import('./home/HomePage')>('/src/apps/home/HomePage.tsx'),
                (m) => m.HomePage,
              ),
            },
            {
              id: 'search',
              path: 'search/*',
              loader: relayRouteLoader(environment, searchPageQuery),
              ...searchPage,
            },
            {
              // The used-car site's second car-type level (setting search.usedCarTypeLevel):
              // the same search page, which the server resolves or answers 404 for.
              id: 'used-car-search',
              path: 'used-car/*',
              loader: relayRouteLoader(environment, searchPageQuery),
              ...searchPage,
            },
            {
              id: 'car',
              path: 'cars/:slug',
              loader: relayRouteLoader(environment, carPageQuery),
              ...lazyPage(
                import.meta.glob<typeof import('./car/CarPage')>('/src/apps/car/CarPage.tsx'),
                (m) => m.CarPage,
              ),
            },
            // Both reserve addresses render the page; the server redirects the one a site does
            // not use (its reservations.path) to the one it does.
            ...RESERVE_PATH_NAMES.map((pathName) => ({
              id: `reserve-${pathName}`,
              path: `cars/:slug/${pathName}`,
              loader: relayRouteLoader(environment, reservePageQuery),
              ...lazyPage(
                import.meta.glob<typeof import('./checkout/ReservePage')>(
                  '/src/apps/checkout/ReservePage.tsx',
                ),
                (m) => m.ReservePage,
              ),
            })),
            {
              id: 'reservation',
              path: 'reservations/:id',
              loader: relayRouteLoader(environment, reservationPageQuery),
              ...lazyPage(
                import.meta.glob<typeof import('./reservations/ReservationPage')>(
                  '/src/apps/reservations/ReservationPage.tsx',
                ),
                (m) => m.ReservationPage,
              ),
            },
            {
              id: 'dealer-locator',
              path: 'dealer-locator',
              loader: relayRouteLoader(environment, dealerLocatorPageQuery),
              ...lazyPage(
                import.meta.glob<typeof import('./locations/DealerLocatorPage')>(
                  '/src/apps/locations/DealerLocatorPage.tsx',
                ),
                (m) => m.DealerLocatorPage,
              ),
            },
            {
              id: 'brands',
              path: 'brands',
              loader: relayRouteLoader(environment, brandsPageQuery),
              ...lazyPage(
                import.meta.glob<typeof import('./brands/BrandsPage')>(
                  '/src/apps/brands/BrandsPage.tsx',
                ),
                (m) => m.BrandsPage,
              ),
            },
            {
              id: 'brand',
              path: ':brand/overview',
              loader: relayRouteLoader(environment, brandPageQuery),
              ...lazyPage(
                import.meta.glob<typeof import('./brands/BrandPage')>(
                  '/src/apps/brands/BrandPage.tsx',
                ),
                (m) => m.BrandPage,
              ),
            },
            {
              id: 'special-offers',
              path: 'special-offers',
              loader: relayRouteLoader(environment, specialOffersPageQuery),
              ...lazyPage(
                import.meta.glob<typeof import('./special-offers/SpecialOffersPage')>(
                  '/src/apps/special-offers/SpecialOffersPage.tsx',
                ),
                (m) => m.SpecialOffersPage,
              ),
            },
            {
              id: 'watchlist',
              path: 'watchlist',
              loader: relayRouteLoader(environment, watchlistPageQuery),
              ...lazyPage(
                import.meta.glob<typeof import('./watchlist/WatchlistPage')>(
                  '/src/apps/watchlist/WatchlistPage.tsx',
                ),
                (m) => m.WatchlistPage,
              ),
            },
            {
              id: 'compare',
              path: 'compare',
              loader: relayRouteLoader(environment, comparePageQuery),
              ...lazyPage(
                import.meta.glob<typeof import('./compare/ComparePage')>(
                  '/src/apps/compare/ComparePage.tsx',
                ),
                (m) => m.ComparePage,
              ),
            },
            {
              id: 'favourites',
              path: 'favourites',
              loader: relayRouteLoader(environment, favouritesPageQuery),
              ...lazyPage(
                import.meta.glob<typeof import('./favourites/FavouritesPage')>(
                  '/src/apps/favourites/FavouritesPage.tsx',
                ),
                (m) => m.FavouritesPage,
              ),
            },
            {
              id: 'saved-searches',
              path: 'saved-searches',
              loader: relayRouteLoader(environment, savedSearchesPageQuery),
              ...lazyPage(
                import.meta.glob<typeof import('./saved-searches/SavedSearchesPage')>(
                  '/src/apps/saved-searches/SavedSearchesPage.tsx',
                ),
                (m) => m.SavedSearchesPage,
              ),
            },
            {
              // Spec 1 §2: the online purchase, where the site sells online (else a 404).
              id: 'checkout-journey',
              path: 'checkout-journey',
              loader: relayRouteLoader(environment, checkoutJourneyPageQuery),
              ...lazyPage(
                import.meta.glob<typeof import('./checkout-journey/CheckoutJourneyPage')>(
                  '/src/apps/checkout-journey/CheckoutJourneyPage.tsx',
                ),
                (m) => m.CheckoutJourneyPage,
              ),
            },
            {
              id: 'sign-in',
              path: 'sign-in',
              loader: relayRouteLoader(environment, signInPageQuery),
              ...lazyPage(
                import.meta.glob<typeof import('./sign-in/SignInPage')>(
                  '/src/apps/sign-in/SignInPage.tsx',
                ),
                (m) => m.SignInPage,
              ),
            },
            ...similarAlertsRoutes,
            ...leadRoutes(environment),
            contactLocationRoute(environment),
            // The garage's addresses are one-segment pages like the content pages' (setting garage).
            ...contentPageRoutes(environment).map((route) =>
              route.id === 'content-page' ? withGaragePages(environment, route) : route,
            ),
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
      ...lazyPage(
        import.meta.glob<typeof import('./print/PrintPage')>('/src/apps/print/PrintPage.tsx'),
        (m) => m.PrintPage,
      ),
    },
  ];
}
