import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../context.js';

/**
 * Whether each car is on the signed-in shopper's watchlist: one query for every card of a page,
 * built once per request (the context is the request's) so nothing cached crosses requests.
 */
const loaders = new WeakMap<GraphQLContext, DataLoader<string, boolean>>();

export function inWatchlistLoader(
  context: GraphQLContext,
  userId: string,
): DataLoader<string, boolean> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader((carIds) => context.records.watchlistHas(userId, carIds));
    loaders.set(context, loader);
  }
  return loader;
}

/** Whether the site has the watchlist switched on (setting features.watchlist). */
export const watchlistIsOn = (context: GraphQLContext): boolean =>
  context.site.config.features.watchlist;
