import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, haversineKm } from './haversine.js';

const SYDNEY_GPO = { lat: -33.8675, long: 151.207 };
const MELBOURNE_GPO = { lat: -37.8136, long: 144.9631 };
const PERTH_GPO = { lat: -31.9523, long: 115.8613 };
const BRISBANE_GPO = { lat: -27.4679, long: 153.0281 };

describe('haversineKm', () => {
  it('is zero from a point to itself', () => {
    expect(haversineKm(SYDNEY_GPO, SYDNEY_GPO)).toBe(0);
  });

  it('answers the known great-circle distances between capitals', () => {
    // Published great-circle distances (spherical, 6371 km): Sydney–Melbourne ≈ 713 km,
    // Sydney–Perth ≈ 3,290 km, Brisbane–Sydney ≈ 730 km.
    expect(haversineKm(SYDNEY_GPO, MELBOURNE_GPO)).toBeCloseTo(713.4, 0);
    expect(haversineKm(SYDNEY_GPO, PERTH_GPO)).toBeGreaterThan(3280);
    expect(haversineKm(SYDNEY_GPO, PERTH_GPO)).toBeLessThan(3300);
    expect(haversineKm(BRISBANE_GPO, SYDNEY_GPO)).toBeGreaterThan(725);
    expect(haversineKm(BRISBANE_GPO, SYDNEY_GPO)).toBeLessThan(735);
  });

  it('is symmetric', () => {
    expect(haversineKm(MELBOURNE_GPO, SYDNEY_GPO)).toBe(haversineKm(SYDNEY_GPO, MELBOURNE_GPO));
  });

  it('answers one degree of longitude on the equator as 2πR/360', () => {
    const km = haversineKm({ lat: 0, long: 0 }, { lat: 0, long: 1 });
    expect(km).toBeCloseTo((2 * Math.PI * EARTH_RADIUS_KM) / 360, 6);
  });

  it('answers half the circumference between antipodes', () => {
    const km = haversineKm({ lat: -30, long: 150 }, { lat: 30, long: -30 });
    expect(km).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });
});
