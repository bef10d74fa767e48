import type { Site } from '@forecourt/tenants/site';
import type { StockDocument } from '../stock/stock-document.js';

/**
 * The PriceGauge port (spec 1 §3, §7): where a vehicle's listing price sits in its market. An
 * adapter is bound to one site, so it reads that site's stock or that site's gauge service only.
 * The shown-or-hidden rules (spec 1 §5) are not the adapter's business: see price-gauge/.
 */

/**
 * One reading, as the source gives it. A field the source left out is null; the rules then hide
 * the gauge ("hidden while data is missing").
 */
export interface GaugeReading {
  /** 0–1: 1 when the listing is at or below the market range's minimum, 0 at its maximum. */
  fill: number | null;
  listingPrice: number | null;
  marketRangeMin: number | null;
  marketRangeMax: number | null;
  /** 0–1: how far the range can be trusted. */
  confidence: number | null;
  /** What the reading is based on, for the shopper. */
  description: string | null;
  /** How many vehicles the range comes from; null when the source does not say. */
  comparableCount: number | null;
}

/** The car fields a gauge source may read. */
export type GaugeCar = Pick<
  StockDocument,
  'id' | 'slug' | 'make' | 'model' | 'year' | 'km' | 'price'
>;

/** One site's gauge. Never throws: a failure is logged and answers null (spec 1 §8). */
export interface PriceGauge {
  gaugeFor(car: GaugeCar): Promise<GaugeReading | null>;
}

export interface PriceGauges {
  /** The site's gauge, built once per site and reused by every request. */
  forSite(site: Site): PriceGauge;
}
