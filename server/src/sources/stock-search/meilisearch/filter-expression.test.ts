import { describe, expect, it } from 'vitest';
import { allOf, anyOf, equals, inclusiveRange, isIn, quote } from './filter-expression.js';
import { parseFilter, unquote } from './testing/filter-oracle.js';

describe('quote', () => {
  it('escapes double quotes and backslashes', () => {
    expect(quote('18" alloys')).toBe('"18\\" alloys"');
    expect(quote('C:\\path\\')).toBe('"C:\\\\path\\\\"');
    expect(quote("it's")).toBe('"it\'s"');
  });

  it.each(['plain', 'say "hi"', 'ends with \\', '\\"', 'mixed \'single\' "double" \\ back', ''])(
    'round-trips %j',
    (value) => {
      expect(unquote(quote(value))).toBe(value);
    },
  );

  it('keeps a value that looks like filter syntax a single value', () => {
    const hostile = 'Toyota" OR siteSlug = "other-site';
    const filter = allOf([equals('siteSlug', 'mine'), equals('make', hostile)]);
    const matches = parseFilter(filter);
    expect(matches({ siteSlug: 'other-site', make: 'Toyota' })).toBe(false);
    expect(matches({ siteSlug: 'mine', make: hostile })).toBe(true);
  });
});

describe('clauses', () => {
  it('lists values for IN', () => {
    expect(isIn('make', ['Toyota', 'Kia'])).toBe('make IN ["Toyota", "Kia"]');
  });

  it('writes inclusive ranges, open on a missing side', () => {
    expect(inclusiveRange('price', 10_000, 20_000)).toBe('price 10000 TO 20000');
    expect(inclusiveRange('price', 10_000, undefined)).toBe('price >= 10000');
    expect(inclusiveRange('km', undefined, 5.5)).toBe('km <= 5.5');
    expect(inclusiveRange('km', undefined, undefined)).toBeNull();
    const within = parseFilter(inclusiveRange('price', 10_000, 20_000)!);
    expect([9_999, 10_000, 20_000, 20_001].map((price) => within({ price }))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('rejects bounds a filter cannot hold, naming the field', () => {
    expect(() => inclusiveRange('price', Number.NaN, 1)).toThrow('price.min');
    expect(() => inclusiveRange('km', 0, Infinity)).toThrow('km.max');
  });

  it('parenthesises OR groups so they bind inside AND', () => {
    const filter = allOf([equals('a', 'x'), anyOf([equals('b', 'y'), equals('c', 'z')])]);
    expect(filter).toBe('a = "x" AND (b = "y" OR c = "z")');
    expect(parseFilter(filter)({ a: 'other', c: 'z' })).toBe(false);
    expect(anyOf(['a = 1'])).toBe('a = 1');
  });
});
