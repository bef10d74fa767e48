import { describe, expect, it } from 'vitest';
import { formatKm } from './format-km';

describe('formatKm', () => {
  it('groups thousands the Australian way and adds "kms"', () => {
    expect(formatKm(12345)).toBe('12,345 kms');
    expect(formatKm(1234567)).toBe('1,234,567 kms');
  });

  it('shows small and zero odometers without grouping', () => {
    expect(formatKm(0)).toBe('0 kms');
    expect(formatKm(999)).toBe('999 kms');
  });

  it('shows whole kilometres only', () => {
    expect(formatKm(15000.6)).toBe('15,001 kms');
  });
});
