import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.js';

describe('formatCount', () => {
  it('groups thousands the Australian way and shows whole numbers', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1234.6)).toBe('1,235');
  });
});
