import type { Site } from '@forecourt/tenants/site';
import type { SiteStock } from './sources/stock-search/stock-search.port.js';
import { createLoaders, type Loaders } from './loaders.js';

/** Per request: the tenant, its sources (already bound to it) and fresh DataLoaders. */
export interface GraphQLContext {
  site: Site;
  stock: SiteStock;
  loaders: Loaders;
  /** The request's clock: one instant for every rule that depends on time. */
  now: Date;
}

export function createContext(site: Site, stock: SiteStock, now: Date): GraphQLContext {
  return { site, stock, loaders: createLoaders(stock), now };
}
