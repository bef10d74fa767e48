import { builder } from '../../builder.js';
import {
  marketFigure,
  marketPriceBadge,
  type MarketPriceBadge,
} from '../../price-gauge/market-price-badge.js';
import {
  DEAL_TEXTS,
  GAUGE_CONFIDENCE_THRESHOLD,
  gaugeApplies,
  shownPriceGauge,
  type ShownPriceGauge,
} from '../../price-gauge/price-gauge-rules.js';
import { CarRef } from '../car/car.type.js';
import type { GraphQLContext } from '../../context.js';
import type { StockDocument } from '../../stock/stock-document.js';

/** The gauge the vehicle page shows, or null: one reading per car and request. */
async function shownGaugeOf(car: StockDocument, context: GraphQLContext) {
  if (!gaugeApplies(car, context.site)) return null;
  return shownPriceGauge(await context.loaders.carPriceGaugeLoader.load(car));
}

const PriceGaugeDealEnum = builder.enumType('PriceGaugeDeal', {
  description: 'How good a deal the listing price is against its market.',
  values: {
    GOOD_DEAL: { description: `"${DEAL_TEXTS.GOOD_DEAL}": fill below 0.65.` },
    GREAT_DEAL: { description: `"${DEAL_TEXTS.GREAT_DEAL}": fill 0.65 or more.` },
  } as const,
});

const PriceGaugeFillLevelEnum = builder.enumType('PriceGaugeFillLevel', {
  description: 'The colour band of the gauge’s fill.',
  values: {
    LOW: { description: 'Fill below 0.3.' },
    MEDIUM: { description: 'Fill from 0.3 to below 0.6.' },
    HIGH: { description: 'Fill 0.6 or more.' },
  } as const,
});

const PriceGaugeRef = builder.objectRef<ShownPriceGauge>('PriceGauge').implement({
  description:
    'Where the listing price sits in the market for this vehicle (the vehicle page’s price comparison block).',
  fields: (t) => ({
    fill: t.exposeFloat('fill', {
      description:
        'From 0 to 1: 1 when the listing price is at or below the market range’s minimum, 0 at its maximum. Higher is a better deal.',
    }),
    listingPrice: t.exposeFloat('listingPrice', {
      description: 'The price the range is compared with, in dollars.',
    }),
    marketRangeMin: t.exposeFloat('marketRangeMin', {
      description: 'Low end of what the market asks for vehicles like this one, in dollars.',
    }),
    marketRangeMax: t.exposeFloat('marketRangeMax', {
      description:
        'High end of what the market asks for vehicles like this one, in dollars; never below the listing price (the gauge is hidden then).',
    }),
    confidence: t.exposeFloat('confidence', {
      description: `How far the range can be trusted, from 0 to 1; always above ${GAUGE_CONFIDENCE_THRESHOLD} (the gauge is hidden otherwise).`,
    }),
    description: t.exposeString('description', {
      description: 'What the range is based on, for the shopper.',
    }),
    comparableCount: t.exposeInt('comparableCount', {
      nullable: true,
      description:
        'How many comparable vehicles the range comes from; null when the site’s gauge service does not say.',
    }),
    dealLabel: t.field({
      type: PriceGaugeDealEnum,
      description: 'Good or great deal, by the fill.',
      resolve: (gauge) => gauge.dealLabel,
    }),
    dealText: t.exposeString('dealText', {
      description: 'The deal label as the shopper reads it: "Good deal" or "Great deal".',
    }),
    fillLevel: t.field({
      type: PriceGaugeFillLevelEnum,
      description: 'The colour band of the fill.',
      resolve: (gauge) => gauge.fillLevel,
    }),
    confidenceText: t.exposeString('confidenceText', {
      description:
        'The confidence in words: "High confidence" (0.7 or more), "Medium confidence" (0.45 or more) or "Low confidence".',
    }),
  }),
});

const MarketPriceBadgeRef = builder.objectRef<MarketPriceBadge>('MarketPriceBadge').implement({
  description:
    'The badge next to the price of a vehicle listed under its market (from the market data provider’s averages).',
  fields: (t) => ({
    averageMarketPrice: t.exposeFloat('averageMarketPrice', {
      description:
        'The average market price of vehicles like this one, in dollars: the middle of the price gauge’s market range when the page shows one, else the market data provider’s national average.',
    }),
    belowAverageBy: t.exposeFloat('belowAverageBy', {
      description: 'How far the price is under the average market price, in dollars (over 499).',
    }),
    label: t.exposeString('label', { description: 'The badge text: "Below market price".' }),
  }),
});

/** Query cost of a car's price gauge: a call to the market data provider (cached). */
const PRICE_GAUGE_COST = 5;

builder.objectFields(CarRef, (t) => ({
  priceGauge: t.field({
    type: PriceGaugeRef,
    nullable: true,
    complexity: PRICE_GAUGE_COST,
    description:
      'The price gauge, on sites that show it, for the car types they name (used by default) and vehicles for sale. Null when hidden: a field missing, confidence 0.2 or below, the market maximum below the listing price, or the gauge source failing (logged, never an error here).',
    resolve: (car, _args, context) => shownGaugeOf(car, context),
  }),
  marketPriceBadge: t.field({
    type: MarketPriceBadgeRef,
    nullable: true,
    // It reads the same gauge reading as priceGauge (once per car and request).
    complexity: PRICE_GAUGE_COST,
    description:
      'The "Below market price" badge, on sites that show it: in stock, not reserved, priced over 200, at least 500 under the average market price and under the state average. The average is the middle of the price gauge’s market range when the page shows a gauge (one market per page), else the market data provider’s. Null otherwise.',
    resolve: async (car, _args, context) => {
      const market = marketFigure(car, await shownGaugeOf(car, context));
      return marketPriceBadge(car, market, context.site);
    },
  }),
}));
