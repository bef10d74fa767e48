import type { StockDocument } from '../../../stock/stock-document.js';
import type { FacetAttribute } from '../../../stock/stock-search.port.js';

/**
 * What each list facet reads from a car document. Every value is a string so filters and counts
 * speak one language: year "2021", seats "5", certified "true" / "false". The tag facet is not
 * here: it depends on the clock (new arrival) and is resolved at query time, see tag-column.ts.
 */

export const MULTI_VALUED_FACETS = ['features', 'categories'] as const;
export type MultiValuedFacet = (typeof MULTI_VALUED_FACETS)[number];

export type SingleValuedFacet = Exclude<FacetAttribute, MultiValuedFacet | 'tag'>;

type SingleValue = (doc: StockDocument) => string | null | undefined;

export const SINGLE_VALUED_FACET_VALUES: Record<SingleValuedFacet, SingleValue> = {
  make: (doc) => doc.make,
  model: (doc) => doc.model,
  makeModel: (doc) => doc.makeModel,
  badge: (doc) => doc.badge,
  status: (doc) => doc.status,
  carType: (doc) => doc.carType,
  itemType: (doc) => doc.itemType,
  city: (doc) => doc.city,
  state: (doc) => doc.state,
  colour: (doc) => doc.colour,
  dealershipName: (doc) => doc.dealershipName,
  dealershipSlug: (doc) => doc.dealershipSlug,
  locationName: (doc) => doc.locationName,
  body: (doc) => doc.body,
  drive: (doc) => doc.drive,
  fuel: (doc) => doc.fuel,
  transmission: (doc) => doc.transmission,
  seats: (doc) => (doc.seats === undefined ? undefined : String(doc.seats)),
  year: (doc) => String(doc.year),
  priceRange: (doc) => doc.priceRange,
  weeklyPriceRange: (doc) => doc.weeklyPriceRange,
  certified: (doc) => String(doc.certified),
};

export const SINGLE_VALUED_FACETS = Object.keys(SINGLE_VALUED_FACET_VALUES) as SingleValuedFacet[];

export const MULTI_VALUED_FACET_VALUES: Record<
  MultiValuedFacet,
  (doc: StockDocument) => readonly string[]
> = {
  features: (doc) => doc.features,
  categories: (doc) => doc.categories,
};

export function isMultiValuedFacet(facet: FacetAttribute): facet is MultiValuedFacet {
  return (MULTI_VALUED_FACETS as readonly string[]).includes(facet);
}
