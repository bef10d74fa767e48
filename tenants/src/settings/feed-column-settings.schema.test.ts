import { describe, expect, it } from 'vitest';
import { feedColumnSettingsSchema } from './feed-column-settings.schema.js';

describe('feedColumnSettingsSchema', () => {
  it('maps nothing by default', () => {
    expect(feedColumnSettingsSchema.parse(undefined)).toEqual({});
  });

  it('takes columns mapped to car fields, nested ones dotted', () => {
    const mapping = { 'Odometer (km)': 'km', Yard: 'locationId', Cyl: 'variant.cylinders' };
    expect(feedColumnSettingsSchema.parse(mapping)).toEqual(mapping);
  });

  it('refuses a mapping to a field the car does not have, naming the column', () => {
    const result = feedColumnSettingsSchema.safeParse({
      Yard: 'locationId',
      Kms: 'odometerReading',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['Kms'], message: '"odometerReading" names no car field' }),
    ]);
  });
});
