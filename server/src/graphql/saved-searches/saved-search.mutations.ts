import { signInPath } from '@forecourt/schema/accounts/sign-in-path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import type { Viewer } from '../../accounts/viewer.js';
import { builder } from '../../builder.js';
import type { GraphQLContext } from '../../context.js';
import type { SavedSearch, SavedSearchCriteria } from '../../saved-searches/account-alerts.port.js';
import { matchingCarIds } from '../../saved-searches/matching-car-ids.js';
import {
  defaultSavedSearchLabel,
  MAX_LABEL_LENGTH,
} from '../../saved-searches/saved-search-label.js';
import { placeOfPostcode } from '../car/car-distance.fields.js';
import { badInput, NotFoundError, ValidationError } from '../common/input-validation-error.js';
import { CarFiltersInputRef, type CarFiltersInput } from '../search/car-filters.input.js';
import { resolveStockedSearchLanding } from '../search/search-landing.js';
import { withScope } from '../search/search-landing.type.js';
import { planCarSearch } from '../search/search-plan.js';
import { ViewerRef } from '../accounts/viewer.type.js';
import {
  SavedSearchesFullError,
  SavedSearchRef,
  SavedSearchSignInNeededError,
} from './saved-search.type.js';

/** Longest search path and query string kept (a URL a shopper could share). */
const MAX_PATH_LENGTH = 300;
const MAX_QUERY_LENGTH = 2000;

/** The signed-in shopper, or the refusal that sends a visitor to sign in and back to `back`. */
function shopperOf(context: GraphQLContext, back: string | null): Viewer {
  if (context.viewer) return context.viewer;
  throw new SavedSearchSignInNeededError(signInPath({ type: 'saved-search', redirect: back }));
}

/** The uuid of a saved search's global id, or a refusal naming `field`. */
function savedSearchIdOf(field: string, globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    if (typename === 'SavedSearch') return id;
  } catch {
    // Not a global id: refused below.
  }
  throw new NotFoundError(field, 'is not a saved search of yours');
}

