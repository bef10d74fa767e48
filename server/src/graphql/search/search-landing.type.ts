import { z } from 'zod';
import { stopWhenCancelled } from '../../api-limits/execution-budget.js';
import { builder } from '../../builder.js';
import { CarTypeEnum } from '../car/car-enums.js';
import { BreadcrumbRef } from '../common/breadcrumb.type.js';
import type { CarFiltersInput } from './car-filters.input.js';
import {
  CAR_SEARCH_COST,
  carSearchArgs,
  carSearchComplexity,
  CarSearchConnectionRef,
  searchCars,
} from './car-search.query.js';
import {
  resolveStockedSearchLanding,
  type SearchLanding,
  type SearchScope,
} from './search-landing.js';
import type { CarSearchArgs } from './search-plan.js';

const SearchScopeRef = builder.objectRef<SearchScope>('SearchScope').implement({
  description: 'The filters a search path stands for (/search/used-cars → car type USED).',
  fields: (t) => ({
    carTypes: t.field({
      type: [CarTypeEnum],
      description: 'Car types; empty for every type.',
      resolve: (scope) => scope.carTypes,
    }),
    make: t.exposeString('make', { nullable: true, description: 'Make of /search/{make}.' }),
    model: t.exposeString('model', {
      nullable: true,
      description: 'Model of /search/{make}/{model}.',
    }),
    body: t.exposeString('body', { nullable: true, description: 'Body of /search/{body}.' }),
  }),
});

/** The path's scope fills the filters the shopper left unset; what the shopper set wins. */
export function withScope(filters: CarFiltersInput | null | undefined, scope: SearchScope) {
  const merged: CarFiltersInput = { ...filters };
  if (scope.carTypes.length > 0) merged.carType ??= scope.carTypes;
  if (scope.make) merged.make ??= [scope.make];
  if (scope.model) merged.model ??= [scope.model];
  if (scope.body) merged.body ??= [scope.body];
  return merged;
}

export const SearchLandingRef = builder.objectRef<SearchLanding>('SearchLanding').implement({
  description:
    'A search page of the site: what its path stands for, its heading and breadcrumbs, and its results.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Canonical path of the page.' }),
    heading: t.exposeString('heading', { description: 'Page heading, e.g. "Used Cars".' }),
    scope: t.field({
      type: SearchScopeRef,
      description: 'Filters the path stands for.',
      resolve: (landing) => landing.scope,
    }),
    breadcrumbs: t.field({
      type: [BreadcrumbRef],
      description: 'From Home to this page (spec 2 §2).',
      resolve: (landing) => landing.breadcrumbs,
    }),
    results: t.field({
      type: CarSearchConnectionRef,
      description: 'The stock search within the path’s scope; `filters` add to or override it.',
      args: carSearchArgs,
      complexity: carSearchComplexity,
      resolve: async (landing, args, context) => {
        stopWhenCancelled(context);
        return searchCars(
          { ...(args as CarSearchArgs), filters: withScope(args.filters, landing.scope) },
          context,
        );
      },
    }),
  }),
});

builder.queryField('searchLanding', (t) =>
  t.field({
    type: SearchLandingRef,
    nullable: true,
    description:
      'The search page at a path such as /search/used-cars, /search/toyota/corolla or /search/suv; null when the path names nothing this site stocks.',
    // Resolving the path searches the stock's facets.
    complexity: CAR_SEARCH_COST,
    args: {
      path: t.arg.string({
        required: true,
        description:
          'Path of the page, starting with /search/ (or /used-car/ on sites with that breadcrumb level).',
        validate: z.string().max(300, 'must be at most 300 characters'),
      }),
    },
    resolve: (_root, { path }, context) =>
      resolveStockedSearchLanding(path, context.site, context.stock),
  }),
);
