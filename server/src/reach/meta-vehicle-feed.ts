import type { Site } from '@forecourt/tenants/site';
import { AD_COUNTRY, adPrice, xmlText, type VehicleAd } from './vehicle-ads.js';
import { entriesInParts, envelopeAround, xmlOf } from './xml-parts.js';

/**
 * Meta's automotive inventory ads catalog ("vehicles" catalog) as its XML feed: <listings> with
 * one <listing> per car, the fields the format requires (vehicle-feed-requirements.ts) and its
 * enums, which are case-insensitive; values here are written in capitals as Meta's samples are.
 * A body, transmission, fuel or drive the table below does not know is OTHER.
 */

/** Meta's body_style values, from the site's body names. */
const BODY_STYLES: Record<string, string> = {
  sedan: 'SEDAN',
  hatchback: 'HATCHBACK',
  hatch: 'HATCHBACK',
  suv: 'SUV',
  wagon: 'WAGON',
  coupe: 'COUPE',
  convertible: 'CONVERTIBLE',
  cabriolet: 'CONVERTIBLE',
  van: 'VAN',
  'people mover': 'MINIVAN',
  ute: 'TRUCK',
  'cab chassis': 'TRUCK',
  crossover: 'CROSSOVER',
};
const TRANSMISSIONS: Record<string, string> = { automatic: 'AUTOMATIC', manual: 'MANUAL' };
const FUEL_TYPES: Record<string, string> = {
  petrol: 'PETROL',
  unleaded: 'PETROL',
  'premium unleaded': 'PETROL',
  diesel: 'DIESEL',
  electric: 'ELECTRIC',
  hybrid: 'HYBRID',
  'plug-in hybrid': 'PLUGIN_HYBRID',
  lpg: 'OTHER',
};
const DRIVETRAINS: Record<string, string> = {
  fwd: 'FWD',
  'front wheel drive': 'FWD',
  rwd: 'RWD',
  'rear wheel drive': 'RWD',
  awd: 'AWD',
  'all wheel drive': 'AWD',
  '4wd': 'FOUR_WD',
  '4x4': 'FOUR_WD',
};

const lookup = (table: Record<string, string>, value: string | undefined) =>
  value === undefined ? undefined : (table[value.trim().toLowerCase()] ?? 'OTHER');

/** NEW, USED or CPO (a used car the dealer certifies); a demonstrator has been driven: USED. */
function stateOf(ad: VehicleAd): string {
  if (ad.car.carType === 'new') return 'NEW';
  return ad.car.carType === 'used' && ad.car.certified ? 'CPO' : 'USED';
}

function metaListing(ad: VehicleAd) {
  const { car, location } = ad;
  const { street, city, state, postcode, lat, long } = location.address;
  const transmission = lookup(TRANSMISSIONS, car.transmission);
  const fuel = lookup(FUEL_TYPES, car.fuel);
  const drivetrain = lookup(DRIVETRAINS, car.drive);
  return {
    vehicle_id: car.id,
    title: ad.title,
    description: ad.description,
    url: ad.url,
    make: xmlText(car.make),
    model: xmlText(car.model),
    ...(car.badge && { trim: xmlText(car.badge) }),
    year: String(car.year),
    mileage: { value: String(car.km), unit: 'KM' },
    image: ad.photoUrls.map((url, i) => ({ url, tag: i === 0 ? 'Exterior' : `Photo ${i + 1}` })),
    body_style: lookup(BODY_STYLES, car.body) ?? 'OTHER',
    price: adPrice(ad.price),
    address: {
      '@_format': 'simple',
      component: [
        { '@_name': 'addr1', '#text': xmlText(street) },
        { '@_name': 'city', '#text': xmlText(city) },
        { '@_name': 'region', '#text': state },
        { '@_name': 'postal_code', '#text': postcode },
        { '@_name': 'country', '#text': AD_COUNTRY },
      ],
    },
    latitude: String(lat),
    longitude: String(long),
    exterior_color: xmlText(car.colour ?? ''),
    state_of_vehicle: stateOf(ad),
    vin: car.vin,
    availability: 'AVAILABLE',
    ...(transmission && { transmission }),
    ...(fuel && { fuel_type: fuel }),
    ...(drivetrain && { drivetrain }),
    date_first_on_lot: car.createdAt.slice(0, 10),
    dealer_id: location.id,
    dealer_name: xmlText(location.dealershipName),
  };
}

/** Meta requires exterior_color: a car whose feed row names no colour is left out. */
function* withColour(ads: Iterable<VehicleAd>): Generator<VehicleAd> {
  for (const ad of ads) if (ad.car.colour) yield ad;
}

/** The site's catalog feed at `origin`, in parts (xml-parts.ts): every ad (vehicle-ads.ts picks the cars). */
export function* metaVehicleFeedParts(
  site: Site,
  origin: string,
  selfPath: string,
  ads: Iterable<VehicleAd>,
): Generator<string> {
  const { head, tail } = envelopeAround(
    xmlOf({
      '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
      listings: {
        title: xmlText(`${site.config.name}: vehicles for sale`),
        link: { '@_rel': 'self', '@_href': `${origin}${selfPath}` },
      },
    }),
    'listings',
  );
  yield head;
  yield* entriesInParts(withColour(ads), (batch) => xmlOf({ listing: batch.map(metaListing) }));
  yield tail;
}
