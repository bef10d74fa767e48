import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import type { ShownPriceGauge } from './price-gauge-rules.js';

/**
 * Spec 2 §5, §9: the "Below market price" badge next to the price. The site must show it; the
 * car must be in stock and not reserved, priced over 200, at least 500 under the market average
 * and under its state's average. The market is one figure per car (see marketFigure).
 */

/** The price must be more than this under the market average (i.e. at least 500 under). */
export const MARKET_BADGE_MIN_BELOW_AVERAGE = 499;
/** Market data is used only for cars priced over this. */
export const AUTOGRAB_MIN_PRICE = 200;
export const MARKET_BADGE_LABEL = 'Below market price';

export interface MarketPriceBadge {
  averageMarketPrice: number;
  /** averageMarketPrice − price, in dollars. */
  belowAverageBy: number;
  label: string;
}

/** The market a car's price is compared with. */
export interface MarketFigure {
  /** Whole dollars. */
  averageMarketPrice: number;
  /** The car's state's average; null when only the gauge knows the market. */
  stateAverageMarketPrice: number | null;
}

/**
 * One market figure per car: when the page shows a price gauge, the middle of its market range
 * (so the badge never names an average outside the range printed beside it); otherwise the
 * market data provider's averages (spec 2 §3, autograb_data). The state's average, a different
 * question, still comes from the market data when the car has it.
 */
export function marketFigure(
  car: Pick<CarRecord, 'autograbData'>,
  gauge: Pick<ShownPriceGauge, 'marketRangeMin' | 'marketRangeMax'> | null,
): MarketFigure | null {
  const data = car.autograbData;
  if (gauge) {
    return {
      averageMarketPrice: Math.round((gauge.marketRangeMin + gauge.marketRangeMax) / 2),
      stateAverageMarketPrice: data?.stateAverageMarketPrice ?? null,
    };
  }
  return data ?? null;
}

export function marketPriceBadge(
  car: Pick<CarRecord, 'status' | 'reserved' | 'price'>,
  market: MarketFigure | null,
  site: Site,
): MarketPriceBadge | null {
  if (!site.config.features.marketPriceBadge) return null;
  if (car.status !== 'in_stock' || car.reserved || !(car.price > AUTOGRAB_MIN_PRICE)) return null;
  if (!market) return null;
  const belowAverageBy = market.averageMarketPrice - car.price;
  if (!(belowAverageBy > MARKET_BADGE_MIN_BELOW_AVERAGE)) return null;
  const state = market.stateAverageMarketPrice;
  if (state !== null && !(car.price < state)) return null;
  return {
    averageMarketPrice: market.averageMarketPrice,
    belowAverageBy,
    label: MARKET_BADGE_LABEL,
  };
}
