import { builder } from '../../builder.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { MAX_WATCHLIST_ENTRIES } from '../../watchlist/watchlist-records.port.js';
import { ViewerRef } from '../accounts/viewer.type.js';
import { CarRef } from '../car/car.type.js';
import { inWatchlistLoader, watchlistIsOn } from './watchlist-loader.js';

/** A watchlist card costs about what a search result card does. */
const WATCHLIST_CAR_COST = 2;

builder.objectFields(ViewerRef, (t) => ({
  watchlist: t.field({
    type: [CarRef],
    description: `The vehicles on the shopper’s watchlist, newest first (at most ${MAX_WATCHLIST_ENTRIES}); vehicles no longer on the site are left out. Empty when the site has no watchlist.`,
    complexity: { field: WATCHLIST_CAR_COST, multiplier: MAX_WATCHLIST_ENTRIES / 10 },
    resolve: async (viewer, _args, context) => {
      if (!watchlistIsOn(context)) return [];
      const entries = await context.records.watchlist(viewer.userId);
      const cars = await context.loaders.carByIdLoader.loadMany(entries.map((e) => e.carId));
      const listed = cars.filter(
        (car): car is StockDocument => car !== null && !(car instanceof Error),
      );
      // The list answers these cars as saved without asking again.
      const saved = inWatchlistLoader(context, viewer.userId);
      for (const car of listed) saved.prime(car.id, true);
      return listed;
    },
  }),
}));

builder.objectFields(CarRef, (t) => ({
  inWatchlist: t.boolean({
    description:
      'Whether the vehicle is on the signed-in shopper’s watchlist; false for a visitor and on a site without a watchlist.',
    resolve: (car, _args, context) => {
      if (!context.viewer || !watchlistIsOn(context)) return false;
      return inWatchlistLoader(context, context.viewer.userId).load(car.id);
    },
  }),
}));
