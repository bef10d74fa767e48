import { describe, expect, it } from 'vitest';
import { locationSlug } from './location-slug.js';

describe('locationSlug', () => {
  it('drops the department suffix and slugifies', () => {
    expect(locationSlug('Coastal Toyota Southport - Sales')).toBe('coastal-toyota-southport');
    expect(locationSlug('Coastal Mazda - Service')).toBe('coastal-mazda');
    expect(locationSlug('Northside Parts & Accessories')).toBe('northside-parts-accessories');
  });
});
