import { locationsFileSchema, type Location } from '@forecourt/tenants/location.schema';
import { siteConfigSchema, type SiteConfigInput } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import {
  carRecordSchema,
  type CarRecord,
  type CarRecordInput,
} from '@forecourt/tenants/stock/car-record.schema';
import { DAY_MS } from '@forecourt/schema/time/durations';

/**
 * Two small sites for the StockSearch port suite: a dealer showing all its stock with a 3-day
 * recently-sold window, and a used-only yard with a 14-day window that also lists cars the feed
 * keeps off dealer websites. Both hold a car with the same id and slug. Dates are relative to the
 * real clock because an adapter may compute time-based values when it indexes.
 */

const fixtureTime = Date.now();
export const daysAgo = (days: number): string =>
  new Date(fixtureTime - days * DAY_MS).toISOString();

const theme = {
  colours: { primary: '#123456', secondary: '#654321', accent: '#abcdef' },
  logo: { url: '/logo.svg', alt: 'Logo', width: 200, height: 60 },
};

export function site(
  config: Omit<SiteConfigInput, 'theme' | 'stock' | 'description'>,
  locations: unknown[],
): Site {
  const parsed = locationsFileSchema.parse(locations);
  return {
    config: siteConfigSchema.parse({
      description: `${config.name} test site`,
      theme,
      stock: { kind: 'feed', file: 'stock.json' },
      ...config,
    }),
    locations: parsed,
    locationsById: new Map(parsed.map((location: Location) => [location.id, location])),
    dir: import.meta.dirname,
  };
}

export function location(
  id: string,
  dealership: string,
  city: string,
  state: string,
  postcode: string,
  point = { lat: -30, long: 140 },
) {
  const dealershipSlug = dealership.toLowerCase().replaceAll(' ', '-');
  return {
    id,
    name: `${dealership} ${city}`,
    dealershipId: `${dealershipSlug}-id`,
    dealershipSlug,
    dealershipName: dealership,
    address: { street: '1 Test Street', city, state, postcode, ...point },
    contact: { phone: '07 5555 1234' },
  };
}

export const harbourSite = site(
  {
    slug: 'harbour-motors',
    name: 'Harbour Motors',
    contact: { email: 'sales@harbour.example.com', phone: '07 5555 1234' },
    finance: {
      provider: 'stratton',
      lenders: [
        { key: 'stratton', name: 'Stratton', interestRate: 8, comparisonRate: 9, termYears: 5 },
      ],
    },
    tags: { electricHybrid: true, certifiedPreOwnedMake: 'Toyota' },
  },
  [
    location('hm-brisbane', 'Harbour Toyota', 'Brisbane', 'QLD', '4000'),
    location('hm-sydney', 'Harbour Mazda', 'Sydney', 'NSW', '2000'),
  ],
);

export const outbackSite = site(
  {
    slug: 'outback-used-cars',
    name: 'Outback Used Cars',
    contact: { email: 'sales@outback.example.com', phone: '08 5555 1234' },
    search: {
      stockFilter: { carTypes: ['used'], onlyShownOnDealerWebsite: false },
      recentlySoldDays: 14,
    },
  },
  [location('ou-perth', 'Outback Used Cars', 'Perth', 'WA', '6000')],
);

/** The car both sites list under the same id and slug, each with its own price. */
export const SHARED_CAR = { id: 'shared-landcruiser', slug: '2020-toyota-landcruiser-gxl' };

let stockNumber = 1000;
/** What a fixture row must give; the rest has defaults. */
type CarInput = Omit<
  CarRecordInput,
  'slug' | 'stockNumber' | 'status' | 'createdAt' | 'updatedAt'
> &
  Partial<Pick<CarRecordInput, 'slug' | 'status' | 'createdAt' | 'updatedAt'>>;
export function car(input: CarInput): CarRecord {
  return carRecordSchema.parse({
    slug: input.id,
    stockNumber: `S${++stockNumber}`,
    status: 'in_stock',
    transmission: 'Automatic',
    createdAt: daysAgo(40),
    updatedAt: daysAgo(2),
    ...input,
  });
}

