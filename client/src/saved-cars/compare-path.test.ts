import { describe, expect, it } from 'vitest';
import { comparedSlugs, comparePath, parseCompareSlugs } from './compare-path';

describe('compare addresses', () => {
  it('reads the slugs in order, each once, leaving out what cannot be a slug', () => {
    expect(
      parseCompareSlugs(' 2021-toyota-corolla ,,bad slug,2020-mazda-3,2021-toyota-corolla'),
    ).toEqual(['2021-toyota-corolla', '2020-mazda-3']);
    expect(parseCompareSlugs(null)).toEqual([]);
    expect(parseCompareSlugs('<script>,' + 'a'.repeat(201))).toEqual([]);
  });

  it('compares the first four cars and counts the rest', () => {
    expect(comparedSlugs('a,b,c,d,e,f')).toEqual({ slugs: ['a', 'b', 'c', 'd'], leftOut: 2 });
  });

  it('writes an address that reads back to the same cars', () => {
    const path = comparePath(['2021-toyota-corolla', '2020-mazda-3'], true);
    expect(path).toBe('/compare?cars=2021-toyota-corolla,2020-mazda-3&only=differences');
    const url = new URL(path, 'https://dealer.example');
    expect(parseCompareSlugs(url.searchParams.get('cars'))).toEqual([
      '2021-toyota-corolla',
      '2020-mazda-3',
    ]);
  });
});
