import type { Site } from '@forecourt/tenants/site';
import type { logger } from '../logger.js';
import type { SiteStock, StockSearch } from '../stock/stock-search.port.js';
import type { StockDocument } from '../stock/stock-document.js';

/**
 * The reserved overlay: a car a paid reservation holds shows as reserved at once, everywhere,
 * before the dealer's feed says so. The stock index holds the feed's cars as they came; this
 * wraps the StockSearch so every car it hands out (search hits, lookups by slug and by id) has
 * `reserved: true` while a reservation holds it. The tag ("Reserved"), the Reserve button
 * (canReserve) and the vehicle page all read `reserved` from these documents, so they agree.
 *
 * The held cars of a site are read from the records at most once per HOLDS_CACHE_MS per process.
 * The reservation desk and the hold worker call `invalidate(site)` after they move a reservation,
 * so this process sees the change at once; other replicas sharing the records' PostgreSQL are
 * told and invalidate too (reservation-holds-broadcast.port.ts). Should that word be lost, they
 * see it within HOLDS_CACHE_MS (a shopper there may see the Reserve button a few seconds longer,
 * and is refused by the records, which allow one holding reservation per car).
 *
 * Not overlaid: the index's own facet counts and filters on the tag (a search filtered to
 * "Reserved" finds the feed's reserved cars), which the index computes before this sees the hits.
 */

/** How long a site's held cars are reused before the records are asked again. */
export const HOLDS_CACHE_MS = 5_000;

/** The ids of the cars paid reservations of the site hold at `now`. */
export type HeldCarIdsOf = (site: Site, now: Date) => Promise<string[]>;

export interface ReservationHoldsOptions {
  cacheMs?: number;
  /** The clock of the cache (not of the holds: those follow each site view's `now`). */
  clock?: () => number;
  /** Where a failed read of the holds is reported; the cars are then shown as the feed has them. */
  log?: Pick<typeof logger, 'warn'>;
}

export interface StockSearchWithHolds extends StockSearch {
  /** Forget the site's cached held cars: the next read asks the records. */
  invalidate(site: Site): void;
}

interface CachedHolds {
  readUntil: number;
  ids: Promise<ReadonlySet<string>>;
}

export function withReservationHolds(
  stockSearch: StockSearch,
  heldCarIdsOf: HeldCarIdsOf,
  { cacheMs = HOLDS_CACHE_MS, clock = Date.now, log }: ReservationHoldsOptions = {},
): StockSearchWithHolds {
  const cache = new Map<string, CachedHolds>();

  function heldOf(site: Site, now: Date): Promise<ReadonlySet<string>> {
    const slug = site.config.slug;
    const cached = cache.get(slug);
    if (cached && cached.readUntil > clock()) return cached.ids;
    // One read per site at a time: requests arriving together share it.
    const ids = heldCarIdsOf(site, now).then(
      (found): ReadonlySet<string> => new Set(found),
      (error: unknown) => {
        if (cache.get(slug)?.ids === ids) cache.delete(slug);
        log?.warn(
          { err: error, site: slug },
          'held cars could not be read; shown as the feed has them',
        );
        return new Set<string>();
      },
    );
    cache.set(slug, { readUntil: clock() + cacheMs, ids });
    return ids;
  }

  const overlay = (held: ReadonlySet<string>, doc: StockDocument): StockDocument =>
    held.has(doc.id) && !doc.reserved ? { ...doc, reserved: true } : doc;

  return {
    forSite(site: Site, now?: () => Date): SiteStock {
      const stock = stockSearch.forSite(site, now);
      const held = () => heldOf(site, now ? now() : new Date());
      return {
        async search(query) {
          const [result, ids] = await Promise.all([stock.search(query), held()]);
          if (ids.size === 0) return result;
          return { ...result, hits: result.hits.map((doc) => overlay(ids, doc)) };
        },
        async findBySlugs(slugs) {
          const [docs, ids] = await Promise.all([stock.findBySlugs(slugs), held()]);
          return docs.map((doc) => doc && overlay(ids, doc));
        },
        async findByIds(carIds) {
          const [docs, ids] = await Promise.all([stock.findByIds(carIds), held()]);
          return docs.map((doc) => doc && overlay(ids, doc));
        },
      };
    },
    replaceSiteStock: (site, cars, onProgress) =>
      stockSearch.replaceSiteStock(site, cars, onProgress),
    close: () => stockSearch.close(),
    invalidate(site: Site) {
      cache.delete(site.config.slug);
    },
  };
}
