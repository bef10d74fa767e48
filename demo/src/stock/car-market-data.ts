import type { AutograbData, CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { SeededRandom } from './seeded-random.js';

/**
 * The demo stock's market data (spec 2 §3, autograb_data): what the market data provider would
 * report as the national and state average price of cars like this one. Most dealers list at
 * about the market; a share of used cars is listed clearly under it, so the market-price badge
 * has cars to show on.
 */

/** Share of used cars listed clearly under the market average. */
const BELOW_MARKET_SHARE = 0.2;
/** Market average ÷ price for those: they sit 4–12% under the market. */
const BELOW_MARKET_FACTOR: readonly [number, number] = [1.04, 1.12];
/** Market average ÷ price for the others: from a little over the market to just at it. */
const AT_MARKET_FACTOR: readonly [number, number] = [0.93, 1.015];
/** A state's average differs from the national one by this much either way. */
const STATE_SPREAD: readonly [number, number] = [0.97, 1.03];
/** The provider reports whole tens of dollars. */
const ROUNDING = 10;

/**
 * Market data draws come from their own stream (seeded from the stock seed), so adding them left
 * every other draw of the stock — and so every existing car — as it was.
 */
const MARKET_DATA_SEED_SALT = 0x5eed_a6;

export function marketDataRandom(stockSeed: number): SeededRandom {
  return new SeededRandom((stockSeed ^ MARKET_DATA_SEED_SALT) >>> 0);
}

const roundTo = (amount: number) => Math.round(amount / ROUNDING) * ROUNDING;

/** Autograb data for priced used cars; none for new and demo cars or cars without a price. */
export function drawAutograbData(
  rng: SeededRandom,
  car: Pick<CarRecord, 'carType' | 'price'>,
): AutograbData | undefined {
  if (car.carType !== 'used' || car.price <= 0) return undefined;
  const factor = rng.chance(BELOW_MARKET_SHARE)
    ? rng.float(...BELOW_MARKET_FACTOR)
    : rng.float(...AT_MARKET_FACTOR);
  const averageMarketPrice = roundTo(car.price * factor);
  return {
    averageMarketPrice,
    stateAverageMarketPrice: roundTo(averageMarketPrice * rng.float(...STATE_SPREAD)),
  };
}
