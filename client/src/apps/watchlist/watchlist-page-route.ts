import type { WatchlistPageQuery } from '../../__generated__/WatchlistPageQuery.graphql';
import type { RelayRouteQuery } from '../../routing/relay-route-loader';

/**
 * /watchlist's route query, declared where it is read (WatchlistPage.tsx). A site without the
 * watchlist (setting features.watchlist off) has no such page: a 404.
 */
export const watchlistPageQuery: RelayRouteQuery<WatchlistPageQuery> = {
  importQuery: () => import('../../__generated__/WatchlistPageQuery.graphql'),
  variables: () => ({}),
  isNotFound: (data) => !data.site.features.watchlist,
};
