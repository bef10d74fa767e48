import { locationsFileSchema } from '@forecourt/tenants/location.schema';
import { siteConfigSchema, type SiteConfigInput } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import {
  carRecordSchema,
  type CarRecord,
  type CarRecordInput,
} from '@forecourt/tenants/stock/car-record.schema';

/** A minimal valid site for the adapter's unit tests; settings under test are passed in. */
export function testSite(config: Partial<SiteConfigInput> = {}): Site {
  const locations = locationsFileSchema.parse([
    {
      id: 'loc-1',
      name: 'Bayside Motors Brisbane',
      dealershipId: 'bayside',
      dealershipSlug: 'bayside-motors',
      dealershipName: 'Bayside Motors',
      address: {
        street: '1 Test Street',
        city: 'Brisbane',
        state: 'QLD',
        postcode: '4000',
        lat: -27.5,
        long: 153,
      },
      contact: { phone: '07 5555 1234' },
    },
  ]);
  return {
    config: siteConfigSchema.parse({
      slug: 'bayside-motors',
      name: 'Bayside Motors',
      description: 'Test site',
      theme: {
        colours: { primary: '#123456', secondary: '#654321', accent: '#abcdef' },
        logo: { url: '/logo.svg', alt: 'Logo', width: 200, height: 60 },
      },
      contact: { email: 'sales@bayside.example.com', phone: '07 5555 1234' },
      stock: { kind: 'feed', file: 'stock.json' },
      ...config,
    }),
    locations,
    locationsById: new Map(locations.map((location) => [location.id, location])),
    dir: import.meta.dirname,
  };
}

/** A feed row with only what a test cares about; the rest is a valid used Corolla. */
export type TestCarInput = Partial<CarRecordInput> & Pick<CarRecordInput, 'id'>;

export function testCar(car: TestCarInput): CarRecord {
  return carRecordSchema.parse({
    slug: `car-${car.id.toLowerCase()}`,
    status: 'in_stock',
    carType: 'used',
    make: 'Toyota',
    model: 'Corolla',
    year: 2020,
    price: 20_000,
    km: 50_000,
    stockNumber: `S${car.id}`,
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
    locationId: 'loc-1',
    ...car,
  });
}