const bne = { locationId: 'hm-brisbane' };
const syd = { locationId: 'hm-sydney' };
const per = { locationId: 'ou-perth' };
const petrol = { fuel: 'Petrol' };
const diesel = { fuel: 'Diesel' };

/** Visible unless marked otherwise; one car per line. */
// prettier-ignore
export const harbourCars: CarRecord[] = [
  car({ id: 'hm-corolla-ascent', make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', year: 2021, price: 24990, km: 35000, carType: 'used', ...bne, ...petrol, body: 'Hatch', colour: 'White', drive: 'FWD', seats: 5, features: ['Bluetooth', 'Reversing Camera'], categories: ['Family', 'City'], customRank: 5, subscriptionPrice: 129, createdAt: daysAgo(30), financeLenders: { stratton: { interestRate: 8, comparisonRate: 9, paymentWeek: 95 } } }),
  car({ id: 'hm-corolla-hybrid', make: 'Toyota', model: 'Corolla', badge: 'SX Hybrid', year: 2023, price: 32990, km: 12000, carType: 'used', ...bne, fuel: 'Hybrid', body: 'Hatch', colour: 'Blue', seats: 5, certified: true, features: ['Bluetooth', 'Apple CarPlay'], categories: ['City'], customRank: 3, createdAt: daysAgo(20) }),
  car({ id: 'hm-hilux-sr5', make: 'Toyota', model: 'Hilux', badge: 'SR5', year: 2019, price: 45990, km: 80000, carType: 'used', ...bne, ...diesel, body: 'Ute', colour: 'White', drive: '4WD', seats: 5, certified: true, features: ['Tow Bar', 'Bluetooth'], categories: ['Work'], customRank: 8, createdAt: daysAgo(50) }),
  car({ id: 'hm-hilux-workmate', make: 'Toyota', model: 'Hilux', badge: 'Workmate', year: 2016, price: 28990, km: 150000, carType: 'used', ...bne, ...diesel, body: 'Ute', colour: 'Silver', drive: '4WD', reserved: true, features: ['Tow Bar'], categories: ['Work'], createdAt: daysAgo(60) }),
  // New arrival (listed 2 days ago).
  car({ id: 'hm-rav4-gx', make: 'Toyota', model: 'RAV4', badge: 'GX', year: 2022, price: 38990, km: 20000, carType: 'demo', ...bne, ...petrol, body: 'SUV', colour: 'Grey', drive: 'AWD', seats: 5, createdAt: daysAgo(2) }),
  car({ id: 'hm-rav4-cruiser', make: 'Toyota', model: 'RAV4', badge: 'Cruiser', year: 2025, price: 52990, km: 10, carType: 'new', ...bne, ...petrol, body: 'SUV', colour: 'White', seats: 5, customTag: 'Runout Sale', customRank: 10, createdAt: daysAgo(15) }),
  car({ id: 'hm-cx5-maxx', make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', year: 2020, price: 31990, km: 60000, carType: 'used', ...syd, ...petrol, body: 'SUV', colour: 'Red', seats: 5, features: ['Apple CarPlay', 'Reversing Camera'], categories: ['Family'], subscriptionPrice: 149, createdAt: daysAgo(25), financeLenders: { stratton: { interestRate: 8, comparisonRate: 9, paymentWeek: 120 } } }),
  car({ id: 'hm-cx5-akera', make: 'Mazda', model: 'CX-5', badge: 'Akera', year: 2024, price: 49990, km: 5000, carType: 'demo', ...syd, ...petrol, body: 'SUV', colour: 'White', seats: 5, createdAt: daysAgo(12) }),
  car({ id: 'hm-mazda3-pure', make: 'Mazda', model: '3', badge: 'G20 Pure', year: 2018, price: 18990, km: 90000, carType: 'used', ...syd, ...petrol, body: 'Hatch', colour: 'Red', createdAt: daysAgo(45) }),
  car({ id: 'hm-ranger-xlt', make: 'Ford', model: 'Ranger', badge: 'XLT', year: 2021, price: 54990, km: 45000, carType: 'used', ...syd, ...diesel, body: 'Ute', colour: 'Blue', drive: '4WD', features: ['Tow Bar'], createdAt: daysAgo(35) }),
  // New arrival (listed 5 days ago).
  car({ id: 'hm-ranger-wildtrak', make: 'Ford', model: 'Ranger', badge: 'Wildtrak', year: 2023, price: 69990, km: 15000, carType: 'used', ...syd, ...diesel, body: 'Ute', colour: 'Orange', createdAt: daysAgo(5) }),
  car({ id: 'hm-i30-active', make: 'Hyundai', model: 'i30', badge: 'Active', year: 2017, price: 14990, km: 110000, carType: 'used', ...syd, ...petrol, body: 'Hatch', colour: 'White', transmission: 'Manual', subscriptionPrice: 99, createdAt: daysAgo(70) }),
  car({ id: 'hm-model3', make: 'Tesla', model: 'Model 3', badge: 'Long Range', year: 2022, price: 47990, km: 30000, carType: 'used', ...bne, fuel: 'Electric', body: 'Sedan', colour: 'Black', createdAt: daysAgo(22) }),
  // Priced 0: "enquire for price".
  car({ id: 'hm-sportage-poa', make: 'Kia', model: 'Sportage', badge: 'SX', year: 2019, price: 0, km: 70000, carType: 'used', ...bne, ...petrol, body: 'SUV', colour: 'Grey', createdAt: daysAgo(33) }),
  car({ id: 'hm-sorento-coming', make: 'Kia', model: 'Sorento', badge: 'GT-Line', year: 2024, price: 59990, km: 100, carType: 'new', status: 'coming_soon', ...bne, ...diesel, body: 'SUV', colour: 'White', seats: 7, createdAt: daysAgo(11) }),
  // Sold yesterday: inside the 3-day window.
  car({ id: 'hm-corolla-sold', make: 'Toyota', model: 'Corolla', badge: 'Ascent', year: 2019, price: 19990, km: 60000, carType: 'used', status: 'sold', soldAt: daysAgo(1), ...bne, ...petrol, body: 'Sedan', colour: 'Grey', createdAt: daysAgo(55) }),
  // Invisible: sold 10 days ago.
  car({ id: 'hm-mazda3-sold-old', make: 'Mazda', model: '3', badge: 'Touring', year: 2019, price: 21990, km: 50000, carType: 'used', status: 'sold', soldAt: daysAgo(10), ...syd, ...petrol, createdAt: daysAgo(65) }),
  // Sold without a sale date, updated yesterday: inside the window.
  car({ id: 'hm-focus-sold', make: 'Ford', model: 'Focus', badge: 'Trend', year: 2018, price: 16990, km: 70000, carType: 'used', status: 'sold', updatedAt: daysAgo(1), ...syd, ...petrol, body: 'Hatch', colour: 'Silver', createdAt: daysAgo(48) }),
  // Invisible: sold without a sale date, updated 20 days ago.
  car({ id: 'hm-tucson-sold-old', make: 'Hyundai', model: 'Tucson', badge: 'Elite', year: 2020, price: 29990, km: 50000, carType: 'used', status: 'sold', updatedAt: daysAgo(20), ...syd, ...petrol, createdAt: daysAgo(80) }),
  // Invisible: the feed keeps it off dealer websites.
  car({ id: 'hm-camry-hidden', make: 'Toyota', model: 'Camry', badge: 'Ascent', year: 2020, price: 27990, km: 40000, carType: 'used', showOnDealerWebsite: false, ...bne, ...petrol, createdAt: daysAgo(28) }),
  car({ id: 'hm-mt07', make: 'Yamaha', model: 'MT-07', year: 2021, price: 9990, km: 8000, carType: 'used', itemType: 'motorcycle', ...bne, ...petrol, colour: 'Black', seats: 2, transmission: 'Manual', createdAt: daysAgo(18) }),
  car({ ...SHARED_CAR, make: 'Toyota', model: 'LandCruiser', badge: 'GXL', year: 2020, price: 79990, km: 65000, carType: 'used', ...bne, ...diesel, body: 'SUV', colour: 'White', drive: '4WD', seats: 7, createdAt: daysAgo(38) }),
];

// prettier-ignore
export const outbackCars: CarRecord[] = [
  car({ ...SHARED_CAR, make: 'Toyota', model: 'LandCruiser', badge: 'GXL', year: 2020, price: 65990, km: 90000, carType: 'used', ...per, ...diesel, body: 'SUV', colour: 'Sand', createdAt: daysAgo(30) }),
  // Invisible: new and demo cars on a used-only site.
  car({ id: 'ou-hilux-new', make: 'Toyota', model: 'Hilux', badge: 'SR', year: 2025, price: 49990, km: 10, carType: 'new', ...per, ...diesel }),
  car({ id: 'ou-navara-demo', make: 'Nissan', model: 'Navara', badge: 'ST-X', year: 2024, price: 52990, km: 3000, carType: 'demo', ...per, ...diesel }),
  // Sold 10 days ago: inside this site's 14-day window.
  car({ id: 'ou-navara-sold', make: 'Nissan', model: 'Navara', badge: 'ST', year: 2019, price: 33990, km: 88000, carType: 'used', status: 'sold', soldAt: daysAgo(10), ...per, ...diesel }),
  // Invisible: sold 20 days ago.
  car({ id: 'ou-patrol-sold-old', make: 'Nissan', model: 'Patrol', badge: 'Ti', year: 2018, price: 59990, km: 120000, carType: 'used', status: 'sold', soldAt: daysAgo(20), ...per, ...petrol }),
  car({ id: 'ou-patrol', make: 'Nissan', model: 'Patrol', badge: 'Ti-L', year: 2021, price: 84990, km: 40000, carType: 'used', ...per, ...petrol }),
  car({ id: 'ou-corolla', make: 'Toyota', model: 'Corolla', badge: 'Ascent', year: 2015, price: 12990, km: 140000, carType: 'used', ...per, ...petrol }),
  // Off dealer websites, but this site lists such cars.
  car({ id: 'ou-triton-offsite', make: 'Mitsubishi', model: 'Triton', badge: 'GLS', year: 2019, price: 30990, km: 95000, carType: 'used', showOnDealerWebsite: false, ...per, ...diesel }),
  car({ id: 'ou-pajero', make: 'Mitsubishi', model: 'Pajero', badge: 'Exceed', year: 2017, price: 22990, km: 130000, carType: 'used', ...per, ...diesel }),
];

export const HARBOUR_VISIBLE_IDS = [
  'hm-corolla-ascent',
  'hm-corolla-hybrid',
  'hm-hilux-sr5',
  'hm-hilux-workmate',
  'hm-rav4-gx',
  'hm-rav4-cruiser',
  'hm-cx5-maxx',
  'hm-cx5-akera',
  'hm-mazda3-pure',
  'hm-ranger-xlt',
  'hm-ranger-wildtrak',
  'hm-i30-active',
  'hm-model3',
  'hm-sportage-poa',
  'hm-sorento-coming',
  'hm-corolla-sold',
  'hm-focus-sold',
  'hm-mt07',
  SHARED_CAR.id,
];

export const OUTBACK_VISIBLE_IDS = [
  SHARED_CAR.id,
  'ou-navara-sold',
  'ou-patrol',
  'ou-corolla',
  'ou-triton-offsite',
  'ou-pajero',
];

/** A site whose stock is never imported. */
export const unimportedSite = site(
  {
    slug: 'unimported-motors',
    name: 'Unimported Motors',
    contact: { email: 'sales@unimported.example.com', phone: '02 5555 1234' },
  },
  [location('um-hobart', 'Unimported Motors', 'Hobart', 'TAS', '7000')],
);
