import type { CareersPageQuery } from '../../__generated__/CareersPageQuery.graphql';
import type { ContactPageQuery } from '../../__generated__/ContactPageQuery.graphql';
import type { FinancePageQuery } from '../../__generated__/FinancePageQuery.graphql';
import type { SuccessPageQuery } from '../../__generated__/SuccessPageQuery.graphql';
import type { TradeInPageQuery } from '../../__generated__/TradeInPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';
import { tradeInPageVariables } from './trade-in-car';

/**
 * The lead pages' route queries. Each query is declared where it is read (its page); the route
 * table takes the compiled query from here, so a page's code (and the forms') loads on demand,
 * and its compiled query with it (not in every page's code).
 */

export const financePageQuery: RelayRouteQuery<FinancePageQuery> = {
  importQuery: () => import('../../__generated__/FinancePageQuery.graphql'),
  variables: () => ({}),
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
