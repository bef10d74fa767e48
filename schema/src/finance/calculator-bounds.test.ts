import { describe, expect, it } from 'vitest';
import { formatDollars } from '../money/format-dollars.js';
import {
  boundsHelpText,
  clampToBounds,
  DEPOSIT_BOUNDS,
  INTEREST_RATE_BOUNDS,
  LOAN_AMOUNT_BOUNDS,
  nearestOption,
  parseClamped,
  snapToStep,
  TERM_YEAR_BOUNDS,
  termYearOptions,
  type NumberBounds,
} from './calculator-bounds.js';

const loan: NumberBounds = { min: 1000, max: 100_000, step: 500 };
const interest: NumberBounds = { min: 0.5, max: 15, step: 0.5 };
const deposit: NumberBounds = { min: 0, max: 250_000, step: 0.5 };

describe('default bounds', () => {
  it('follow the spec ranges', () => {
    expect(LOAN_AMOUNT_BOUNDS).toEqual(loan);
    expect(TERM_YEAR_BOUNDS).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(INTEREST_RATE_BOUNDS).toEqual(interest);
    expect(DEPOSIT_BOUNDS).toEqual(deposit);
  });
});

describe('clampToBounds', () => {
  it('keeps a value inside the bounds', () => {
    expect(clampToBounds(25_000, loan)).toBe(25_000);
    expect(clampToBounds(1000, loan)).toBe(1000);
    expect(clampToBounds(100_000, loan)).toBe(100_000);
  });

  it('clamps above max and below min', () => {
    expect(clampToBounds(100_001, loan)).toBe(100_000);
    expect(clampToBounds(999, loan)).toBe(1000);
    expect(clampToBounds(16, interest)).toBe(15);
    expect(clampToBounds(0.2, interest)).toBe(0.5);
    expect(clampToBounds(Number.POSITIVE_INFINITY, deposit)).toBe(250_000);
  });

  it('reads a negative or unreadable value as 0 before clamping', () => {
    expect(clampToBounds(-300, deposit)).toBe(0);
    expect(clampToBounds(Number.NaN, deposit)).toBe(0);
    // 0 is below the loan minimum, so it then clamps up
    expect(clampToBounds(-5_000, loan)).toBe(1000);
    expect(clampToBounds(Number.NaN, interest)).toBe(0.5);
  });

  it('rejects bounds that cannot hold a value', () => {
    expect(() => clampToBounds(5, { min: 10, max: 1, step: 1 })).toThrow(
      /bounds: min must not be more than max/,
    );
    expect(() => clampToBounds(5, { min: 0, max: 10, step: 0 })).toThrow(
      /bounds: step must be a number more than 0/,
    );
  });
});

describe('parseClamped', () => {
  it('reads currency as typed', () => {
    expect(parseClamped('$1,250.50', deposit)).toBe(1250.5);
    expect(parseClamped('$45,000', loan)).toBe(45_000);
    expect(parseClamped('7.5%', interest)).toBe(7.5);
  });

  it('makes a negative entry 0, then clamps', () => {
    expect(parseClamped('-2000', deposit)).toBe(0);
    expect(parseClamped('-$2,000', loan)).toBe(1000);
  });

  it('reads an empty entry as 0, then clamps', () => {
    expect(parseClamped('', deposit)).toBe(0);
    expect(parseClamped('', loan)).toBe(1000);
  });

  it('clamps entries above max and below min', () => {
    expect(parseClamped('$250,000', loan)).toBe(100_000);
    expect(parseClamped('500', loan)).toBe(1000);
    expect(parseClamped('25', interest)).toBe(15);
  });
});

