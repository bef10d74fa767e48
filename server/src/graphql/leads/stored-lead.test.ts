import { loadDemoSites } from '@forecourt/demo/demo-sites';
import type { LeadValue } from '@forecourt/schema/leads/lead-form-schemas';
import type { Site } from '@forecourt/tenants/site';
import { beforeAll, describe, expect, it } from 'vitest';
import { answeringLocation } from './stored-lead.js';

let coastal: Site;
beforeAll(async () => {
  coastal = (await loadDemoSites()).find((s) => s.config.slug === 'coastal-motor-group')!;
});

const enquiry = (choices: { preferredDealership?: string; locationId?: string }) =>
  ({ form: 'vehicle-enquiry', ...choices }) as unknown as LeadValue;
const vehicleAt = (locationId: string) => ({ locationId });

describe('answeringLocation', () => {
  it('is the dealership the shopper chose, over the vehicle’s', () => {
    const location = answeringLocation(
      coastal,
      enquiry({ preferredDealership: 'coastal-broadmeadow' }),
      vehicleAt('cmg-southport'),
    );
    expect(location.id).toBe('cmg-broadmeadow');
  });

  it('is the location the shopper chose when it is of the chosen dealership', () => {
    const location = answeringLocation(
      coastal,
      enquiry({ preferredDealership: 'coastal-southport', locationId: 'cmg-southport-service' }),
      null,
    );
    expect(location.id).toBe('cmg-southport-service');
    // A location of another dealership than the chosen one: the chosen dealership's sales yard.
    expect(
      answeringLocation(
        coastal,
        enquiry({ preferredDealership: 'coastal-newstead', locationId: 'cmg-southport' }),
        null,
      ).id,
    ).toBe('cmg-newstead');
  });

  it('is the vehicle’s when the shopper chose nothing, else the site’s primary sales location', () => {
    expect(answeringLocation(coastal, enquiry({}), vehicleAt('cmg-maroochydore')).id).toBe(
      'cmg-maroochydore',
    );
    expect(answeringLocation(coastal, enquiry({}), null).id).toBe('cmg-southport');
  });
});
