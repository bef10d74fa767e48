import type {
  FacetAttribute,
  RangeAttribute,
  StockQuery,
} from '../../../stock/stock-search.port.js';
import { FACET_ATTRIBUTES, RANGE_ATTRIBUTES } from '../../../stock/stock-search.port.js';
import {
  isMultiValuedFacet,
  type MultiValuedFacet,
  type SingleValuedFacet,
} from './facet-values.js';
import type { SiteIndex } from './site-index.js';
import { tagCodeAt } from './tag-column.js';

/**
 * The query's filters as independent groups: one per selected facet (its values OR-ed) and one
 * per bounded range. A car matches when it passes every group; a car failing exactly one group
 * still counts for that group's own facet or stats (disjunctive counts).
 */
export type FilterGroup =
  | { kind: 'single'; facet: SingleValuedFacet; selected: Uint8Array }
  | { kind: 'multi'; facet: MultiValuedFacet; selected: Uint8Array }
  | { kind: 'tag'; facet: 'tag'; selected: Uint8Array }
  | { kind: 'range'; attribute: RangeAttribute; min: number; max: number };

const FACETS: ReadonlySet<string> = new Set(FACET_ATTRIBUTES);
const RANGES: ReadonlySet<string> = new Set(RANGE_ATTRIBUTES);

export function filterGroups(index: SiteIndex, query: StockQuery): FilterGroup[] {
  // A partner's typo must not silently widen the search.
  for (const name of Object.keys(query.filters)) {
    if (!FACETS.has(name)) throw new Error(`filters.${name}: not a facet attribute`);
  }
  for (const name of Object.keys(query.ranges)) {
    if (!RANGES.has(name)) throw new Error(`ranges.${name}: not a range attribute`);
  }
  const groups: FilterGroup[] = [];
  for (const facet of FACET_ATTRIBUTES) {
    const values = query.filters[facet];
    if (!values || values.length === 0) continue;
    groups.push(facetGroup(index, facet, values));
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = query.ranges[attribute];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    // Bounds are inclusive; a missing bound leaves that side open.
    groups.push({
      kind: 'range',
      attribute,
      min: bound(range.min, `ranges.${attribute}.min`) ?? Number.NEGATIVE_INFINITY,
      max: bound(range.max, `ranges.${attribute}.max`) ?? Number.POSITIVE_INFINITY,
    });
  }
  return groups;
}

function bound(value: number | undefined, field: string): number | undefined {
  if (value !== undefined && !Number.isFinite(value)) {
    throw new Error(`${field}: ${value} is not a finite number`);
  }
  return value;
}

function facetGroup(
  index: SiteIndex,
  facet: FacetAttribute,
  values: readonly string[],
): FilterGroup {
  if (facet === 'tag') {
    return { kind: 'tag', facet, selected: index.tags.dictionary.selection(values) };
  }
  if (isMultiValuedFacet(facet)) {
    return { kind: 'multi', facet, selected: index.multi[facet].dictionary.selection(values) };
  }
  return { kind: 'single', facet, selected: index.single[facet].dictionary.selection(values) };
}

/**
 * Adds one to failures[i] of every car that fails the group and records the group as the one it
 * failed. Column-wise, one tight loop per group, so each loop touches one typed array.
 */
export function markFailures(
  index: SiteIndex,
  group: FilterGroup,
  groupNumber: number,
  failures: Uint8Array,
  failedGroup: Uint8Array,
  nowMs: number,
): void {
  const size = index.docs.length;
  const fail = (i: number) => {
    failures[i]!++;
    failedGroup[i] = groupNumber;
  };
  switch (group.kind) {
    case 'single': {
      const { codes } = index.single[group.facet];
      const { selected } = group;
      for (let i = 0; i < size; i++) if (selected[codes[i]!] === 0) fail(i);
      return;
    }
    case 'multi': {
      const { offsets, codes } = index.multi[group.facet];
      const { selected } = group;
      for (let i = 0; i < size; i++) {
        let pass = false;
        for (let k = offsets[i]!, end = offsets[i + 1]!; k < end && !pass; k++) {
          pass = selected[codes[k]!] === 1;
        }
        if (!pass) fail(i);
      }
      return;
    }
    case 'tag': {
      const { selected } = group;
      for (let i = 0; i < size; i++) if (selected[tagCodeAt(index.tags, i, nowMs)] === 0) fail(i);
      return;
    }
    case 'range': {
      const column = index.ranges[group.attribute];
      const { min, max } = group;
      // A car without the value (NaN) fails any bounded range.
      for (let i = 0; i < size; i++) {
        const value = column[i]!;
        if (!(value >= min && value <= max)) fail(i);
      }
      return;
    }
  }
}
