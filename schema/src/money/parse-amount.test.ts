import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount.js';

describe('parseAmount', () => {
  it('drops currency signs and separators', () => {
    expect(parseAmount('$1,250.50')).toBe(1250.5);
    expect(parseAmount('250 kms')).toBe(250);
  });

  it('makes a negative entry 0', () => {
    expect(parseAmount('-300')).toBe(0);
    expect(parseAmount('$-1,000')).toBe(0);
  });

  it('reads an empty or unreadable entry as 0', () => {
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount('.')).toBe(0);
  });
});
