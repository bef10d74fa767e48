import type { CheckoutJourneyPageQuery } from '../../__generated__/CheckoutJourneyPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';

/**
 * /checkout-journey?car_id={slug}'s route query, declared where it is read
 * (CheckoutJourneyPage.tsx). A site that does not sell online (features.onlinePurchase off), or
 * a car it does not have, has no such page: a 404.
 */
export const checkoutJourneyPageQuery: RelayRouteQuery<CheckoutJourneyPageQuery> = {
  importQuery: () => import('../../__generated__/CheckoutJourneyPageQuery.graphql'),
  variables: ({ url }) => ({ carSlug: url.searchParams.get('car_id')?.trim() || '-' }),
  isNotFound: (data) => data.checkoutJourney == null,
};
