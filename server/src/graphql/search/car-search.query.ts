import { offsetToCursor } from '@pothos/plugin-relay';
import { z } from 'zod';
import { stopWhenCancelled } from '../../api-limits/execution-budget.js';
import { builder } from '../../builder.js';
import type { StockDocument } from '../../stock/stock-document.js';
import { CarRef } from '../car/car.type.js';
import { placeOfPostcode, withSearchDistance } from '../car/car-distance.fields.js';
import {
  CAR_FACET_ATTRIBUTE_COUNT,
  CarFacetAttributeEnum,
  CarFacetRef,
  FACET_LIST_COMPLEXITY,
} from './car-facet.type.js';
import { CarFiltersInputRef } from './car-filters.input.js';
import { CarSortEnum } from './car-sort.enum.js';
import { exactTotalCount, presentFacets, type FacetView } from './facet-presentation.js';
import { planCarSearch, type CarSearchArgs } from './search-plan.js';
import type { GraphQLContext } from '../../context.js';
import { weightReading } from '../../api-limits/weight-reading.js';

export const MAX_PAGE_SIZE = 100;

/** Query cost of one stock search (with its facets), before its results' fields. */
export const CAR_SEARCH_COST = 10;

/**
 * The cost of a search field: its own search, plus what is selected for each result it may
 * return: `first`, else the site's page size, else (no site known) the largest page.
 */
export const carSearchComplexity = weightReading(
  ['first'],
  (args: { first?: number | null }, context: object) => {
    const site = (context as Partial<GraphQLContext>).site;
    const pageSize = args.first ?? site?.config.search.pageSize ?? MAX_PAGE_SIZE;
    return { field: CAR_SEARCH_COST, multiplier: Math.max(0, pageSize) };
  },
);

interface CarSearchConnectionShape {
  edges: { cursor: string; node: StockDocument }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
  pageCount: number;
  page: number;
  facets: FacetView[];
}

/** The connection object is typed by Pothos as its edges and pageInfo; ours carries more. */
const shape = (connection: object) => connection as CarSearchConnectionShape;

export const CarSearchConnectionRef = builder.connectionObject(
  {
    type: CarRef,
    name: 'CarSearchConnection',
    description: 'A page of search results with the total, the page count and the facets.',
    fields: (t) => ({
      totalCount: t.int({
        description: 'Vehicles matching the search (exact).',
        resolve: (c) => shape(c).totalCount,
      }),
      pageCount: t.int({
        description: 'Pages of `first` results.',
        resolve: (c) => shape(c).pageCount,
      }),
      page: t.int({
        description: 'Number of this page (1-based).',
        resolve: (c) => shape(c).page,
      }),
      facets: t.field({
        type: [CarFacetRef],
        complexity: FACET_LIST_COMPLEXITY,
        description:
          'Every facet that has data (or those the search’s `facets` argument names), with disjunctive counts.',
        resolve: (c) => shape(c).facets,
      }),
    }),
  },
  { name: 'CarSearchEdge', description: 'A vehicle in the search results.' },
);

/** Arguments of every stock search field (`carSearch`, `SearchLanding.results`). */
export const carSearchArgs = builder.args((t) => ({
  query: t.string({
    description:
      'Words to look for (make, model, badge, body, colour, stock number…); typos are tolerated.',
    validate: z.string().max(200, 'must be at most 200 characters'),
  }),
  filters: t.field({ type: CarFiltersInputRef, description: 'Filters; see CarFilters.' }),
  sort: t.field({
    type: CarSortEnum,
    description: 'Order of the results; the site’s default when left out.',
  }),
  first: t.int({
    description: 'Results per page; the site’s page size (21 by default) when left out.',
    validate: z
      .number()
      .int()
      .min(1, `must be between 1 and ${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `must be between 1 and ${MAX_PAGE_SIZE}`),
  }),
  after: t.string({ description: 'Cursor of the edge after which the page starts.' }),
  page: t.int({
    description: 'Page number (1-based), instead of `after`.',
    validate: z.number().int().min(1, 'must be 1 or more'),
  }),
  facets: t.field({
    type: [CarFacetAttributeEnum],
    description:
      'Only these facets are counted and returned in `facets` (none for an empty list); every facet when left out. A page that shows a few facets asks for those: the rest cost counting and bytes.',
    validate: z
      .array(z.string())
      .max(CAR_FACET_ATTRIBUTE_COUNT, `must list at most ${CAR_FACET_ATTRIBUTE_COUNT} facets`),
  }),
}));

/** Runs a validated search through the site's stock source and shapes the connection. */
export async function searchCars(args: CarSearchArgs, context: GraphQLContext) {
  const postcode = args.filters?.near?.postcode;
  const near = postcode
    ? await placeOfPostcode(postcode, 'filters.near.postcode', context)
    : undefined;
  const { query, pageSize } = planCarSearch(context.site, args, near);
  const result = await context.stock.search(query);
  const page = result.hits.slice(0, pageSize);
  const hits = near ? page.map((car) => withSearchDistance(car, near)) : page;
  const totalCount = exactTotalCount(result, query);
  const edges = hits.map((node, i) => ({ cursor: offsetToCursor(query.offset + i), node }));
  const connection: CarSearchConnectionShape = {
    edges,
    pageInfo: {
      hasNextPage: result.hits.length > pageSize,
      hasPreviousPage: query.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
    pageCount: Math.ceil(totalCount / pageSize),
    page: Math.floor(query.offset / pageSize) + 1,
    facets: presentFacets(result, query, context.site, args.facets ?? undefined),
  };
  return connection;
}

builder.queryField('carSearch', (t) =>
  t.field({
    type: CarSearchConnectionRef,
    description:
      'Searches the site’s stock: words, filters, an order and a page; with facet counts for refining.',
    args: carSearchArgs,
    complexity: carSearchComplexity,
    resolve: async (_root, args, context) => {
      stopWhenCancelled(context);
      return searchCars(args as CarSearchArgs, context);
    },
  }),
);
