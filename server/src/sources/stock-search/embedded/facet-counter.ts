import type { FacetCount } from '../../../stock/stock-search.port.js';
import type { Dictionary, MultiValuedColumn } from './columns.js';
import { NO_VALUE } from './columns.js';
import { tagCodeAt, type TagColumn } from './tag-column.js';

/*
 * Facet counting over lists of document positions: the search calls each once for the hits and
 * once for the cars that failed only this facet's own filter, which makes the counts disjunctive.
 */

/** Positions of documents in the site index. */
type Positions = Int32Array;

export function countSingleValued(counts: Uint32Array, codes: Uint32Array, positions: Positions) {
  for (let p = 0; p < positions.length; p++) counts[codes[positions[p]!]!]!++;
}

export function countMultiValued(
  counts: Uint32Array,
  { offsets, codes }: MultiValuedColumn,
  positions: Positions,
) {
  for (let p = 0; p < positions.length; p++) {
    const i = positions[p]!;
    for (let k = offsets[i]!, end = offsets[i + 1]!; k < end; k++) counts[codes[k]!]!++;
  }
}

export function countTags(
  counts: Uint32Array,
  tags: TagColumn,
  positions: Positions,
  nowMs: number,
) {
  for (let p = 0; p < positions.length; p++) counts[tagCodeAt(tags, positions[p]!, nowMs)]!++;
}

/** The non-zero counts as facet values; undefined when the facet has no data at all. */
export function facetCounts(counts: Uint32Array, dictionary: Dictionary): FacetCount[] | undefined {
  const values: FacetCount[] = [];
  for (let code = NO_VALUE + 1; code < counts.length; code++) {
    const count = counts[code]!;
    if (count > 0) values.push({ value: dictionary.values[code]!, count });
  }
  return values.length > 0 ? values : undefined;
}

/** min/max of a numeric column over the positions, NaN (no value) skipped. */
export class RangeStats {
  min = Number.POSITIVE_INFINITY;
  max = Number.NEGATIVE_INFINITY;

  add(column: Float64Array, positions: Positions): void {
    let { min, max } = this;
    for (let p = 0; p < positions.length; p++) {
      const value = column[positions[p]!]!;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    this.min = min;
    this.max = max;
  }

  result(): { min: number; max: number } | undefined {
    return this.min <= this.max ? { min: this.min, max: this.max } : undefined;
  }
}
