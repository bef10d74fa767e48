import { describe, expect, it } from 'vitest';
import {
  LIST_FACETS,
  RANGE_FACETS,
  SORT_OPTIONS,
  sortEnumName,
  sortOptionName,
  sortOptionOf,
} from './search-vocabulary.js';

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const constantCase = (name: string) => snakeCase(name).toUpperCase();

describe('the search vocabulary', () => {
  it('spells every URL key as its CarFilters field in snake case, as shared links do', () => {
    for (const facet of [...LIST_FACETS, ...RANGE_FACETS]) {
      expect(facet.urlKey).toBe(snakeCase(facet.filterField));
    }
  });

  it('gives each list field and each range field its own URL key and filter field', () => {
    for (const facets of [LIST_FACETS, RANGE_FACETS]) {
      expect(new Set(facets.map((f) => f.urlKey)).size).toBe(facets.length);
      expect(new Set(facets.map((f) => f.filterField)).size).toBe(facets.length);
      expect(new Set(facets.map((f) => f.attribute)).size).toBe(facets.length);
    }
  });

  it('filters the year list facet through `years`, leaving `year` to the range', () => {
    expect(LIST_FACETS.find((f) => f.attribute === 'year')?.filterField).toBe('years');
    expect(RANGE_FACETS.find((f) => f.attribute === 'year')?.filterField).toBe('year');
  });

  it('names every sort in CarSort as its option in constant case, both ways', () => {
    for (const option of SORT_OPTIONS) {
      expect(sortEnumName(option)).toBe(constantCase(option));
      expect(sortOptionName(sortEnumName(option))).toBe(option);
    }
    expect(sortEnumName('lowestPrice')).toBe('LOWEST_PRICE');
    expect(sortOptionName('CHEAPEST')).toBeNull();
  });

  it('reads a sort name from a URL or a setting, and nothing else', () => {
    expect(sortOptionOf('highestKm')).toBe('highestKm');
    expect(sortOptionOf('HIGHEST_KM')).toBeNull();
    expect(sortOptionOf(null)).toBeNull();
  });
});
