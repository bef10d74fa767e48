import type { Site } from '@forecourt/tenants/site';
import type { StockDocument } from '../../../stock/stock-document.js';
import type { RangeAttribute } from '../../../stock/stock-search.port.js';
import {
  MultiValuedColumnBuilder,
  SingleValuedColumnBuilder,
  type MultiValuedColumn,
  type SingleValuedColumn,
} from './columns.js';
import {
  MULTI_VALUED_FACETS,
  MULTI_VALUED_FACET_VALUES,
  SINGLE_VALUED_FACETS,
  SINGLE_VALUED_FACET_VALUES,
  type MultiValuedFacet,
  type SingleValuedFacet,
} from './facet-values.js';
import { SiteScope, scopeFields } from './site-scope.js';
import { buildGeoColumns, type GeoColumns } from './distance.js';
import { TagColumnBuilder, type TagColumn } from './tag-column.js';

/** Everything a search reads, as columns over the site's documents (same positions). */
export interface SiteColumns {
  single: Record<SingleValuedFacet, SingleValuedColumn>;
  multi: Record<MultiValuedFacet, MultiValuedColumn>;
  tags: TagColumn;
  /** NaN where a car has no value, so every bounded range fails for it. */
  ranges: Record<RangeAttribute, Float64Array>;
  customRank: Float64Array;
  geo: GeoColumns;
  scope: SiteScope;
}

/**
 * Builds every column in one pass over the documents: a document's fields are read together
 * while it is in cache, rather than once per column.
 */
export function buildSiteColumns(docs: readonly StockDocument[], site: Site): SiteColumns {
  const size = docs.length;
  const single = {} as Record<SingleValuedFacet, SingleValuedColumnBuilder>;
  for (const facet of SINGLE_VALUED_FACETS) single[facet] = new SingleValuedColumnBuilder(size);
  const multi = {} as Record<MultiValuedFacet, MultiValuedColumnBuilder>;
  for (const facet of MULTI_VALUED_FACETS) multi[facet] = new MultiValuedColumnBuilder(size);
  const tags = new TagColumnBuilder(size, site);
  const ranges: SiteColumns['ranges'] = {
    price: new Float64Array(size),
    km: new Float64Array(size),
    year: new Float64Array(size),
    subscriptionPrice: new Float64Array(size),
  };
  const customRank = new Float64Array(size);
  const scope = docs.map((doc, i) => {
    for (const facet of SINGLE_VALUED_FACETS) {
      single[facet].set(i, SINGLE_VALUED_FACET_VALUES[facet](doc));
    }
    for (const facet of MULTI_VALUED_FACETS)
      multi[facet].set(i, MULTI_VALUED_FACET_VALUES[facet](doc));
    tags.set(i, doc);
    ranges.price[i] = doc.price;
    ranges.km[i] = doc.km;
    ranges.year[i] = doc.year;
    ranges.subscriptionPrice[i] = doc.subscriptionPrice ?? Number.NaN;
    customRank[i] = doc.customRank;
    return scopeFields(doc);
  });
  return {
    single: built(single),
    multi: built(multi),
    tags: tags.build(),
    ranges,
    customRank,
    geo: buildGeoColumns(docs.map((doc) => doc.geo)),
    scope: new SiteScope(scope),
  };
}

function built<K extends string, C>(builders: Record<K, { build(): C }>): Record<K, C> {
  const columns = {} as Record<K, C>;
  for (const key of Object.keys(builders) as K[]) columns[key] = builders[key].build();
  return columns;
}
