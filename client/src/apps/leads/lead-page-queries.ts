import type { BookTestDrivePageQuery } from '../../__generated__/BookTestDrivePageQuery.graphql';
import type { ServicePageQuery } from '../../__generated__/ServicePageQuery.graphql';
import type { CareersPageQuery } from '../../__generated__/CareersPageQuery.graphql';
import type { ContactPageQuery } from '../../__generated__/ContactPageQuery.graphql';
import type { FinancePageQuery } from '../../__generated__/FinancePageQuery.graphql';
import type { PersonalisedFinancePageQuery } from '../../__generated__/PersonalisedFinancePageQuery.graphql';
import { CAR_ID_PARAM } from '@forecourt/schema/leads/lead-routes';
import type { SuccessPageQuery } from '../../__generated__/SuccessPageQuery.graphql';
import type { TradeInPageQuery } from '../../__generated__/TradeInPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';
import { tradeInPageVariables } from './trade-in-car';

/**
 * The lead pages' route queries. Each query is declared where it is read (its page); the route
 * table takes the compiled query from here, so a page's code (and the forms') loads on demand,
 * and its compiled query with it (not in every page's code).
 */

/**
 * Every finance address has a route, but each site has one finance page (its
 * financeEnquiryPath): the others are not pages of that site.
 */
export const financePageQuery: RelayRouteQuery<FinancePageQuery> = {
  importQuery: () => import('../../__generated__/FinancePageQuery.graphql'),
  variables: () => ({}),
  isNotFound: (data, { url }) => data.site.financeEnquiryPath !== url.pathname,
};

/** /personalised/finance?car_id={slug}: only for a vehicle the site has such a page for. */
export const personalisedFinancePageQuery: RelayRouteQuery<PersonalisedFinancePageQuery> = {
  importQuery: () => import('../../__generated__/PersonalisedFinancePageQuery.graphql'),
  variables: ({ url }) => {
    // The vehicle's slug (car_id), not a site's.
    const carSlug = url.searchParams.get(CAR_ID_PARAM)?.trim() ?? '';
    return { slug: carSlug, withCar: carSlug !== '' };
  },
  isNotFound: (data) => !data.car?.hasPersonalisedFinance,
};

export const contactPageQuery: RelayRouteQuery<ContactPageQuery> = {
  importQuery: () => import('../../__generated__/ContactPageQuery.graphql'),
  variables: () => ({}),
};

export const careersPageQuery: RelayRouteQuery<CareersPageQuery> = {
  importQuery: () => import('../../__generated__/CareersPageQuery.graphql'),
  variables: () => ({}),
};

export const tradeInPageQuery: RelayRouteQuery<TradeInPageQuery> = {
  importQuery: () => import('../../__generated__/TradeInPageQuery.graphql'),
  variables: ({ url }) => tradeInPageVariables(url),
};

export const successPageQuery: RelayRouteQuery<SuccessPageQuery> = {
  importQuery: () => import('../../__generated__/SuccessPageQuery.graphql'),
  variables: () => ({}),
};

/** /service: not a page of a site that books services on the manufacturer's page. */
export const servicePageQuery: RelayRouteQuery<ServicePageQuery> = {
  importQuery: () => import('../../__generated__/ServicePageQuery.graphql'),
  variables: () => ({}),
  isNotFound: (data) => data.site.servicePage.external,
};

/** /book-test-drive/: not a page of a site that has switched test drives off. */
export const bookTestDrivePageQuery: RelayRouteQuery<BookTestDrivePageQuery> = {
  importQuery: () => import('../../__generated__/BookTestDrivePageQuery.graphql'),
  variables: () => ({}),
  isNotFound: (data) => !data.site.features.testDrive,
};
