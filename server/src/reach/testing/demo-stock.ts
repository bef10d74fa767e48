import { loadDemoSites } from '@forecourt/demo/demo-sites';
import { generateStock } from '@forecourt/demo/stock/generate-stock';
import type { Site } from '@forecourt/tenants/site';
import { toStockDocument, type StockDocument } from '../../stock/stock-document.js';

/** A fixed clock, so the generated stock is the same on every run. */
export const DEMO_NOW = new Date('2026-11-01T00:00:00.000Z');

/** Each demo site with its generated stock as the index holds it. */
export async function demoSitesWithStock(
  size = 300,
): Promise<{ site: Site; cars: StockDocument[] }[]> {
  const sites = await loadDemoSites();
  return sites.map((site) => ({
    site,
    cars: generateStock(site, { size, now: DEMO_NOW }).map((car) => toStockDocument(car, site)),
  }));
}
