import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';

/**
 * Spec 2 §5, §9: the "Below market price" badge next to the price, from the car's autograb
 * (market) data. The site must show it; the car must be in stock and not reserved, priced over
 * 200, at least 500 under the national market average and under its state's average.
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

export function marketPriceBadge(
  car: Pick<CarRecord, 'status' | 'reserved' | 'price' | 'autograbData'>,
  site: Site,
): MarketPriceBadge | null {
  if (!site.config.features.marketPriceBadge) return null;
  if (car.status !== 'in_stock' || car.reserved || !(car.price > AUTOGRAB_MIN_PRICE)) return null;
  const market = car.autograbData;
  if (!market) return null;
  const belowAverageBy = market.averageMarketPrice - car.price;
  if (!(belowAverageBy > MARKET_BADGE_MIN_BELOW_AVERAGE)) return null;
  if (!(car.price < market.stateAverageMarketPrice)) return null;
  return {
    averageMarketPrice: market.averageMarketPrice,
    belowAverageBy,
    label: MARKET_BADGE_LABEL,
  };
}
