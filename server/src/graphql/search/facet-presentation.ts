import {
  LIST_FACETS,
  RANGE_FACETS,
  type ListFacet,
} from '@forecourt/schema/search/search-vocabulary';
import type { Site } from '@forecourt/tenants/site';
import type {
  FacetAttribute,
  FacetCount,
  RangeAttribute,
  StockQuery,
  StockSearchResult,
} from '../../stock/stock-search.port.js';
import {
  FACET_DEFINITIONS,
  RANGE_DEFINITIONS,
  numericKey,
  type FacetDefinition,
} from './facet-attributes.js';

export interface FacetValueView {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface FacetView {
  attribute: FacetAttribute | RangeAttribute;
  label: string;
  filterField: string;
  values: FacetValueView[];
  popular: FacetValueView[];
  stats: { min: number; max: number } | null;
}

const byLabel = (a: FacetValueView, b: FacetValueView) => a.label.localeCompare(b.label, 'en-AU');
const byCount = (a: FacetValueView, b: FacetValueView) => b.count - a.count || byLabel(a, b);

function orderValues(values: FacetValueView[], definition: FacetDefinition): FacetValueView[] {
  switch (definition.order) {
    case 'alphabetical':
      return values.sort(byLabel);
    case 'numericAscending':
      return values.sort((a, b) => numericKey(a.value) - numericKey(b.value));
    case 'numericDescending':
      return values.sort((a, b) => numericKey(b.value) - numericKey(a.value));
    case 'fixed': {
      const order = definition.fixedOrder ?? [];
      return values.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
    }
    case 'byCount':
      return values.sort(byCount);
  }
}

/** Enum-typed filters take the GraphQL enum name (in_stock → IN_STOCK). */
const enumName = (value: string) => value.toUpperCase();

function facetValues(
  facet: ListFacet,
  counts: readonly FacetCount[],
  selected: readonly string[],
  site: Site,
): FacetValueView[] {
  const definition = FACET_DEFINITIONS[facet.attribute];
  const chosen = new Set(selected);
  const label = (value: string) => definition.valueLabel?.(value, site) ?? value;
  const values = counts
    .filter((c) => c.count > 0 || chosen.has(c.value))
    .map((c) => ({
      value: c.value,
      label: label(c.value),
      count: c.count,
      selected: chosen.has(c.value),
    }));
  // A selected value stays visible (with 0) even when nothing matches it any more.
  const present = new Set(values.map((v) => v.value));
  for (const value of chosen) {
    if (!present.has(value)) values.push({ value, label: label(value), count: 0, selected: true });
  }
  const ordered = orderValues(values, definition);
  return facet.kind === 'enum' ? ordered.map((v) => ({ ...v, value: enumName(v.value) })) : ordered;
}

/**
 * Facets as the API shows them: values labelled, ordered per facet, selected ones flagged and
 * kept; the make facet's `popular` group holds the site's most stocked makes. `wanted` limits
 * them to those named; every facet with data when left out.
 */
export function presentFacets(
  result: StockSearchResult,
  query: StockQuery,
  site: Site,
  wanted?: readonly (FacetAttribute | RangeAttribute)[],
): FacetView[] {
  const named = wanted && new Set<string>(wanted);
  const views: FacetView[] = [];
  for (const facet of LIST_FACETS) {
    const { attribute, filterField } = facet;
    if (named && !named.has(attribute)) continue;
    const values = facetValues(
      facet,
      result.facets[attribute] ?? [],
      query.filters[attribute] ?? [],
      site,
    );
    const stats =
      (attribute as string) in RANGE_DEFINITIONS
        ? (result.stats[attribute as RangeAttribute] ?? null)
        : null;
    if (values.length === 0 && !stats) continue;
    const popular =
      attribute === 'make'
        ? [...values].sort(byCount).slice(0, site.config.search.popularMakesCount)
        : [];
    const { label } = FACET_DEFINITIONS[attribute];
    views.push({ attribute, label, filterField, values, popular, stats });
  }
  for (const { attribute, filterField } of RANGE_FACETS) {
    if (attribute in FACET_DEFINITIONS) continue; // year: already a list facet with stats
    if (named && !named.has(attribute)) continue;
    const stats = result.stats[attribute];
    if (!stats) continue;
    const { label } = RANGE_DEFINITIONS[attribute];
    views.push({ attribute, label, filterField, values: [], popular: [], stats });
  }
  return views;
}

/**
 * Spec 1 §9 replaced a capped count with summed facet counts; only an engine that reports a
 * capped count needs it. Every car has exactly one status, so the disjunctive status counts of
 * the selected statuses (or of all) add up to the matching cars.
 */
export function exactTotalCount(result: StockSearchResult, query: StockQuery): number {
  if (!result.totalCountCapped) return result.totalCount;
  const selected = query.filters.status;
  return (result.facets.status ?? [])
    .filter((c) => !selected?.length || selected.includes(c.value))
    .reduce((sum, c) => sum + c.count, 0);
}
