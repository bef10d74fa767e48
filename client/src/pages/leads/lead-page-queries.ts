import CareersPageQueryNode, {
  type CareersPageQuery,
} from '../../__generated__/CareersPageQuery.graphql';
import ContactPageQueryNode, {
  type ContactPageQuery,
} from '../../__generated__/ContactPageQuery.graphql';
import FinancePageQueryNode, {
  type FinancePageQuery,
} from '../../__generated__/FinancePageQuery.graphql';
import SuccessPageQueryNode, {
  type SuccessPageQuery,
} from '../../__generated__/SuccessPageQuery.graphql';
import TradeInPageQueryNode, {
  type TradeInPageQuery,
} from '../../__generated__/TradeInPageQuery.graphql';
import type { RelayRouteQuery } from '../../routes/relay-route-loader';
import { tradeInPageVariables } from './trade-in-car';

/**
 * The lead pages' route queries. Each query is declared where it is read (its page); the route
 * table takes the compiled query from here, so a page's code (and the forms') loads on demand.
 */

export const financePageQuery: RelayRouteQuery<FinancePageQuery> = {
  query: FinancePageQueryNode,
  variables: () => ({}),
};

export const contactPageQuery: RelayRouteQuery<ContactPageQuery> = {
  query: ContactPageQueryNode,
  variables: () => ({}),
};

export const careersPageQuery: RelayRouteQuery<CareersPageQuery> = {
  query: CareersPageQueryNode,
  variables: () => ({}),
};

export const tradeInPageQuery: RelayRouteQuery<TradeInPageQuery> = {
  query: TradeInPageQueryNode,
  variables: ({ url }) => tradeInPageVariables(url),
};

export const successPageQuery: RelayRouteQuery<SuccessPageQuery> = {
  query: SuccessPageQueryNode,
  variables: () => ({}),
};
