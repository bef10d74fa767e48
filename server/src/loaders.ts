import DataLoader from 'dataloader';
import type { SiteRecords } from './sources/records/records.port.js';
import type { SiteStock } from './sources/stock-search/stock-search.port.js';
import type { StockDocument } from './stock/stock-document.js';

/** Built per request so nothing cached crosses requests or sites. */
export function createLoaders(stock: SiteStock, records: SiteRecords) {
  return {
    carBySlugLoader: new DataLoader<string, StockDocument | null>((slugs) =>
      stock.findBySlugs(slugs),
    ),
    carByIdLoader: new DataLoader<string, StockDocument | null>((ids) => stock.findByIds(ids)),
    /** Counted views by car id: one query for every car of a page. */
    carViewsLoader: new DataLoader<string, number>((ids) => records.carViewCounts(ids)),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
