import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.js';

describe('slugify', () => {
  it('joins lower-case words with single hyphens', () => {
    expect(slugify('2021 Toyota HiLux SR5 (4x4)')).toBe('2021-toyota-hilux-sr5-4x4');
    expect(slugify('Honda Civic e:HEV LX')).toBe('honda-civic-e-hev-lx');
    expect(slugify('  Outback Service & Parts  ')).toBe('outback-service-parts');
  });

  it('folds accents', () => {
    expect(slugify('Yamaha Ténéré 700')).toBe('yamaha-tenere-700');
  });
});
