import { describe, expect, it } from 'vitest';
import { formatCents } from './format-cents.js';

describe('formatCents', () => {
  it('shows dollars and cents', () => {
    expect(formatCents(20000)).toBe('$200.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
  });
});
