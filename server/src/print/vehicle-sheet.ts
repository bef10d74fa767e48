import { formatDollars } from '@forecourt/schema/money/format-dollars';
import { formatCount } from '@forecourt/schema/numbers/format-count';
import { formatEngineSize } from '@forecourt/schema/units/format-units';
import type { Site } from '@forecourt/tenants/site';
import { isAvailable } from '../stock/car-availability.js';
import { dealerPhone } from '../stock/dealer-phone.js';
import { priceDisplay } from '../stock/price-display.js';
import type { StockDocument } from '../stock/stock-document.js';

/** One line of the key specifications. */
export interface SheetSpec {
  label: string;
  value: string;
}

/** Who to call about the vehicle: the location holding it. */
export interface SheetDealer {
  name: string;
  addressLines: string[];
  phone: string | null;
  email: string;
  dealerLicence: string | null;
}

/**
 * What the printed sheet says, in words and numbers only: the layout draws it, so the rules
 * (which specs, which price, whose phone) are decided here and read the same as on the site.
 */
export interface VehicleSheet {
  siteName: string;
  title: string;
  /** The site's word for the car type and where the vehicle is: "Pre-Owned · Kedron". */
  subtitle: string;
  price: {
    text: string;
    /** Its basis, e.g. "Drive Away". */
    priceType: string | null;
    /** The earlier price of a reduced or offer price, shown struck through. */
    wasText: string | null;
  };
  /** The site's sold tag when the vehicle has sold. */
  soldLabel: string | null;
  specs: SheetSpec[];
  features: string[];
  dealer: SheetDealer;
  pageUrl: string;
}

type SheetCar = Pick<
  StockDocument,
  | 'name'
  | 'carType'
  | 'status'
  | 'year'
  | 'km'
  | 'transmission'
  | 'body'
  | 'fuel'
  | 'variant'
  | 'colour'
  | 'stockNumber'
  | 'vin'
  | 'regPlate'
  | 'features'
  | 'locationId'
  | 'locationName'
  | 'city'
  | 'price'
  | 'beforePrice'
  | 'offerPrice'
  | 'subscriptionPrice'
  | 'preorder'
  | 'priceType'
>;

/** Odometer as the site shows it: 12345 → "12,345 kms". */
function formatKms(km: number): string {
  return `${formatCount(km)} kms`;
}

function specs(car: SheetCar): SheetSpec[] {
  const rows: [string, string | null | undefined][] = [
    ['Year', String(car.year)],
    ['Odometer', formatKms(car.km)],
    ['Transmission', car.transmission],
    ['Body', car.body],
    ['Fuel', car.fuel],
    ['Engine', formatEngineSize(null, car.variant.engineSizeCc)],
    ['Colour', car.colour],
    ['Stock number', car.stockNumber],
    ['VIN', car.vin],
    ['Rego', car.regPlate],
  ];
  return rows.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

function dealer(car: SheetCar, site: Site): SheetDealer {
  const location = site.locationsById.get(car.locationId);
  const address = location?.address;
  return {
    name: location?.name ?? car.locationName,
    addressLines: address
      ? [address.street, `${address.city} ${address.state} ${address.postcode}`]
      : [],
    phone: dealerPhone(car, site),
    email: site.config.contact.email,
    dealerLicence: location?.dealerLicenceNumber ?? null,
  };
}

export function vehicleSheet(car: SheetCar, site: Site, pageUrl: string): VehicleSheet {
  const { labels } = site.config;
  const price = priceDisplay(car, site);
  return {
    siteName: site.config.name,
    title: car.name,
    subtitle: `${labels.carTypes[car.carType]} · ${car.city}`,
    price: {
      text: price.text,
      priceType: price.priceType,
      wasText: price.wasAmount === null ? null : formatDollars(price.wasAmount),
    },
    soldLabel: isAvailable(car.status) ? null : labels.tags.sold,
    specs: specs(car),
    features: car.features,
    dealer: dealer(car, site),
    pageUrl,
  };
}
