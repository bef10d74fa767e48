import { describe, expect, it } from 'vitest';
import { formatNumber, type NumberFormatOptions } from './format-number.js';

const formats = new Map<NumberFormatOptions, Intl.NumberFormat>();

/** What Intl writes for the same options: the output formatNumber must match exactly. */
function intl(value: number, options: NumberFormatOptions): string {
  const { currency, minimumFractionDigits = 0 } = options;
  let format = formats.get(options);
  if (!format) {
    format = new Intl.NumberFormat('en-AU', {
      ...(currency ? { style: 'currency', currency: 'AUD' } : {}),
      minimumFractionDigits,
      maximumFractionDigits: Math.max(options.maximumFractionDigits ?? 0, minimumFractionDigits),
    });
    formats.set(options, format);
  }
  return format.format(value);
}

const OPTIONS: NumberFormatOptions[] = [
  {},
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { maximumFractionDigits: 4 },
  { currency: true },
  { currency: true, minimumFractionDigits: 2, maximumFractionDigits: 2 },
];

const EDGES = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  1.5,
  2.5,
  -2.5,
  0.05,
  0.15,
  0.25,
  1.005,
  1.045,
  2.675,
  8.99,
  7.45,
  999.5,
  999.95,
  999_999.5,
  1234,
  12_345,
  123_456.789,
  1_234_567,
  24_990,
  -24_990,
  0.0001,
  0.00005,
  1e-7,
  9.995,
  99.995,
  1e21,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  NaN,
  Infinity,
  -Infinity,
];

/** A repeatable spread of numbers in the ranges the site shows: prices, km, rates, litres. */
function* spread(count: number): Generator<number> {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i++) {
    const scale = 10 ** Math.floor(next() * 8 - 2);
    const value = Math.round(next() * scale * 10_000) / 10_000;
    yield next() < 0.1 ? -value : value;
  }
}

describe('formatNumber', () => {
  it('writes what Intl writes in en-AU, at the edges of rounding and grouping', () => {
    for (const options of OPTIONS) {
      for (const value of EDGES) {
        expect(formatNumber(value, options), `${value} ${JSON.stringify(options)}`).toBe(
          intl(value, options),
        );
      }
    }
  });

  it('writes what Intl writes for thousands of prices, distances, rates and volumes', () => {
    for (const value of spread(5_000)) {
      for (const options of OPTIONS) {
        expect(formatNumber(value, options), `${value} ${JSON.stringify(options)}`).toBe(
          intl(value, options),
        );
      }
    }
  });

  it('groups thousands and puts the minus before the dollar sign', () => {
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(-1234.5, { currency: true, minimumFractionDigits: 2 })).toBe('-$1,234.50');
    expect(formatNumber(8, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('8.0');
  });
});
