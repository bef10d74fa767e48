import DataLoader from 'dataloader';
import type { FinanceLenderEntries, FinanceLenders } from './finance/finance-lenders.port.js';
import type { SiteActivityRecords } from './activity/activity-records.port.js';
import type { GaugeReading, PriceGauge } from './price-gauge/price-gauge.port.js';
import type { SiteStock } from './stock/stock-search.port.js';
import type { StockDocument } from './stock/stock-document.js';

/** Built per request so nothing cached crosses requests or sites. */
export function createLoaders(
  stock: SiteStock,
  records: SiteActivityRecords,
  finance: FinanceLenders,
  priceGauge: PriceGauge,
) {
  return {
    carBySlugLoader: new DataLoader<string, StockDocument | null>((slugs) =>
      stock.findBySlugs(slugs),
    ),
    carByIdLoader: new DataLoader<string, StockDocument | null>((ids) => stock.findByIds(ids)),
    /** Counted views by car id: one query for every car of a page. */
    carViewsLoader: new DataLoader<string, number>((ids) => records.carViewCounts(ids)),
    /** Lenders' quotes by car: one call to the finance source for every car of a page. */
    carFinanceLendersLoader: new DataLoader<StockDocument, FinanceLenderEntries, string>(
      (cars) => finance.lendersFor(cars),
      { cacheKeyFn: (car) => car.id },
    ),
    /**
     * The gauge's reading by car: the price gauge and the market badge of one page read one
     * reading, so both name one market.
     */
    carPriceGaugeLoader: new DataLoader<StockDocument, GaugeReading | null, string>(
      (cars) => Promise.all(cars.map((car) => priceGauge.gaugeFor(car))),
      { cacheKeyFn: (car) => car.id },
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
