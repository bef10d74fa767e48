import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import type { LatLong } from '@forecourt/schema/geo/haversine';
import { car, daysAgo, location, site } from './fixture-sites.js';

/**
 * A site with yards at known places, for distance searches: Brisbane, the Gold Coast (about 70 km
 * south) and Sydney (about 730 km), plus a yard whose location gives no coordinates.
 */

export const YARDS = {
  brisbane: { lat: -27.4698, long: 153.0251 },
  goldCoast: { lat: -28.0167, long: 153.4 },
  sydney: { lat: -33.8688, long: 151.2093 },
} satisfies Record<string, LatLong>;

/** Where a shopper of postcode 4000 is (Brisbane city). */
export const SHOPPER: LatLong = { lat: -27.4679, long: 153.0281 };

export const geoSite = site(
  {
    slug: 'geo-motors',
    name: 'Geo Motors',
    contact: { email: 'sales@geo.example.com', phone: '07 5555 1234' },
  },
  [
    location('gm-brisbane', 'Geo Motors', 'Brisbane', 'QLD', '4000', YARDS.brisbane),
    location('gm-gold-coast', 'Geo Motors', 'Southport', 'QLD', '4215', YARDS.goldCoast),
    location('gm-sydney', 'Geo Motors', 'Sydney', 'NSW', '2000', YARDS.sydney),
    location('gm-unmapped', 'Geo Motors', 'Darwin', 'NT', '0800'),
  ],
);

// A location the site lists without coordinates (the schema may allow it one day; the search
// must cope today): its cars have no distance.
const unmapped = geoSite.locationsById.get('gm-unmapped')!.address as Partial<LatLong>;
delete unmapped.lat;
delete unmapped.long;

const at = (locationId: string) => ({
  locationId,
  carType: 'used' as const,
  createdAt: daysAgo(20),
});

/** One car per line; customRank decides between cars of one yard. */
// prettier-ignore
export const geoCars: CarRecord[] = [
  car({ id: 'gm-bne-corolla', make: 'Toyota', model: 'Corolla', year: 2021, price: 24990, km: 35000, customRank: 2, ...at('gm-brisbane') }),
  car({ id: 'gm-bne-hilux', make: 'Toyota', model: 'Hilux', year: 2020, price: 44990, km: 60000, customRank: 7, ...at('gm-brisbane') }),
  car({ id: 'gm-gc-cx5', make: 'Mazda', model: 'CX-5', year: 2022, price: 36990, km: 20000, customRank: 1, ...at('gm-gold-coast') }),
  car({ id: 'gm-gc-camry', make: 'Toyota', model: 'Camry', year: 2019, price: 22990, km: 80000, customRank: 3, ...at('gm-gold-coast') }),
  car({ id: 'gm-syd-ranger', make: 'Ford', model: 'Ranger', year: 2021, price: 52990, km: 45000, customRank: 9, ...at('gm-sydney') }),
  car({ id: 'gm-syd-mazda3', make: 'Mazda', model: '3', year: 2018, price: 17990, km: 90000, customRank: 4, ...at('gm-sydney') }),
  car({ id: 'gm-nt-landcruiser', make: 'Toyota', model: 'LandCruiser', year: 2020, price: 79990, km: 70000, customRank: 10, ...at('gm-unmapped') }),
];
