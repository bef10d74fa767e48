import type { Site } from '@forecourt/tenants/site';
import type { SimilarCarArrival } from '../alerts/similar-car-alert-emails.port.js';
import type { AlertLog } from '../alerts/fulfil-similar-car-alerts.js';
import type { SiteStock } from '../stock/stock-search.port.js';
import type { StockDocument } from '../stock/stock-document.js';
import { priceDisplay } from '../stock/price-display.js';
import type { SavedSearch, SiteAccountAlertRecords } from './account-alerts.port.js';
import { MAX_MATCHES_TRACKED } from './matching-car-ids.js';

/** Saved searches read per page. */
const SEARCHES_PER_PAGE = 200;
/** Newest matches read per stock search while looking for unseen ones. */
const MATCHES_PER_PAGE = 200;

/** One site's run of an account alert kind against its stock as it is now. */
export interface AccountAlertRun {
  site: Site;
  stock: SiteStock;
  records: SiteAccountAlertRecords;
  now: Date;
  log: AlertLog;
}

export interface AccountAlertCounts {
  checked: number;
  /** E-mails queued by this run. */
  queued: number;
  failed: number;
}

export const carArrival = (car: StockDocument, site: Site): SimilarCarArrival => ({
  id: car.id,
  slug: car.slug,
  name: car.name,
  priceText: priceDisplay(car, site).text,
});

/**
 * Every saved search with e-mails on is run against the site's stock as it is now, newest first;
 * the cars it has never listed are marked seen and one e-mail lists them (`recordSavedSearchMatches`
 * does both in one transaction, so two runs at once never list a car twice).
 */
export async function fulfilSavedSearches({
  site,
  stock,
  records,
  now,
  log,
}: AccountAlertRun): Promise<AccountAlertCounts> {
  const counts: AccountAlertCounts = { checked: 0, queued: 0, failed: 0 };
  let afterId: string | undefined;
  for (;;) {
    const page = await records.alertingSavedSearches({ afterId, limit: SEARCHES_PER_PAGE });
    for (const search of page) {
      counts.checked++;
      try {
        const listed = await fulfilOne(search, { site, stock, records, now });
        if (listed > 0) {
          counts.queued++;
          log.info(
            { site: site.config.slug, savedSearch: search.id, cars: listed },
            `saved search ${search.id}: ${listed} new match(es) e-mailed`,
          );
        }
      } catch (error) {
        counts.failed++;
        log.error(
          { err: error, site: site.config.slug, savedSearch: search.id },
          `saved search ${search.id}: checking for new matches failed`,
        );
      }
    }
    if (page.length < SEARCHES_PER_PAGE) return counts;
    afterId = page.at(-1)!.id;
  }
}

async function fulfilOne(
  search: SavedSearch,
  {
    site,
    stock,
    records,
    now,
  }: { site: Site; stock: SiteStock; records: SiteAccountAlertRecords; now: Date },
): Promise<number> {
  const unseen: StockDocument[] = [];
  for (let offset = 0; offset < MAX_MATCHES_TRACKED; offset += MATCHES_PER_PAGE) {
    const { hits } = await stock.search({
      ...search.criteria,
      sort: 'latest',
      offset,
      limit: MATCHES_PER_PAGE,
      facets: [],
    });
    const ids = await records.unseenCarIds(
      search.id,
      hits.map((car) => car.id),
    );
    const fresh = new Set(ids);
    unseen.push(...hits.filter((car) => fresh.has(car.id)));
    if (hits.length < MATCHES_PER_PAGE) break;
  }
  if (unseen.length === 0) return 0;
  const cars = unseen.map((car) => carArrival(car, site));
  const listed = await records.recordSavedSearchMatches({
    savedSearchId: search.id,
    cars,
    dueAt: now,
  });
  return listed;
}
