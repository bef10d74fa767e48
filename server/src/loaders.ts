import DataLoader from 'dataloader';
import type { SiteStock } from './sources/stock-search/stock-search.port.js';
import type { StockDocument } from './stock/stock-document.js';

/** Built per request so nothing cached crosses requests or sites. */
export function createLoaders(stock: SiteStock) {
  return {
    carBySlugLoader: new DataLoader<string, StockDocument | null>((slugs) =>
      stock.findBySlugs(slugs),
    ),
    carByIdLoader: new DataLoader<string, StockDocument | null>((ids) => stock.findByIds(ids)),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
