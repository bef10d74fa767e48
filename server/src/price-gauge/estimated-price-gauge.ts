import type { Site } from '@forecourt/tenants/site';
import type { SiteStock, StockQuery } from '../stock/stock-search.port.js';
import { logGaugeFailure } from './gauge-failure.js';
import { estimateMarket, gaugeFill } from './market-estimate.js';
import type { GaugeCar, GaugeReading, PriceGauge } from './price-gauge.port.js';

/**
 * The default gauge (DESIGN.md): the market estimated from comparable stock of the same site —
 * the same make and model, a year either side, similar kilometres, in stock or recently sold.
 * It reads the site-bound stock search, so it never sees another site's cars.
 */

export const COMPARABLE_YEARS_EITHER_SIDE = 1;
/** Similar kilometres: within 40% of the vehicle's distance or 25,000 km, whichever is wider. */
export const COMPARABLE_KM_SHARE = 0.4;
export const COMPARABLE_KM_MIN_WINDOW = 25_000;
/** The most recent comparables are enough; more only slows the page. */
export const MAX_COMPARABLES = 200;

/**
 * The one search for a vehicle's comparables (never the vehicle itself, never unpriced cars). A
 * car that is not in stock (a shopper's trade-in) has no id to leave out.
 */
export function comparablesQuery(
  car: Pick<GaugeCar, 'make' | 'model' | 'year' | 'km'> & { id?: string },
): StockQuery {
  const kmWindow = Math.max(car.km * COMPARABLE_KM_SHARE, COMPARABLE_KM_MIN_WINDOW);
  return {
    filters: { make: [car.make], model: [car.model], status: ['in_stock', 'sold'] },
    ranges: {
      year: {
        min: car.year - COMPARABLE_YEARS_EITHER_SIDE,
        max: car.year + COMPARABLE_YEARS_EITHER_SIDE,
      },
      km: { min: Math.max(0, Math.floor(car.km - kmWindow)), max: Math.ceil(car.km + kmWindow) },
    },
    excludeZeroPrice: true,
    excludeIds: car.id === undefined ? [] : [car.id],
    sort: 'latest',
    offset: 0,
    limit: MAX_COMPARABLES,
    // The gauge reads the comparables' prices only.
    facets: [],
  };
}

function description(count: number, site: Site): string {
  const vehicles = count === 1 ? 'vehicle' : 'vehicles';
  return (
    `Compared with ${count} similar ${vehicles} at ${site.config.name}: the same make and model, ` +
    `a year either side and similar kilometres, listed now or recently sold.`
  );
}

export class EstimatedPriceGauge implements PriceGauge {
  constructor(
    private readonly site: Site,
    private readonly stock: SiteStock,
  ) {}

  async gaugeFor(car: GaugeCar): Promise<GaugeReading | null> {
    if (!(car.price > 0)) return null;
    try {
      const { hits } = await this.stock.search(comparablesQuery(car));
      const estimate = estimateMarket(car, hits);
      if (!estimate) return null;
      return {
        fill: gaugeFill(car.price, estimate.min, estimate.max),
        listingPrice: car.price,
        marketRangeMin: estimate.min,
        marketRangeMax: estimate.max,
        confidence: estimate.confidence,
        description: description(estimate.comparableCount, this.site),
        comparableCount: estimate.comparableCount,
      };
    } catch (error) {
      logGaugeFailure(this.site, car, 'estimator', error);
      return null;
    }
  }
}