const SaveSearchInput = builder.inputType('SaveSearchInput', {
  description: 'The search page to save: its path, query string and the filters it stands for.',
  fields: (t) => ({
    path: t.string({
      required: true,
      description: 'The search page’s path, e.g. /search/used-cars.',
      validate: z.string().max(MAX_PATH_LENGTH, `must be at most ${MAX_PATH_LENGTH} characters`),
    }),
    query: t.string({
      required: true,
      description: 'The page’s query string (without "?"): words, filters, order.',
      validate: z.string().max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`),
    }),
    filters: t.field({
      type: CarFiltersInputRef,
      description: 'The filters the query string stands for (as the search page sends them).',
    }),
    label: t.string({
      description: 'A name for the search; a summary of it when blank or left out.',
      validate: z.string().max(MAX_LABEL_LENGTH, `must be at most ${MAX_LABEL_LENGTH} characters`),
    }),
    emailAlerts: t.boolean({
      required: true,
      description: 'E-mail newly arrived matching vehicles (each vehicle once).',
    }),
  }),
});

const SaveSearchPayloadRef = builder
  .objectRef<{ savedSearch: SavedSearch }>('SaveSearchPayload')
  .implement({
    description: 'The search as saved.',
    fields: (t) => ({
      savedSearch: t.field({
        type: SavedSearchRef,
        description: 'The saved search.',
        resolve: (payload) => payload.savedSearch,
      }),
    }),
  });

/** The shopper's label on one line: it becomes an e-mail's subject. */
const plainLabel = (label: string | null | undefined) =>
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  label?.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

const filterCount = (filters: CarFiltersInput | null | undefined) =>
  Object.values(filters ?? {}).filter((value) =>
    Array.isArray(value) ? value.length > 0 : value != null,
  ).length;

builder.mutationField('saveSearch', (t) =>
  t.field({
    type: SaveSearchPayloadRef,
    errors: {
      types: [SavedSearchSignInNeededError, SavedSearchesFullError, ValidationError],
      union: { description: 'The saved search, or why it was not saved.' },
    },
    description:
      'Saves the search page the signed-in shopper is on; with `emailAlerts`, vehicles that arrive later and match are e-mailed (the ones matching now never are).',
    args: {
      input: t.arg({
        type: SaveSearchInput,
        required: true,
        description: 'The search page and whether to e-mail its new matches.',
      }),
    },
    resolve: async (_root, { input }, context) => {
      // Re-encoded: the same parameters, with nothing in it that could break a line of an e-mail.
      const params = new URLSearchParams(input.query);
      const queryString = params.toString();
      const url = `${input.path}${queryString ? `?${queryString}` : ''}`;
      const viewer = shopperOf(context, url);
      const landing = await resolveStockedSearchLanding(input.path, context.site, context.stock);
      if (!landing) throw badInput('input.path', 'is not a search page of this site');
      const words = params.get('query')?.trim() || null;
      const filters = withScope(input.filters as CarFiltersInput | null | undefined, landing.scope);
      const postcode = filters.near?.postcode;
      const near = postcode
        ? await placeOfPostcode(postcode, 'input.filters.near.postcode', context)
        : undefined;
      const { query } = planCarSearch(context.site, { query: words, filters }, near);
      const criteria: SavedSearchCriteria = {
        text: query.text,
        filters: query.filters,
        ranges: query.ranges,
        near: query.near,
      };
      const label =
        plainLabel(input.label) ||
        defaultSavedSearchLabel(
          landing.heading,
          words,
          filterCount(input.filters as CarFiltersInput),
        );
      const savedSearch = await context.records.createSavedSearch({
        userId: viewer.userId,
        email: viewer.email,
        label,
        path: landing.path,
        query: queryString,
        criteria,
        alertsEnabled: input.emailAlerts,
        seenCarIds: await matchingCarIds(context.stock, criteria),
        createdAt: context.now,
      });
      if (!savedSearch) throw new SavedSearchesFullError();
      return { savedSearch };
    },
  }),
);

const SavedSearchChangePayloadRef = builder
  .objectRef<{ viewer: Viewer }>('SavedSearchChangePayload')
  .implement({
    description: 'The shopper, with their saved searches as they are now.',
    fields: (t) => ({
      viewer: t.field({
        type: ViewerRef,
        description: 'The signed-in shopper.',
        resolve: (payload) => payload.viewer,
      }),
    }),
  });

const changeErrors = {
  types: [SavedSearchSignInNeededError, NotFoundError, ValidationError],
  union: { description: 'The shopper’s saved searches, or why nothing changed.' },
};

builder.mutationField('setSavedSearchAlerts', (t) =>
  t.field({
    type: SavedSearchChangePayloadRef,
    errors: changeErrors,
    description:
      'Turns the e-mails of new matches of one of the shopper’s saved searches on or off.',
    args: {
      id: t.arg.id({ required: true, description: 'The saved search’s `id`.' }),
      enabled: t.arg.boolean({ required: true, description: 'E-mail new matches.' }),
    },
    resolve: async (_root, { id, enabled }, context) => {
      const viewer = shopperOf(context, '/saved-searches');
      const searchId = savedSearchIdOf('id', String(id));
      const changed = await context.records.setSavedSearchAlerts(viewer.userId, searchId, enabled);
      if (!changed) throw new NotFoundError('id', 'is not a saved search of yours');
      return { viewer };
    },
  }),
);

builder.mutationField('deleteSavedSearch', (t) =>
  t.field({
    type: SavedSearchChangePayloadRef,
    errors: changeErrors,
    description: 'Deletes one of the shopper’s saved searches (its e-mails stop).',
    args: { id: t.arg.id({ required: true, description: 'The saved search’s `id`.' }) },
    resolve: async (_root, { id }, context) => {
      const viewer = shopperOf(context, '/saved-searches');
      const searchId = savedSearchIdOf('id', String(id));
      if (!(await context.records.deleteSavedSearch(viewer.userId, searchId))) {
        throw new NotFoundError('id', 'is not a saved search of yours');
      }
      return { viewer };
    },
  }),
);

builder.mutationField('setPriceDropAlerts', (t) =>
  t.field({
    type: SavedSearchChangePayloadRef,
    errors: {
      types: [SavedSearchSignInNeededError],
      union: { description: 'The shopper, or why nothing changed.' },
    },
    description:
      'Turns on or off the e-mail sent when a vehicle on the shopper’s watchlist drops in price.',
    args: { enabled: t.arg.boolean({ required: true, description: 'E-mail price drops.' }) },
    resolve: async (_root, { enabled }, context) => {
      const viewer = shopperOf(context, '/saved-searches');
      await context.records.setPriceDropAlerts(viewer.userId, viewer.email, enabled, context.now);
      return { viewer };
    },
  }),
);
