import type { Site } from '@forecourt/tenants/site';
import { adPrice, oneLineAddress, xmlText, type VehicleAd } from './vehicle-ads.js';
import { entriesInParts, envelopeAround, xmlOf } from './xml-parts.js';

/**
 * Google's vehicle ads feed (Merchant Center, "vehicle ads" primary feed) as an RSS 2.0 document
 * in Google's product namespace: one <item> per car, with the attributes the format requires
 * (vehicle-feed-requirements.ts lists them and the tests check every item against it). The
 * store code is the car's location id: it must match the store codes of the dealer's Business
 * Profile, which the dealer sets up with the same ids.
 */

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';
/** Google's product taxonomy: Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans. */
export const GOOGLE_CARS_CATEGORY = '916';
/** Google's placeholder in a link template, replaced by the store the shopper is shown. */
export const STORE_CODE_PLACEHOLDER = '{store_code}';

const g = (name: string) => `g:${name}`;

function googleItem(ad: VehicleAd) {
  const { car, location } = ad;
  const storeCode = location.id;
  const [image, ...additional] = ad.photoUrls;
  return {
    [g('id')]: car.id,
    [g('title')]: ad.title,
    [g('description')]: ad.description,
    [g('link')]: ad.url,
    // Written by hand: URL() would percent-encode the placeholder's braces.
    [g('link_template')]: `${ad.url}?store=${STORE_CODE_PLACEHOLDER}`,
    [g('image_link')]: image,
    ...(additional.length > 0 && { [g('additional_image_link')]: additional }),
    [g('price')]: adPrice(ad.price),
    // Google has new and used; a demonstrator has been driven and registered: used.
    [g('condition')]: car.carType === 'new' ? 'new' : 'used',
    [g('brand')]: xmlText(car.make),
    [g('model')]: xmlText(car.model),
    ...(car.badge && { [g('trim')]: xmlText(car.badge) }),
    [g('year')]: String(car.year),
    [g('mileage')]: `${car.km} km`,
    [g('vin')]: car.vin,
    ...(car.colour && { [g('color')]: xmlText(car.colour) }),
    ...(car.body && { [g('body_style')]: xmlText(car.body) }),
    ...(car.carType === 'used' && { [g('certified_pre-owned')]: car.certified ? 'yes' : 'no' }),
    [g('date_in_stock')]: car.createdAt.slice(0, 10),
    [g('google_product_category')]: GOOGLE_CARS_CATEGORY,
    [g('store_code')]: storeCode,
    [g('vehicle_fulfillment')]: { [g('option')]: 'in_store', [g('store_code')]: storeCode },
    [g('dealership_name')]: xmlText(location.dealershipName),
    [g('dealership_address')]: xmlText(oneLineAddress(location)),
  };
}

/** The site's feed at `origin`, in parts (xml-parts.ts): every ad (vehicle-ads.ts picks the cars). */
export function* googleVehicleFeedParts(
  site: Site,
  origin: string,
  ads: Iterable<VehicleAd>,
): Generator<string> {
  const { head, tail } = envelopeAround(
    xmlOf({
      '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
      rss: {
        '@_version': '2.0',
        '@_xmlns:g': GOOGLE_NAMESPACE,
        channel: {
          title: xmlText(`${site.config.name}: vehicles for sale`),
          link: `${origin}/`,
          description: xmlText(`Vehicles in stock at ${site.config.name}, for Google vehicle ads.`),
        },
      },
    }),
    'channel',
  );
  yield head;
  yield* entriesInParts(ads, (batch) => xmlOf({ item: batch.map(googleItem) }));
  yield tail;
}
