import {
  promotionsToShow,
  type PromotionCarType,
  type PromotionPlacement,
} from '@forecourt/schema/promotions/promotion-order';
import type { FilePromotion } from '@forecourt/tenants/promotions/promotions-file.schema';
import { MAX_PROMOTIONS } from '@forecourt/tenants/promotions/promotions-file.schema';
import { z } from 'zod';
import { stopWhenCancelled } from '../../api-limits/execution-budget.js';
import { builder } from '../../builder.js';
import type { GraphQLContext } from '../../context.js';
import { CarTypeEnum } from '../car/car-enums.js';
import { CarRef } from '../car/car.type.js';
import { CarFiltersInputRef } from '../search/car-filters.input.js';
import { CAR_SEARCH_COST, searchCars } from '../search/car-search.query.js';
import { SearchLandingRef, withScope } from '../search/search-landing.type.js';
import { SiteRef } from '../site/site.type.js';
import { PromotionPlacementEnum, PromotionRef } from './promotion.type.js';
import { weightReading } from '../../api-limits/weight-reading.js';

const MAX_PROMOTIONS_ASKED = 50;

/** The site's promotions a placement shows now, on the site's clock, in the shown order. */
export function shownPromotions(
  context: Pick<GraphQLContext, 'site' | 'now'>,
  placement: PromotionPlacement,
  carTypes: readonly PromotionCarType[],
  includeUpcoming = false,
): FilePromotion[] {
  const { site } = context;
  return promotionsToShow(site.promotions ?? [], {
    now: context.now,
    timeZone: site.config.leadForms.timeZone,
    siteSlug: site.config.slug,
    placement,
    carTypes,
    includeUpcoming,
  });
}

const INCLUDE_UPCOMING_DESCRIPTION =
  'Also the cards that have not started yet (with activeNow false), so a page can show each when its start arrives; expired cards never.';

interface PromotionSettingsView {
  sliderWidth: number;
  sliderHeight: number;
  searchTiles: number;
  searchTileEvery: number;
  timeZone: string;
}

const PromotionSettingsRef = builder
  .objectRef<PromotionSettingsView>('PromotionSettings')
  .implement({
    description: 'How the site lays out its promotions.',
    fields: (t) => ({
      sliderWidth: t.exposeInt('sliderWidth', {
        description: 'Width of the promo slider’s frame in pixels (1920 unless set).',
      }),
      sliderHeight: t.exposeInt('sliderHeight', {
        description: 'Height of the promo slider’s frame in pixels (540 unless set).',
      }),
      searchTiles: t.exposeInt('searchTiles', {
        description: 'At most this many promo tiles among the search results.',
      }),
      searchTileEvery: t.exposeInt('searchTileEvery', {
        description: 'A promo tile sits after every this many search result cards.',
      }),
      timeZone: t.exposeString('timeZone', {
        description:
          'The IANA time zone promotion dates are read in (leadForms.timeZone, Australia/Brisbane by default).',
      }),
    }),
  });

type CarSearchConnection = Awaited<ReturnType<typeof searchCars>>;

interface SpecialOffersView {
  tags: readonly string[];
  onSpecial: boolean;
  cars: CarSearchConnection;
}

/**
 * The cars carrying an offer tag; when none does (or the site names no tag), the site's stock in
 * its default order, so /special-offers always has cars to show.
 */
async function specialOffers(context: GraphQLContext): Promise<SpecialOffersView> {
  const { specialOfferTags: tags, specialOfferCars: first } = context.site.config.promotions;
  // first 0 would ask for no page at all: one car is fetched and none shown.
  const page = Math.max(1, first);
  const shown = (connection: CarSearchConnection) =>
    first === 0 ? { ...connection, edges: [] } : connection;
  if (tags.length > 0) {
    const tagged = await searchCars({ filters: { tag: [...tags] }, first: page }, context);
    if (tagged.totalCount > 0) return { tags, onSpecial: true, cars: shown(tagged) };
  }
  return { tags, onSpecial: false, cars: shown(await searchCars({ first: page }, context)) };
}

