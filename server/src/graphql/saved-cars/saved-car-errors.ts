import { builder } from '../../builder.js';
import { ErrorInterface } from '../common/error.types.js';

/** The request has no signed-in shopper: saved lists of an account need one. */
export class SavedCarsSignInNeededError extends Error {
  constructor() {
    super('Sign in to keep favourites and comparisons with your account');
    this.name = 'SavedCarsSignInNeededError';
  }
}

/** The list already holds as many cars as it may. */
export class SavedCarListFullError extends Error {
  constructor(
    message: string,
    readonly limit: number,
  ) {
    super(message);
    this.name = 'SavedCarListFullError';
  }
}

builder.objectType(SavedCarsSignInNeededError, {
  name: 'SavedCarsSignInNeededError',
  description: 'Nobody is signed in: the shopper signs in first; nothing was changed.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(SavedCarListFullError, {
  name: 'SavedCarListFullError',
  description: 'The list is full: the shopper takes a car off it first; nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    limit: t.exposeInt('limit', { description: 'How many cars the list holds at most.' }),
  }),
});
