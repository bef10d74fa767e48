import type { Site } from '@forecourt/tenants/site';
import type { FacetAttribute, RangeAttribute } from '../../stock/stock-search.port.js';
import { bandLabel, bandLowerBound } from '../../stock/price-bands.js';
import { MAKE_MODEL_SEPARATOR } from '../../stock/stock-document.js';

/**
 * How each facet of spec 1 §3 appears in the API: its name, the CarFilters field that filters
 * it, how its values read, and how they are ordered (spec 1 §9: price ranges numeric, makes
 * alphabetical; other facets by count).
 */

export type FacetOrder =
  'alphabetical' | 'numericAscending' | 'numericDescending' | 'byCount' | 'fixed';

export interface FacetDefinition {
  label: string;
  /** CarFilters field that filters this facet's values. */
  filterField: string;
  order: FacetOrder;
  /** For `fixed` order: the values in order. */
  fixedOrder?: readonly string[];
  valueLabel?: (value: string, site: Site) => string;
  /** Enum-typed filters take the GraphQL enum name (in_stock → IN_STOCK). */
  apiValue?: (value: string) => string;
}

const enumName = (value: string) => value.toUpperCase();

const STATUS_LABELS: Record<string, string> = {
  in_stock: 'In Stock',
  coming_soon: 'Coming Soon',
  sold: 'Sold',
};
const ITEM_TYPE_LABELS: Record<string, string> = {
  car: 'Cars',
  motorcycle: 'Motorcycles',
  caravan: 'Caravans',
  truck: 'Trucks',
};

export const FACET_DEFINITIONS: Record<FacetAttribute, FacetDefinition> = {
  make: { label: 'Make', filterField: 'make', order: 'alphabetical' },
  model: { label: 'Model', filterField: 'model', order: 'alphabetical' },
  makeModel: {
    label: 'Make and model',
    filterField: 'makeModel',
    order: 'alphabetical',
    valueLabel: (value) => value.split(MAKE_MODEL_SEPARATOR).join(' '),
  },
  badge: { label: 'Badge', filterField: 'badge', order: 'byCount' },
  status: {
    label: 'Status',
    apiValue: enumName,
    filterField: 'status',
    order: 'fixed',
    fixedOrder: ['in_stock', 'coming_soon', 'sold'],
    valueLabel: (value) => STATUS_LABELS[value] ?? value,
  },
  carType: {
    label: 'Condition',
    apiValue: enumName,
    filterField: 'carType',
    order: 'fixed',
    fixedOrder: ['new', 'demo', 'used'],
    valueLabel: (value, site) =>
      site.config.labels.carTypes[value as 'new' | 'demo' | 'used'] ?? value,
  },
  itemType: {
    label: 'Vehicle type',
    apiValue: enumName,
    filterField: 'itemType',
    order: 'byCount',
    valueLabel: (value) => ITEM_TYPE_LABELS[value] ?? value,
  },
  categories: { label: 'Category', filterField: 'categories', order: 'byCount' },
  city: { label: 'City', filterField: 'city', order: 'alphabetical' },
  state: { label: 'State', filterField: 'state', order: 'alphabetical' },
  colour: { label: 'Colour', filterField: 'colour', order: 'byCount' },
  dealershipName: { label: 'Dealership', filterField: 'dealershipName', order: 'alphabetical' },
  locationName: { label: 'Location', filterField: 'locationName', order: 'alphabetical' },
  features: { label: 'Features', filterField: 'features', order: 'byCount' },
  body: { label: 'Body type', filterField: 'body', order: 'byCount' },
  drive: { label: 'Drive', filterField: 'drive', order: 'byCount' },
  fuel: { label: 'Fuel', filterField: 'fuel', order: 'byCount' },
  transmission: { label: 'Transmission', filterField: 'transmission', order: 'byCount' },
  seats: {
    label: 'Seats',
    filterField: 'seats',
    order: 'numericAscending',
    valueLabel: (value) => `${value} seats`,
  },
  tag: { label: 'Tag', filterField: 'tag', order: 'byCount' },
  year: { label: 'Year', filterField: 'years', order: 'numericDescending' },
  priceRange: {
    label: 'Price range',
    filterField: 'priceRange',
    order: 'numericAscending',
    valueLabel: bandLabel,
  },
  weeklyPriceRange: {
    label: 'Weekly repayment',
    filterField: 'weeklyPriceRange',
    order: 'numericAscending',
    valueLabel: (value) => `${bandLabel(value)} per week`,
  },
  certified: {
    label: 'Certified',
    filterField: 'certified',
    order: 'fixed',
    fixedOrder: ['true', 'false'],
    valueLabel: (value) => (value === 'true' ? 'Certified' : 'Not certified'),
  },
};

export const RANGE_DEFINITIONS: Record<RangeAttribute, { label: string; filterField: string }> = {
  price: { label: 'Price', filterField: 'price' },
  km: { label: 'Kilometres', filterField: 'km' },
  year: { label: 'Year', filterField: 'year' },
  subscriptionPrice: { label: 'Subscription price', filterField: 'subscriptionPrice' },
};

/** Numeric key of a value for numeric orders (price bands sort by their lower bound). */
export function numericKey(value: string): number {
  return value.includes('-') ? bandLowerBound(value) : Number(value);
}
