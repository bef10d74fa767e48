import { builder } from '../../builder.js';
import type { SavedSearch } from '../../saved-searches/account-alerts.port.js';
import { ErrorInterface } from '../common/error.types.js';
import { ViewerRef } from '../accounts/viewer.type.js';
import { MAX_SAVED_SEARCHES_PER_USER } from '../../saved-searches/account-alerts.port.js';

/** Nobody is signed in: the shopper is sent to sign in first, nothing was saved or changed. */
export class SavedSearchSignInNeededError extends Error {
  constructor(readonly signInPath: string) {
    super('Sign in to save searches and get e-mail alerts.');
    this.name = 'SavedSearchSignInNeededError';
  }
}

/** The shopper keeps as many saved searches as one may. */
export class SavedSearchesFullError extends Error {
  constructor() {
    super(
      `You can keep up to ${MAX_SAVED_SEARCHES_PER_USER} saved searches: delete one to save this search.`,
    );
    this.name = 'SavedSearchesFullError';
  }
}

builder.objectType(SavedSearchSignInNeededError, {
  name: 'SavedSearchSignInNeededError',
  description: 'Nobody is signed in: send the shopper to `signInPath`; nothing was saved.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    signInPath: t.exposeString('signInPath', {
      description: 'The sign-in page for saved searches, returning to the search.',
    }),
  }),
});

builder.objectType(SavedSearchesFullError, {
  name: 'SavedSearchesFullError',
  description: `The shopper already keeps ${MAX_SAVED_SEARCHES_PER_USER} saved searches; nothing was saved.`,
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

export const SavedSearchRef = builder.objectRef<SavedSearch>('SavedSearch').implement({
  description: 'A search the signed-in shopper saved, with or without e-mails of new matches.',
  fields: (t) => ({
    id: t.globalID({
      description: 'Global id.',
      resolve: (search) => ({ type: 'SavedSearch', id: search.id }),
    }),
    label: t.exposeString('label', { description: 'The name the shopper gave it, or a summary.' }),
    url: t.string({
      description: 'The search page with its filters: path and query string.',
      resolve: (search) => `${search.path}${search.query ? `?${search.query}` : ''}`,
    }),
    emailAlerts: t.exposeBoolean('alertsEnabled', {
      description: 'Whether newly arrived matching vehicles are e-mailed (each vehicle once).',
    }),
    createdAt: t.string({
      description: 'When it was saved (ISO 8601).',
      resolve: (search) => search.createdAt.toISOString(),
    }),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  savedSearches: t.field({
    type: [SavedSearchRef],
    description: 'The shopper’s saved searches, newest first.',
    complexity: { field: 1, multiplier: MAX_SAVED_SEARCHES_PER_USER },
    resolve: (viewer, _args, context) => context.records.savedSearchesOf(viewer.userId),
  }),
  priceDropAlerts: t.boolean({
    description:
      'Whether a price drop on a vehicle of the shopper’s watchlist is e-mailed to them (on unless they turned it off).',
    resolve: (viewer, _args, context) => context.records.priceDropAlertsEnabled(viewer.userId),
  }),
}));
