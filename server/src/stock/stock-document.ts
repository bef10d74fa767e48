import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import type { Site } from '@forecourt/tenants/site';
import type { LatLong } from '@forecourt/schema/geo/haversine';
import { PRICE_BAND_EDGES } from '@forecourt/schema/search/price-band-edges';
import { WEEKLY_PRICE_BAND_EDGES, bandValue } from './price-bands.js';

/**
 * A car as the search index holds it: the feed record plus what pages and facets read from the
 * site (location, dealership) and values derived once at indexing (name, bands, timestamps).
 */
export interface StockDocument extends CarRecord {
  siteSlug: string;
  /** "2021 Toyota Corolla Ascent Sport" */
  name: string;
  /** "Toyota|Corolla": the make_model facet value. */
  makeModel: string;
  locationName: string;
  city: string;
  state: string;
  dealershipId: string;
  dealershipSlug: string;
  dealershipName: string;
  /** Where the car's yard is (its location's address); null when the location has no coordinates. */
  geo: LatLong | null;
  /** Price band value, see price-bands.ts. */
  priceRange: string;
  /** Weekly repayment of the site's finance provider, when the car has one. */
  weeklyPrice: number | null;
  weeklyPriceRange: string | null;
  electrified: 'electric' | 'hybrid' | null;
  createdAtMs: number;
  updatedAtMs: number;
  soldAtMs: number | null;
}

export const MAKE_MODEL_SEPARATOR = '|';

export function carName(car: Pick<CarRecord, 'year' | 'make' | 'model' | 'badge'>): string {
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
}

function electrified(fuel: string | undefined): StockDocument['electrified'] {
  const f = (fuel ?? '').toLowerCase();
  if (f.includes('hybrid')) return 'hybrid';
  if (f.includes('electric')) return 'electric';
  return null;
}

/** Builds the index document; throws when the car's location is not one of the site's. */
export function toStockDocument(car: CarRecord, site: Site): StockDocument {
  const location = site.locationsById.get(car.locationId);
  if (!location) {
    throw new Error(
      `locationId: "${car.locationId}" is not a location of site ${site.config.slug}`,
    );
  }
  const provider = site.config.finance.provider;
  const weeklyPrice = (provider && car.financeLenders[provider]?.paymentWeek) || null;
  return {
    ...car,
    siteSlug: site.config.slug,
    name: carName(car),
    makeModel: `${car.make}${MAKE_MODEL_SEPARATOR}${car.model}`,
    locationName: location.name,
    city: location.address.city,
    state: location.address.state,
    dealershipId: location.dealershipId,
    dealershipSlug: location.dealershipSlug,
    dealershipName: location.dealershipName,
    geo: yardPoint(location.address),
    priceRange: bandValue(car.price, PRICE_BAND_EDGES),
    weeklyPrice,
    weeklyPriceRange: weeklyPrice === null ? null : bandValue(weeklyPrice, WEEKLY_PRICE_BAND_EDGES),
    electrified: electrified(car.fuel),
    createdAtMs: Date.parse(car.createdAt),
    updatedAtMs: Date.parse(car.updatedAt),
    soldAtMs: car.soldAt ? Date.parse(car.soldAt) : null,
  };
}

/** The yard's coordinates when the location gives both as finite numbers. */
function yardPoint(address: {
  lat?: number | undefined;
  long?: number | undefined;
}): LatLong | null {
  const { lat, long } = address;
  return Number.isFinite(lat) && Number.isFinite(long) ? { lat: lat!, long: long! } : null;
}
