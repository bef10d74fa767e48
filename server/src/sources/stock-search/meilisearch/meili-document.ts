import type { Site } from '@forecourt/tenants/site';
import type { StockDocument } from '../../../stock/stock-document.js';
import { tagParts } from '../../../stock/car-tag.js';
import { soldAtOrUpdated } from '../../../stock/car-availability.js';
import { hasShownPrice } from '../../../stock/price-display.js';

/** The primary key of the shared index: one index holds every site's cars. */
export const PRIMARY_KEY = 'docId';

/**
 * A car as the Meilisearch index holds it: the StockDocument plus the fields that let filters run
 * on the server. The time-independent part of the tag is precomputed (labels are the site's at
 * indexing time, so a label change needs a re-import); the new-arrival step and the sold window
 * depend on the query's clock and are compiled into each query instead.
 */
export interface MeiliStockDocument extends StockDocument {
  docId: string;
  /** Label of a tag that wins over a new arrival (electric … coming soon); null when none. */
  tagLeading: string | null;
  /** Label shown when the car is neither leading-tagged nor a new arrival (sold); else null. */
  tagTrailing: string | null;
  /** When a sold car was sold (or last updated): the recently-sold window filters on it. */
  visibleAtMs: number;
  /** 1 when the car's price is shown, else 0: sorting by lowest price puts the 0s last. */
  priceShown: 0 | 1;
  /** Which replaceSiteStock run wrote the document; older runs' leftovers are deleted. */
  importId: string;
  /** The yard's point in Meilisearch's geo format; left out when the car has no coordinates. */
  _geo?: { lat: number; lng: number };
}

const MEILI_ONLY_FIELDS: ReadonlySet<string> = new Set([
  'docId',
  'tagLeading',
  'tagTrailing',
  'visibleAtMs',
  'priceShown',
  'importId',
] satisfies (keyof MeiliStockDocument)[]);

export function meiliDocId(siteSlug: string, carId: string): string {
  return `${siteSlug}__${carId}`;
}

export function toMeiliDocument(
  doc: StockDocument,
  site: Site,
  importId: string,
): MeiliStockDocument {
  const { leading, trailing } = tagParts(doc, site);
  return {
    ...doc,
    docId: meiliDocId(doc.siteSlug, doc.id),
    // Explicit nulls: the `IS NULL` filter matches a null field, not a missing one.
    tagLeading: leading?.label ?? null,
    tagTrailing: trailing?.label ?? null,
    visibleAtMs: soldAtOrUpdated(doc),
    priceShown: hasShownPrice(doc) ? 1 : 0,
    importId,
    ...(doc.geo ? { _geo: { lat: doc.geo.lat, lng: doc.geo.long } } : {}),
  };
}

/** The StockDocument inside a hit, without the index-only fields. */
export function fromMeiliHit(hit: Record<string, unknown>): StockDocument {
  // Also drops Meilisearch's own `_…` extras (ranking score, highlights) should a query ask.
  const entries = Object.entries(hit).filter(
    ([key]) => !MEILI_ONLY_FIELDS.has(key) && !key.startsWith('_'),
  );
  return Object.fromEntries(entries) as unknown as StockDocument;
}
