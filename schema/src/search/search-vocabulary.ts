/**
 * The words of the stock search that the engines, the API, the site settings and the browser's
 * URLs must spell alike: each facet of spec 1 §3 with the CarFilters field that filters it and
 * its key in a search URL, and each sort of spec 2 §9 with its CarSort name. Everything else
 * derives from these lists: the engines' attributes, the GraphQL enums and CarFilters input,
 * the settings' sort list and the browser's URL parsing.
 */

/** How a list facet's values are typed in CarFilters, and checked when read from a URL. */
export type ListFacetKind = 'text' | 'enum' | 'integer' | 'boolean';

export interface ListFacetWords {
  /** The engines' name; the CarFacetAttribute value is its CONSTANT_CASE (makeModel → MAKE_MODEL). */
  attribute: string;
  /** The CarFilters field that filters it. */
  filterField: string;
  /** Its key in a search URL: `refinementList[<urlKey>][i]=value`. */
  urlKey: string;
  kind: ListFacetKind;
  /** For enum facets: the GraphQL enum's values; a URL spells them in lower case. */
  enumValues?: readonly string[];
}

export interface RangeFacetWords {
  /** The engines' name of the numeric attribute. */
  attribute: string;
  /** The CarFilters IntRange field that bounds it. */
  filterField: string;
  /** Its key in a search URL: `range[<urlKey>]=min:max`. */
  urlKey: string;
}

/** List facets: a value's count ignores its own facet's selection (disjunctive). */
export const LIST_FACETS = [
  { attribute: 'make', filterField: 'make', urlKey: 'make', kind: 'text' },
  { attribute: 'model', filterField: 'model', urlKey: 'model', kind: 'text' },
  { attribute: 'makeModel', filterField: 'makeModel', urlKey: 'make_model', kind: 'text' },
  { attribute: 'badge', filterField: 'badge', urlKey: 'badge', kind: 'text' },
  {
    attribute: 'status',
    filterField: 'status',
    urlKey: 'status',
    kind: 'enum',
    enumValues: ['IN_STOCK', 'COMING_SOON', 'SOLD'],
  },
  {
    attribute: 'carType',
    filterField: 'carType',
    urlKey: 'car_type',
    kind: 'enum',
    enumValues: ['NEW', 'DEMO', 'USED'],
  },
  {
    attribute: 'itemType',
    filterField: 'itemType',
    urlKey: 'item_type',
    kind: 'enum',
    enumValues: ['CAR', 'MOTORCYCLE', 'CARAVAN', 'TRUCK'],
  },
  { attribute: 'categories', filterField: 'categories', urlKey: 'categories', kind: 'text' },
  { attribute: 'city', filterField: 'city', urlKey: 'city', kind: 'text' },
  { attribute: 'state', filterField: 'state', urlKey: 'state', kind: 'text' },
  { attribute: 'colour', filterField: 'colour', urlKey: 'colour', kind: 'text' },
  {
    attribute: 'dealershipName',
    filterField: 'dealershipName',
    urlKey: 'dealership_name',
    kind: 'text',
  },
  // The dealership by its slug: what "See more from this dealer" on a vehicle page links to.
  {
    attribute: 'dealershipSlug',
    filterField: 'dealershipSlug',
    urlKey: 'dealership_slug',
    kind: 'text',
  },
  { attribute: 'locationName', filterField: 'locationName', urlKey: 'location_name', kind: 'text' },
  { attribute: 'features', filterField: 'features', urlKey: 'features', kind: 'text' },
  { attribute: 'body', filterField: 'body', urlKey: 'body', kind: 'text' },
  { attribute: 'drive', filterField: 'drive', urlKey: 'drive', kind: 'text' },
  { attribute: 'fuel', filterField: 'fuel', urlKey: 'fuel', kind: 'text' },
  { attribute: 'transmission', filterField: 'transmission', urlKey: 'transmission', kind: 'text' },
  { attribute: 'seats', filterField: 'seats', urlKey: 'seats', kind: 'integer' },
  { attribute: 'tag', filterField: 'tag', urlKey: 'tag', kind: 'text' },
  // The year list facet filters through `years`: `year` is the IntRange of the same attribute.
  { attribute: 'year', filterField: 'years', urlKey: 'years', kind: 'integer' },
  { attribute: 'priceRange', filterField: 'priceRange', urlKey: 'price_range', kind: 'text' },
  {
    attribute: 'weeklyPriceRange',
    filterField: 'weeklyPriceRange',
    urlKey: 'weekly_price_range',
    kind: 'text',
  },
  { attribute: 'certified', filterField: 'certified', urlKey: 'certified', kind: 'boolean' },
] as const satisfies readonly ListFacetWords[];

/** Numeric attributes with {min, max} filters and stats. */
export const RANGE_FACETS = [
  { attribute: 'price', filterField: 'price', urlKey: 'price' },
  { attribute: 'km', filterField: 'km', urlKey: 'km' },
  { attribute: 'year', filterField: 'year', urlKey: 'year' },
  {
    attribute: 'subscriptionPrice',
    filterField: 'subscriptionPrice',
    urlKey: 'subscription_price',
  },
] as const satisfies readonly RangeFacetWords[];

export type ListFacet = (typeof LIST_FACETS)[number];
export type RangeFacet = (typeof RANGE_FACETS)[number];

/**
 * Orders of search results. A site's settings and a URL's `sortBy` spell a sort by its name;
 * the API by its CarSort name.
 */
export const SORTS = [
  { name: 'mostRelevant', enumName: 'MOST_RELEVANT' },
  { name: 'latest', enumName: 'LATEST' },
  { name: 'highestPrice', enumName: 'HIGHEST_PRICE' },
  { name: 'lowestPrice', enumName: 'LOWEST_PRICE' },
  { name: 'lowestKm', enumName: 'LOWEST_KM' },
  { name: 'highestKm', enumName: 'HIGHEST_KM' },
  { name: 'newestYear', enumName: 'NEWEST_YEAR' },
  { name: 'oldestYear', enumName: 'OLDEST_YEAR' },
] as const;

export type SortOption = (typeof SORTS)[number]['name'];
export type SortEnumName = (typeof SORTS)[number]['enumName'];

export const SORT_OPTIONS: readonly SortOption[] = SORTS.map((sort) => sort.name);

/** CarSort name of a sort option (lowestPrice → LOWEST_PRICE). */
export function sortEnumName(option: SortOption): SortEnumName {
  return SORTS.find((sort) => sort.name === option)!.enumName;
}

/** Sort option of a CarSort name (LOWEST_PRICE → lowestPrice); null when unknown. */
export function sortOptionName(enumName: string): SortOption | null {
  return SORTS.find((sort) => sort.enumName === enumName)?.name ?? null;
}

/** Sort option of its name as a URL or a setting spells it; null when unknown. */
export function sortOptionOf(name: string | null): SortOption | null {
  return SORTS.find((sort) => sort.name === name)?.name ?? null;
}
