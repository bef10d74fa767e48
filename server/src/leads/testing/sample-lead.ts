import { randomUUID } from 'node:crypto';
import type { Site } from '@forecourt/tenants/site';
import type { StoredLead } from '../lead.types.js';

/** A vehicle enquiry with every field filled, a fresh lead id, and the overrides given. */
export function sampleLead(overrides: Partial<StoredLead> = {}): StoredLead {
  const leadId = overrides.leadId ?? randomUUID();
  return {
    leadId,
    kind: 'vehicle_enquiry',
    category: 'Vehicle Enquiry',
    subcategory: 'Used Vehicle Enquiry',
    customer: {
      firstName: 'Jane',
      lastName: 'Citizen',
      email: 'jane.citizen@example.com',
      phone: '0412 345 678',
      postcode: '4217',
    },
    message: 'Is it still available? Can I see it on Saturday?',
    vehicle: {
      carId: 'car-7001',
      year: 2021,
      make: 'Toyota',
      model: 'RAV4',
      vin: 'JTMW43FV60D123456',
      stockNumber: 'U7001',
      km: 42_310,
      price: 38_990,
      carType: 'used',
    },
    dealership: {
      id: 'dealer-101',
      slug: 'harbour-toyota',
      name: 'Harbour Toyota',
      email: 'toyota@harbour.example.com',
    },
    payload: {
      category: 'Vehicle Enquiry',
      subcategory: 'Used Vehicle Enquiry',
      lead_id: leadId,
      url: 'https://harbour.example.com/cars/2021-toyota-rav4-u7001',
      source: 'Website',
      car_id: 'car-7001',
    },
    createdAt: new Date('2026-11-01T09:00:00.000Z'),
    ...overrides,
  };
}

/** The site with another slug: its records share no row with any other site's. */
export function siteWithSlug(site: Site, slug: string): Site {
  return { ...site, config: { ...site.config, slug } };
}
