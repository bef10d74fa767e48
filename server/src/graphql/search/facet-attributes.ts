import type { Site } from '@forecourt/tenants/site';
import type { FacetAttribute, RangeAttribute } from '../../stock/stock-search.port.js';
import { bandLabel, bandLowerBound } from '../../stock/price-bands.js';
import { MAKE_MODEL_SEPARATOR } from '../../stock/stock-document.js';

/**
 * How each facet of spec 1 §3 appears in the API: its name, how its values read, and how they
 * are ordered (spec 1 §9: price ranges numeric, makes alphabetical; other facets by count). The
 * CarFilters field that filters it comes from the search vocabulary.
 */

export type FacetOrder =
  'alphabetical' | 'numericAscending' | 'numericDescending' | 'byCount' | 'fixed';

export interface FacetDefinition {
  label: string;
  order: FacetOrder;
  /** For `fixed` order: the values in order. */
  fixedOrder?: readonly string[];
  valueLabel?: (value: string, site: Site) => string;
}

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
  make: { label: 'Make', order: 'alphabetical' },
  model: { label: 'Model', order: 'alphabetical' },
  makeModel: {
    label: 'Make and model',
    order: 'alphabetical',
    valueLabel: (value) => value.split(MAKE_MODEL_SEPARATOR).join(' '),
  },
  badge: { label: 'Badge', order: 'byCount' },
  status: {
    label: 'Status',
    order: 'fixed',
    fixedOrder: ['in_stock', 'coming_soon', 'sold'],
    valueLabel: (value) => STATUS_LABELS[value] ?? value,
  },
  carType: {
    label: 'Condition',
    order: 'fixed',
    fixedOrder: ['new', 'demo', 'used'],
    valueLabel: (value, site) =>
      site.config.labels.carTypes[value as 'new' | 'demo' | 'used'] ?? value,
  },
  itemType: {
    label: 'Vehicle type',
    order: 'byCount',
    valueLabel: (value) => ITEM_TYPE_LABELS[value] ?? value,
  },
  categories: { label: 'Category', order: 'byCount' },
  city: { label: 'City', order: 'alphabetical' },
  state: { label: 'State', order: 'alphabetical' },
  colour: { label: 'Colour', order: 'byCount' },
  dealershipName: { label: 'Dealership', order: 'alphabetical' },
  dealershipSlug: {
    label: 'Dealership',
    order: 'alphabetical',
    valueLabel: (value, site) =>
      site.locations.find((location) => location.dealershipSlug === value)?.dealershipName ?? value,
  },
  locationName: { label: 'Location', order: 'alphabetical' },
  features: { label: 'Features', order: 'byCount' },
  body: { label: 'Body type', order: 'byCount' },
  drive: { label: 'Drive', order: 'byCount' },
  fuel: { label: 'Fuel', order: 'byCount' },
  transmission: { label: 'Transmission', order: 'byCount' },
  seats: {
    label: 'Seats',
    order: 'numericAscending',
    valueLabel: (value) => `${value} seats`,
  },
  tag: { label: 'Tag', order: 'byCount' },
  year: { label: 'Year', order: 'numericDescending' },
  priceRange: {
    label: 'Price range',
    order: 'numericAscending',
    valueLabel: bandLabel,
  },
  weeklyPriceRange: {
    label: 'Weekly repayment',
    order: 'numericAscending',
    valueLabel: (value) => `${bandLabel(value)} per week`,
  },
  certified: {
    label: 'Certified',
    order: 'fixed',
    fixedOrder: ['true', 'false'],
    valueLabel: (value) => (value === 'true' ? 'Certified' : 'Not certified'),
  },
};

export const RANGE_DEFINITIONS: Record<RangeAttribute, { label: string }> = {
  price: { label: 'Price' },
  km: { label: 'Kilometres' },
  year: { label: 'Year' },
  subscriptionPrice: { label: 'Subscription price' },
};

/** Numeric key of a value for numeric orders (price bands sort by their lower bound). */
export function numericKey(value: string): number {
  return value.includes('-') ? bandLowerBound(value) : Number(value);
}
