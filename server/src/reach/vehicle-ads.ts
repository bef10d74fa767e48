import type { Location } from '@forecourt/tenants/location.schema';
import type { Site } from '@forecourt/tenants/site';
import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { carPhotoUrls, type CarPhotoSource } from '../media/car-photos.port.js';
import { buildImageUrl } from '../media/image-url.js';
import { priceDisplay } from '../stock/price-display.js';
import type { StockDocument } from '../stock/stock-document.js';

/**
 * A car as both ad platforms' vehicle feeds describe it, and which cars they carry. An ad costs
 * money per click and must lead to a car the shopper can buy now, so a feed lists only cars that
 * are in stock (not coming soon, not sold, not held by a paid reservation), are passenger
 * vehicles (cars: both platforms refuse caravans and RVs, and motorcycles and trucks have their
 * own categories), and carry what both platforms require: a VIN, a shown cash price and a photo.
 */

/** Both platforms take at most this many photos of a vehicle (Google 10 extra, Meta 20 in all). */
export const MAX_AD_PHOTOS = 10;
/** The platforms' description limit (Google 5,000; Meta 5,000). */
export const MAX_AD_DESCRIPTION = 5_000;
/** ISO 4217: every site sells in Australian dollars. */
export const AD_CURRENCY = 'AUD';
/** ISO 3166-1 alpha-2 of the dealerships' addresses (their states are Australia's). */
export const AD_COUNTRY = 'AU';

export interface VehicleAd {
  car: StockDocument;
  location: Location;
  /** The vehicle page, absolute. */
  url: string;
  /** Photos, absolute, the listing photo first (at least one). */
  photoUrls: string[];
  /** The cash price the page shows, whole dollars. */
  price: number;
  title: string;
  description: string;
}

/** Characters XML 1.0 cannot carry (control characters, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- these are the characters being removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Dealer-typed text made safe for any XML document (the builder escapes markup itself). */
export const xmlText = (text: string) => text.replace(NOT_XML_CHARACTERS, '');

/** "12345.00 AUD": the price form both platforms read. */
export const adPrice = (amount: number) => `${amount.toFixed(2)} ${AD_CURRENCY}`;

/** The cash amount the page shows: a price, reduced or offer price, or a subscription's cash price. */
function shownCashPrice(car: StockDocument, site: Site): number | null {
  const display = priceDisplay(car, site);
  if (display.kind === 'SUBSCRIPTION') return display.cashPrice?.amount ?? null;
  if (display.kind === 'PRICE' || display.kind === 'REDUCED' || display.kind === 'OFFER') {
    return display.amount;
  }
  return null;
}

function describe(car: StockDocument, location: Location, price: number, site: Site): string {
  if (car.dealerComments) return xmlText(car.dealerComments).slice(0, MAX_AD_DESCRIPTION);
  const facts = [
    `${car.km.toLocaleString('en-AU')} km`,
    car.transmission,
    car.fuel,
    car.body,
    car.colour,
  ].filter(Boolean);
  return xmlText(
    `${car.name}: ${facts.join(', ')}. ${formatDollars(price)} at ${location.dealershipName}, ` +
      `${location.address.city} ${location.address.state}. ${site.config.name}.`,
  );
}

/** The ad of a car, or null when the feeds do not carry it (see above). */
export function vehicleAd(
  car: StockDocument,
  site: Site,
  origin: string,
  photos: CarPhotoSource,
): VehicleAd | null {
  if (car.status !== 'in_stock' || car.reserved || car.itemType !== 'car' || !car.vin) return null;
  const location = site.locationsById.get(car.locationId);
  const price = shownCashPrice(car, site);
  const photoUrls = carPhotoUrls(photos, car, MAX_AD_PHOTOS).map(
    (src) => new URL(buildImageUrl(src, site), origin).href,
  );
  if (!location || price === null || photoUrls.length === 0) return null;
  return {
    car,
    location,
    url: new URL(`/cars/${car.slug}`, origin).href,
    photoUrls,
    price,
    title: xmlText(car.name),
    description: describe(car, location, price, site),
  };
}

/** The ads of these cars, in their order, each made as it is read (a feed writes them in parts). */
export function* vehicleAds(
  cars: Iterable<StockDocument>,
  site: Site,
  origin: string,
  photos: CarPhotoSource,
): Generator<VehicleAd> {
  for (const car of cars) {
    const ad = vehicleAd(car, site, origin, photos);
    if (ad) yield ad;
  }
}

/** "12 Marine Parade, Southport QLD 4215, AU": a dealership's full address on one line. */
export function oneLineAddress(location: Location): string {
  const { street, city, state, postcode } = location.address;
  return `${street}, ${city} ${state} ${postcode}, ${AD_COUNTRY}`;
}
