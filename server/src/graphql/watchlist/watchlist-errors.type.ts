import { builder } from '../../builder.js';
import { ErrorInterface } from '../common/error.types.js';
import {
  WatchlistFullError,
  WatchlistOffError,
  WatchlistPhoneNeededError,
  WatchlistSignInNeededError,
  WatchlistSoldCarError,
} from '../../watchlist/watchlist-refusals.js';

/** The watchlist's typed errors: each implements `Error` (its message is shown to the shopper). */

builder.objectType(WatchlistSignInNeededError, {
  name: 'WatchlistSignInNeededError',
  description: 'Nobody is signed in: send the shopper to `signInPath`, nothing was saved.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    signInPath: t.exposeString('signInPath', {
      description: 'The sign-in page for the watchlist, returning to the page asked for.',
    }),
  }),
});

builder.objectType(WatchlistPhoneNeededError, {
  name: 'WatchlistPhoneNeededError',
  description:
    'The signed-in shopper has no mobile number, which the watchlist needs: send them to `signInPath` to add one; nothing was saved.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    signInPath: t.exposeString('signInPath', {
      description: 'The sign-in page’s mobile-number step, returning to the page asked for.',
    }),
  }),
});

builder.objectType(WatchlistSoldCarError, {
  name: 'WatchlistSoldCarError',
  description: 'The vehicle has sold and is not on the list, so it cannot be put on it.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(WatchlistFullError, {
  name: 'WatchlistFullError',
  description: 'The watchlist holds as many vehicles as it may: nothing was saved.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    limit: t.exposeInt('limit', { description: 'Most vehicles one watchlist holds.' }),
  }),
});

builder.objectType(WatchlistOffError, {
  name: 'WatchlistOffError',
  description: 'The site has no watchlist (its `features.watchlist` is off).',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});
