import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { describe, expect, it, vi } from 'vitest';
import { dealerPhone } from './dealer-phone.js';

/** The numbers formatting was asked for. */
const formatted = vi.hoisted(() => [] as string[]);
vi.mock('@forecourt/schema/phone/format-au-phone', async (importOriginal) => {
  const phone = await importOriginal<typeof import('@forecourt/schema/phone/format-au-phone')>();
  return {
    ...phone,
    formatAuPhone: (raw: string) => (formatted.push(raw), phone.formatAuPhone(raw)),
  };
});

describe('dealerPhone', () => {
  it('shows the location’s number, or the site’s for the car’s type, formatting each once', async () => {
    const site = (await loadDemoSites()).find((s) => s.config.contact.phonesByCarType.new)!;
    const location = [...site.locationsById.values()][0]!;
    const used: Pick<CarRecord, 'carType' | 'locationId'> = {
      carType: 'used',
      locationId: location.id,
    };
    const brandNew = { ...used, carType: 'new' as const };
    for (let view = 0; view < 3; view++) {
      expect(dealerPhone(used, site)).toMatch(/^0\d \d{4} \d{4}$/);
      expect(dealerPhone(brandNew, site)).toBe('1300 262 782');
    }
    expect(formatted).toEqual([location.contact.phone, site.config.contact.phonesByCarType.new]);
  });
});
