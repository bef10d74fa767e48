import { describe, expect, it } from 'vitest';
import { MANUFACTURERS, manufacturerBySlug, VEHICLE_KINDS } from './manufacturers.js';

/** The site's slug rule (tenants' slugify), restated so the list is checked against it. */
const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

describe('the manufacturer list', () => {
  it('holds at least 130 makes with unique slugs and names', () => {
    expect(MANUFACTURERS.length).toBeGreaterThanOrEqual(130);
    expect(new Set(MANUFACTURERS.map((m) => m.slug)).size).toBe(MANUFACTURERS.length);
    expect(new Set(MANUFACTURERS.map((m) => m.name.toLowerCase())).size).toBe(MANUFACTURERS.length);
  });

  it('gives each make the slug of its name, as /search/{make} spells it', () => {
    for (const make of MANUFACTURERS) expect(make.slug, make.name).toBe(slugOf(make.name));
  });

  it('covers every kind of vehicle', () => {
    for (const kind of VEHICLE_KINDS) {
      expect(MANUFACTURERS.filter((m) => m.kinds.includes(kind)).length, kind).toBeGreaterThan(15);
    }
  });

  it('has the caravan makes and the makes of two kinds', () => {
    expect(manufacturerBySlug('lotus-caravans')?.kinds).toEqual(['caravan']);
    expect(manufacturerBySlug('zone-rv')?.name).toBe('Zone RV');
    expect(manufacturerBySlug('honda')?.kinds).toEqual(['car', 'motorcycle']);
    expect(manufacturerBySlug('no-such-make')).toBeUndefined();
  });
});
