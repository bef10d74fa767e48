import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import type { Site } from '@forecourt/tenants/site';
import { toStockDocument, type StockDocument } from '../../../stock/stock-document.js';
import type { ImportProgress } from '../../../stock/stock-search.port.js';
import { hasShownPrice } from '../../../stock/price-display.js';
import { buildSiteColumns, type SiteColumns } from './site-columns.js';
import { buildSortOrders, ranks, type SortOrders } from './sort-orders.js';
import { SharedValues } from './shared-values.js';
import { TextIndex } from './text-index.js';

/** Cars converted and text-indexed between two progress reports (and event-loop turns). */
const IMPORT_CHUNK_SIZE = 2_000;

/** One site's stock, laid out for search. Immutable once built; a re-import builds a new one. */
export interface SiteIndex extends SiteColumns {
  docs: readonly StockDocument[];
  positionById: ReadonlyMap<string, number>;
  positionBySlug: ReadonlyMap<string, number>;
  sortOrders: SortOrders;
  /** Position of each car in the mostRelevant order: breaks text-score ties. */
  relevanceRank: Int32Array;
  text: TextIndex;
}

/**
 * Builds a site's index from its feed. Yields to the event loop between chunks so a large import
 * does not stall searches of other sites; throws on a car the site cannot place.
 */
export async function buildSiteIndex(
  site: Site,
  cars: readonly CarRecord[],
  onProgress?: (progress: ImportProgress) => void,
): Promise<SiteIndex> {
  const docs: StockDocument[] = [];
  const positionById = new Map<string, number>();
  const positionBySlug = new Map<string, number>();
  const text = new TextIndex();
  const shared = new SharedValues();
  const total = cars.length;

  if (total === 0) onProgress?.({ done: 0, total });
  for (let start = 0; start < total; start += IMPORT_CHUNK_SIZE) {
    const chunk = cars.slice(start, start + IMPORT_CHUNK_SIZE).map((car, k) => {
      const doc = shared.share(toStockDocument(car, site));
      claim(positionById, 'id', doc.id, start + k);
      claim(positionBySlug, 'slug', doc.slug, start + k);
      return doc;
    });
    docs.push(...chunk);
    text.add(chunk);
    onProgress?.({ done: docs.length, total });
    if (docs.length < total) await new Promise((resolve) => setImmediate(resolve));
  }

  const columns = buildSiteColumns(docs, site);
  const sortOrders = buildSortOrders(
    {
      ...columns.ranges,
      priceShownFirst: Float64Array.from(docs, (doc) =>
        hasShownPrice(doc) ? doc.price : Number.POSITIVE_INFINITY,
      ),
      customRank: columns.customRank,
      createdAtMs: columns.tags.createdAtMs,
    },
    docs.map((doc) => doc.id),
  );
  return {
    ...columns,
    docs,
    positionById,
    positionBySlug,
    sortOrders,
    relevanceRank: ranks(sortOrders.mostRelevant),
    text,
  };
}

/** Ids and slugs address one car of the site each; a feed repeating one is rejected. */
function claim(positions: Map<string, number>, field: string, value: string, at: number): void {
  const first = positions.get(value);
  if (first !== undefined) {
    throw new Error(`cars[${at}].${field}: "${value}" is already used by cars[${first}]`);
  }
  positions.set(value, at);
}
