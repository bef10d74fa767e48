import type { FavouritesPageQuery } from '../../__generated__/FavouritesPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';

/**
 * /favourites' route query, declared where it is read (FavouritesPage.tsx): a signed-in
 * shopper's favourites come with the page; a visitor's are in the browser and load after it.
 */
export const favouritesPageQuery: RelayRouteQuery<FavouritesPageQuery> = {
  importQuery: () => import('../../__generated__/FavouritesPageQuery.graphql'),
  variables: () => ({}),
  // A site that does not offer favourites has no favourites page.
  isNotFound: (data) => !data.site.features.favourites,
};
