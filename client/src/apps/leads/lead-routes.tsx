import {
  CAR_TRADE_IN_PATH,
  FINANCE_PATHS,
  PERSONALISED_FINANCE_PATH,
  SELL_MY_CAR_PATH,
  SUCCESS_PATH,
  TRADE_IN_PATH,
} from '@forecourt/schema/leads/lead-routes';
import type { Environment } from 'react-relay/hooks';
import type { RouteObject } from '../../routing/route-types';
import { lazyPage } from '../../routing/lazy-page';
import { relayRouteLoader } from '../../routing/relay-route-loader';
import { BOOK_TEST_DRIVE_PATH, SERVICE_PATH } from '@forecourt/schema/content/content-paths';
import {
  bookTestDrivePageQuery,
  careersPageQuery,
  contactPageQuery,
  financePageQuery,
  personalisedFinancePageQuery,
  successPageQuery,
  servicePageQuery,
  tradeInPageQuery,
} from './lead-page-queries';

/** Spec 2 §2's default site links of the general enquiry pages. */
export const CONTACT_PATH = '/contact';
export const CAREERS_PATH = '/careers';

/** A route's path below the layout: no leading slash, and no trailing one (both addresses match). */
const relative = (path: string) => path.replace(/^\/|\/$/g, '');

const financePage = lazyPage(
  import.meta.glob<typeof import('./FinancePage')>('/src/apps/leads/FinancePage.tsx'),
  (m) => m.FinancePage,
);
const tradeInPage = lazyPage(
  import.meta.glob<typeof import('./TradeInPage')>('/src/apps/leads/TradeInPage.tsx'),
  (m) => m.TradeInPage,
);

/**
 * The lead pages, as children of the site layout route: the forms (finance, contact, careers,
 * trade-in, Book a Service, book a test drive) and the success page. Each has one query, loaded before it renders; each page's code
 * loads when it is opened. /cars/trade-in is a fixed path, so it wins over /cars/{slug}.
 */
export function leadRoutes(environment: Environment): RouteObject[] {
  const tradeInLoader = relayRouteLoader(environment, tradeInPageQuery);
  const financeLoader = relayRouteLoader(environment, financePageQuery);
  return [
    // Each finance address (spec 2 §2); the page answers "not found" on sites using another.
    ...FINANCE_PATHS.map((path) => ({
      id: `lead-finance${path.replaceAll('/', '-')}`,
      path: relative(path),
      loader: financeLoader,
      ...financePage,
    })),
    {
      id: 'lead-personalised-finance',
      path: relative(PERSONALISED_FINANCE_PATH),
      loader: relayRouteLoader(environment, personalisedFinancePageQuery),
      ...lazyPage(
        import.meta.glob<typeof import('./PersonalisedFinancePage')>(
          '/src/apps/leads/PersonalisedFinancePage.tsx',
        ),
        (m) => m.PersonalisedFinancePage,
      ),
    },
    {
      id: 'lead-contact',
      path: relative(CONTACT_PATH),
      loader: relayRouteLoader(environment, contactPageQuery),
      ...lazyPage(
        import.meta.glob<typeof import('./ContactPage')>('/src/apps/leads/ContactPage.tsx'),
        (m) => m.ContactPage,
      ),
    },
    {
      id: 'lead-careers',
      path: relative(CAREERS_PATH),
      loader: relayRouteLoader(environment, careersPageQuery),
      ...lazyPage(
        import.meta.glob<typeof import('./CareersPage')>('/src/apps/leads/CareersPage.tsx'),
        (m) => m.CareersPage,
      ),
    },
    {
      id: 'lead-trade-in',
      path: relative(TRADE_IN_PATH),
      loader: tradeInLoader,
      ...tradeInPage,
    },
    {
      id: 'lead-sell-my-car',
      path: relative(SELL_MY_CAR_PATH),
      loader: tradeInLoader,
      ...tradeInPage,
    },
    {
      id: 'lead-car-trade-in',
      path: relative(CAR_TRADE_IN_PATH),
      loader: tradeInLoader,
      ...tradeInPage,
    },
    {
      id: 'lead-service',
      path: relative(SERVICE_PATH),
      loader: relayRouteLoader(environment, servicePageQuery),
      ...lazyPage(
        import.meta.glob<typeof import('./ServicePage')>('/src/apps/leads/ServicePage.tsx'),
        (m) => m.ServicePage,
      ),
    },
    {
      // /book-test-drive/ and /book-test-drive: a route ignores a trailing slash.
      id: 'lead-book-test-drive',
      path: relative(BOOK_TEST_DRIVE_PATH),
      loader: relayRouteLoader(environment, bookTestDrivePageQuery),
      ...lazyPage(
        import.meta.glob<typeof import('./BookTestDrivePage')>(
          '/src/apps/leads/BookTestDrivePage.tsx',
        ),
        (m) => m.BookTestDrivePage,
      ),
    },
    {
      id: 'lead-success',
      path: relative(SUCCESS_PATH),
      loader: relayRouteLoader(environment, successPageQuery),
      ...lazyPage(
        import.meta.glob<typeof import('./SuccessPage')>('/src/apps/leads/SuccessPage.tsx'),
        (m) => m.SuccessPage,
      ),
    },
  ];
}