const SpecialOffersRef = builder.objectRef<SpecialOffersView>('SpecialOffers').implement({
  description:
    'The stock /special-offers lists: cars carrying one of the site’s offer tags (promotions.specialOfferTags), or its stock when none does.',
  fields: (t) => ({
    tags: t.stringList({
      description: 'The car tags that make a car an offer (the site’s setting).',
      resolve: (offers) => [...offers.tags],
    }),
    onSpecial: t.exposeBoolean('onSpecial', {
      description:
        'Whether `cars` are the tagged cars; false: no car carries an offer tag and `cars` is the site’s stock.',
    }),
    totalCount: t.int({
      description: 'How many cars are on special (or in stock, when none is).',
      resolve: (offers) => offers.cars.totalCount,
    }),
    // A list rather than a connection: the page has no pages of its own (its "See all" link opens
    // the search), and the page's query stays shallow.
    cars: t.field({
      type: [CarRef],
      description:
        'The cars listed, in the site’s default order (at most promotions.specialOfferCars).',
      // Site.specialOffers already multiplies by the page of cars: not a second time here.
      complexity: { field: 0, multiplier: 1 },
      resolve: (offers) => offers.cars.edges.map((edge) => edge.node),
    }),
  }),
});

builder.objectFields(SiteRef, (t) => ({
  promotions: t.field({
    type: [PromotionRef],
    description:
      'The promotions a placement shows now (active by date on the site’s clock), for the selected car types, positioned ones first and the rest in an order that changes once a day.',
    args: {
      placement: t.arg({
        type: PromotionPlacementEnum,
        required: true,
        description: 'Where they are shown.',
      }),
      carTypes: t.arg({
        type: [CarTypeEnum],
        description:
          'The car types the shopper selected; empty or absent: none (strictDisplay cards are then hidden).',
        validate: z.array(z.string()).max(3, 'must name at most 3 car types'),
      }),
      first: t.arg.int({
        description: `At most this many, 1 to ${MAX_PROMOTIONS_ASKED}; all of them when left out.`,
        validate: z
          .number()
          .int()
          .min(1, `must be between 1 and ${MAX_PROMOTIONS_ASKED}`)
          .max(MAX_PROMOTIONS_ASKED, `must be between 1 and ${MAX_PROMOTIONS_ASKED}`),
      }),
      includeUpcoming: t.arg.boolean({
        defaultValue: false,
        description: INCLUDE_UPCOMING_DESCRIPTION,
      }),
    },
    complexity: weightReading(['first'], (args: { first?: number | null }) => ({
      field: 1,
      multiplier: args.first ?? MAX_PROMOTIONS_ASKED,
    })),
    resolve: (_site, args, context) =>
      shownPromotions(
        context,
        args.placement,
        args.carTypes ?? [],
        args.includeUpcoming ?? false,
      ).slice(0, args.first ?? MAX_PROMOTIONS),
  }),
  promotionSettings: t.field({
    type: PromotionSettingsRef,
    description: 'How the site lays out its promotions (settings `promotions`).',
    resolve: (site) => ({
      ...site.config.promotions,
      timeZone: site.config.leadForms.timeZone,
    }),
  }),
  specialOffers: t.field({
    type: SpecialOffersRef,
    description: 'The stock /special-offers lists under the promotions.',
    // Up to two stock searches, each with its page of cars.
    complexity: (_args, context) => ({
      field: 2 * CAR_SEARCH_COST,
      multiplier: (context as GraphQLContext).site?.config.promotions.specialOfferCars ?? 48,
    }),
    resolve: async (_site, _args, context) => {
      stopWhenCancelled(context);
      return specialOffers(context);
    },
  }),
}));

builder.objectFields(SearchLandingRef, (t) => ({
  promoTiles: t.field({
    type: [PromotionRef],
    description:
      'The promo tiles among this page’s results (at most promotions.searchTiles of those active now): for the car types the shopper filtered by, else the path’s own (/search/used-cars: USED); strictDisplay tiles only when there are some.',
    args: {
      filters: t.arg({
        type: CarFiltersInputRef,
        description: 'The filters of the results shown (their carType is what counts).',
      }),
      includeUpcoming: t.arg.boolean({
        defaultValue: false,
        description: `${INCLUDE_UPCOMING_DESCRIPTION} Not limited to promotions.searchTiles: the page shows that many of the active ones.`,
      }),
    },
    complexity: { field: 1, multiplier: MAX_PROMOTIONS_ASKED },
    resolve: (landing, args, context) => {
      // CarFilters.carType holds CarType enum values: new, demo, used.
      const carTypes = (withScope(args.filters, landing.scope).carType ?? []) as PromotionCarType[];
      const shown = shownPromotions(
        context,
        'searchTiles',
        carTypes,
        args.includeUpcoming ?? false,
      );
      return args.includeUpcoming
        ? shown
        : shown.slice(0, context.site.config.promotions.searchTiles);
    },
  }),
}));
