import { builder } from '../../builder.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { CarRef } from '../car/car.type.js';

interface WatchlistChange {
  car: StockDocument;
  success: boolean;
}

function watchlistPayload(name: string, description: string, carDescription: string) {
  return builder.objectRef<WatchlistChange>(name).implement({
    description,
    fields: (t) => ({
      success: t.exposeBoolean('success', {
        description: 'The watchlist now is as asked (true also when it already was).',
      }),
      car: t.field({
        type: CarRef,
        description: carDescription,
        resolve: (payload) => payload.car,
      }),
    }),
  });
}

export const SaveCarToWatchlistPayloadRef = watchlistPayload(
  'SaveCarToWatchlistPayload',
  'The vehicle is on the shopper’s watchlist.',
  'The saved vehicle (its `inWatchlist` is true).',
);

export const RemoveCarFromWatchlistPayloadRef = watchlistPayload(
  'RemoveCarFromWatchlistPayload',
  'The vehicle is off the shopper’s watchlist.',
  'The removed vehicle (its `inWatchlist` is false).',
);