describe('snapToStep', () => {
  it('moves to the nearest step from min', () => {
    expect(snapToStep(25_240, loan)).toBe(25_000);
    expect(snapToStep(25_260, loan)).toBe(25_500);
    // halfway goes up
    expect(snapToStep(25_250, loan)).toBe(25_500);
    // steps count from min: 5.99, 6.49, 6.99 …
    expect(snapToStep(6.6, { min: 5.99, max: 15.99, step: 0.5 })).toBe(6.49);
  });

  it('stays within the bounds', () => {
    expect(snapToStep(120_000, loan)).toBe(100_000);
    expect(snapToStep(-1, loan)).toBe(1000);
    expect(snapToStep(Number.NaN, interest)).toBe(0.5);
  });

  it('keeps the cap reachable when it is not a whole number of steps from min', () => {
    const cap = { min: 1000, max: 110_250, step: 500 };
    expect(snapToStep(110_200, cap)).toBe(110_250);
    expect(snapToStep(110_100, cap)).toBe(110_000);
    expect(snapToStep(110_250, cap)).toBe(110_250);
  });

  it('gives clean decimals without floating-point noise', () => {
    const tenths = { min: 0, max: 1, step: 0.1 };
    expect(snapToStep(0.3, tenths)).toBe(0.3);
    expect(snapToStep(0.71, tenths)).toBe(0.7);
    expect(snapToStep(7.26, interest)).toBe(7.5);
    // 1.05 + 17 × 0.35 is 6.999999999999999 in binary floating point
    expect(snapToStep(7.1, { min: 1.05, max: 20, step: 0.35 })).toBe(7);
  });
});

describe('boundsHelpText', () => {
  it('states the range with thousands separators', () => {
    expect(boundsHelpText(loan)).toBe('Cannot be less than 1,000 or more than 100,000');
    expect(boundsHelpText(TERM_YEAR_BOUNDS)).toBe('Cannot be less than 1 or more than 7');
  });

  it('keeps the decimals of a rate', () => {
    expect(boundsHelpText({ min: 5.99, max: 15.99, step: 0.5 })).toBe(
      'Cannot be less than 5.99 or more than 15.99',
    );
  });

  it('uses the given format for money', () => {
    expect(boundsHelpText(deposit, formatDollars)).toBe(
      'Cannot be less than $0 or more than $250,000',
    );
  });
});

describe('termYearOptions', () => {
  it('lists every step from min to max', () => {
    const options = termYearOptions(TERM_YEAR_BOUNDS);
    expect(options).toHaveLength(13);
    expect(options).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7]);
    expect(termYearOptions({ min: 1, max: 5, step: 1 })).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops at the last step within max', () => {
    expect(termYearOptions({ min: 1, max: 2, step: 0.3 })).toEqual([1, 1.3, 1.6, 1.9]);
  });

  it('uses a site’s own list, ascending and without repeats', () => {
    expect(termYearOptions([5, 1, 3, 3, 7])).toEqual([1, 3, 5, 7]);
  });

  it('rejects an empty or impossible list', () => {
    expect(() => termYearOptions([])).toThrow(/term years: a custom list needs at least one/);
    expect(() => termYearOptions([1, 0])).toThrow(/term years: each value must be .*got 0/);
    expect(() => termYearOptions({ min: 0, max: 5, step: 1 })).toThrow(
      /term years: min must be more than 0/,
    );
  });
});

describe('nearestOption', () => {
  const years = [1, 3, 5];

  it('picks the closest option', () => {
    expect(nearestOption(6, years)).toBe(5);
    expect(nearestOption(3.4, years)).toBe(3);
    expect(nearestOption(5, years)).toBe(5);
  });

  it('settles a tie on the smaller option, whatever the order', () => {
    expect(nearestOption(4, [5, 3, 1])).toBe(3);
    expect(nearestOption(2, years)).toBe(1);
  });

  it('reads a negative or unreadable value as 0', () => {
    expect(nearestOption(-10, [2, 4])).toBe(2);
    expect(nearestOption(Number.NaN, [4, 2])).toBe(2);
  });

  it('needs at least one option', () => {
    expect(() => nearestOption(3, [])).toThrow(/options: needs at least one value/);
  });
});
