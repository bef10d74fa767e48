import type { Site } from '@forecourt/tenants/site';
import { logger } from '../logger.js';
import type { StockSearch } from './stock-search.port.js';
import { loadSiteStock } from './load-site-stock.js';
import type { StockSnapshotStore } from './stock-snapshot-store.port.js';

/** Loads a site's stock (snapshot, generated or feed) into the search index, reporting bad rows. */
export async function indexSiteStock(
  site: Site,
  stockSearch: StockSearch,
  options: { dataDir: string; snapshots?: StockSnapshotStore | undefined; now: Date },
): Promise<number> {
  const started = performance.now();
  const { cars, source, rowErrors } = await loadSiteStock(site, options);
  for (const { row, field, reason } of rowErrors) {
    logger.warn(
      { site: site.config.slug, row, field },
      `skipped stock row ${row}: ${field}: ${reason}`,
    );
  }
  await stockSearch.replaceSiteStock(site, cars);
  logger.info(
    {
      site: site.config.slug,
      source,
      cars: cars.length,
      ms: Math.round(performance.now() - started),
    },
    `indexed ${cars.length} vehicles of ${site.config.slug} (${source})`,
  );
  return cars.length;
}
