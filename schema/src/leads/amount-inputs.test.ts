import { describe, expect, it } from 'vitest';
import {
  formatKmInput,
  formatMoneyInput,
  HIGH_MONEY_QUICK_PICKS,
  MONEY_QUICK_PICKS,
  parseKmInput,
  parseMoneyInput,
} from './amount-inputs.js';
import { kmField } from './lead-fields.js';

describe('money inputs', () => {
  it('show dollars with a $ and thousands separators', () => {
    expect(formatMoneyInput(12500)).toBe('$12,500');
    expect(formatMoneyInput(800000)).toBe('$800,000');
  });

  it('read back what they show, and what a shopper types', () => {
    expect(parseMoneyInput('$12,500')).toBe(12500);
    expect(parseMoneyInput(' 12500 ')).toBe(12500);
    expect(parseMoneyInput('$12,500.5')).toBe(12500.5);
  });

  it('read anything else as no amount', () => {
    for (const typed of ['', 'twelve', '12k', '-500', '$', '1.234']) {
      expect(parseMoneyInput(typed)).toBeNull();
    }
  });

  it('offer the quick picks of spec 2 §9', () => {
    expect(MONEY_QUICK_PICKS.map(formatMoneyInput)).toEqual([
      '$5,000',
      '$10,000',
      '$15,000',
      '$20,000',
      '$25,000',
      '$30,000',
      '$40,000',
      '$50,000',
      '$70,000',
    ]);
    expect(HIGH_MONEY_QUICK_PICKS.map(formatMoneyInput)).toEqual([
      '$300,000',
      '$400,000',
      '$500,000',
      '$600,000',
      '$700,000',
      '$800,000',
    ]);
  });
});

describe('kilometre inputs', () => {
  it('show kilometres with thousands separators and " kms"', () => {
    expect(formatKmInput(12345)).toBe('12,345 kms');
  });

  it('read back what they show, and a bare number or "km"', () => {
    expect(parseKmInput('12,345 kms')).toBe(12345);
    expect(parseKmInput('12345')).toBe(12345);
    expect(parseKmInput('800 km')).toBe(800);
  });

  it('read anything else as no distance', () => {
    for (const typed of ['', 'far', '12.5 kms', '-3 kms', 'kms']) {
      expect(parseKmInput(typed)).toBeNull();
    }
  });

  it('make a form field that names itself when refused', () => {
    const odometer = kmField('the odometer reading');
    expect(odometer.parse('45,000 kms')).toBe(45000);
    expect(odometer.parse('')).toBeUndefined();
    expect(odometer.safeParse('lots').error?.issues[0]?.message).toBe(
      'Please enter the odometer reading in kilometres, such as 45,000 kms.',
    );
    expect(odometer.safeParse('3,000,000 kms').error?.issues[0]?.message).toBe(
      'The odometer reading can be at most 2,000,000 kms.',
    );
  });
});
