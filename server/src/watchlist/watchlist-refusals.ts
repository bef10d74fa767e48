/**
 * Why a watchlist save or removal was refused (spec 1 §5: the watchlist needs a signed-in shopper
 * with a phone number). Each carries the sign-in address to send the shopper to, when signing in
 * is the way forward, and a message to show them.
 */

/** Nobody is signed in: the shopper signs in (type watchlist) and comes back. */
export class WatchlistSignInNeededError extends Error {
  constructor(readonly signInPath: string) {
    super('Sign in to keep a watchlist.');
    this.name = 'WatchlistSignInNeededError';
  }
}

/** The signed-in shopper added no mobile number, which the watchlist needs. */
export class WatchlistPhoneNeededError extends Error {
  constructor(readonly signInPath: string) {
    super('Add your mobile number to your account to keep a watchlist.');
    this.name = 'WatchlistPhoneNeededError';
  }
}

/** A sold car that is not on the list already cannot be put on it (spec 1 §2, cards). */
export class WatchlistSoldCarError extends Error {
  constructor() {
    super('This vehicle has sold, so it cannot be added to your watchlist.');
    this.name = 'WatchlistSoldCarError';
  }
}

/** The list holds as many cars as it may. */
export class WatchlistFullError extends Error {
  constructor(readonly limit: number) {
    super(`Your watchlist holds ${limit} vehicles already: remove one to save another.`);
    this.name = 'WatchlistFullError';
  }
}

/** The site has no watchlist (setting features.watchlist is off). */
export class WatchlistOffError extends Error {
  constructor() {
    super('This site has no watchlist.');
    this.name = 'WatchlistOffError';
  }
}
