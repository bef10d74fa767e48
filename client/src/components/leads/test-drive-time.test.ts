import { leadFormOptions } from '@forecourt/schema/leads/lead-form-options';
import { describe, expect, it } from 'vitest';
import { formatSlotTime, testDriveLocationId } from './test-drive-time';

describe('test-drive times', () => {
  it('reads slots as shoppers do', () => {
    expect(formatSlotTime('08:30')).toBe('8:30 am');
    expect(formatSlotTime('12:00')).toBe('12:00 pm');
    expect(formatSlotTime('13:30')).toBe('1:30 pm');
    expect(formatSlotTime('00:00')).toBe('12:00 am');
  });

  it("books in the chosen location's hours, or the only location's", () => {
    const two = leadFormOptions({
      locations: [
        { id: 'north', name: 'North' },
        { id: 'south', name: 'South' },
      ],
    });
    expect(testDriveLocationId(two, 'south')).toBe('south');
    expect(testDriveLocationId(two, '')).toBeNull();
    expect(testDriveLocationId(two, 'elsewhere')).toBeNull();
    const one = leadFormOptions({ locations: [{ id: 'north', name: 'North' }] });
    expect(testDriveLocationId(one, '')).toBe('north');
  });
});
