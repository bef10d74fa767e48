import { describe, expect, it } from 'vitest';
import { deliveryBandFor, deliverySchema } from './delivery-settings.schema.js';

const bands = [
  { name: 'Local', upToKm: 50, price: 150 },
  { name: 'Regional', upToKm: 300, price: 450 },
  { name: 'Interstate', upToKm: 1500, price: 1200 },
];

function issues(input: unknown) {
  const result = deliverySchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('deliverySchema', () => {
  it('defaults to an empty table (no delivery calculator)', () => {
    expect(deliverySchema.parse(undefined)).toEqual({ bands: [] });
  });

  it('accepts bands nearest first, including a free band', () => {
    const table = [{ name: 'Metro', upToKm: 30, price: 0 }, ...bands];
    expect(deliverySchema.parse({ bands: table }).bands).toEqual(table);
  });

  it('rejects bands out of order, naming the band', () => {
    expect(issues({ bands: [bands[1], bands[0]] })).toEqual([
      "bands.1.upToKm: must be more than the previous band's 300 km (bands go nearest first)",
    ]);
  });

  it('rejects two bands with the same distance', () => {
    expect(issues({ bands: [bands[0], { ...bands[1], upToKm: 50 }] })).toEqual([
      "bands.1.upToKm: must be more than the previous band's 50 km (bands go nearest first)",
    ]);
  });

  it('rejects a repeated region name', () => {
    expect(issues({ bands: [bands[0], { ...bands[1], name: 'Local' }] })).toEqual([
      'bands.1.name: duplicate region name "Local"',
    ]);
  });

  it('rejects a zero distance and a negative price', () => {
    expect(issues({ bands: [{ name: 'Local', upToKm: 0, price: -1 }] })).toEqual([
      'bands.0.upToKm: must be more than 0 km',
      'bands.0.price: must be 0 or more',
    ]);
  });
});

describe('deliveryBandFor', () => {
  const delivery = deliverySchema.parse({ bands });

  it('picks the first band that reaches the distance, its limit included', () => {
    expect(deliveryBandFor(delivery, 0)?.name).toBe('Local');
    expect(deliveryBandFor(delivery, 50)?.name).toBe('Local');
    expect(deliveryBandFor(delivery, 50.1)?.name).toBe('Regional');
    expect(deliveryBandFor(delivery, 1500)?.name).toBe('Interstate');
  });

  it('answers null beyond the last band and for an empty table', () => {
    expect(deliveryBandFor(delivery, 1500.1)).toBeNull();
    expect(deliveryBandFor(deliverySchema.parse({}), 1)).toBeNull();
  });
});
