import { formatDollars } from '@forecourt/schema/money/format-dollars';
import {
  PDF_SHEET_SPECS,
  sheetAddressLines,
  sheetSpecs,
  type SheetSpec,
} from '@forecourt/schema/print/vehicle-sheet-content';
import type { Site } from '@forecourt/tenants/site';
import { isAvailable } from '../stock/car-availability.js';
import { dealerPhone } from '../stock/dealer-phone.js';
import { phoneAsShown } from '../activity/shown-phone.js';
import { priceDisplay } from '../stock/price-display.js';
import type { StockDocument } from '../stock/stock-document.js';

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

function specs(car: SheetCar): SheetSpec[] {
  const facts = {
    year: car.year,
    km: car.km,
    transmission: car.transmission,
    body: car.body,
    fuel: car.fuel,
    engineSizeCc: car.variant.engineSizeCc,
    colour: car.colour,
    stockNumber: car.stockNumber,
    vin: car.vin,
    regPlate: car.regPlate,
  };
  return sheetSpecs(facts, PDF_SHEET_SPECS);
}

function dealer(car: SheetCar, site: Site): SheetDealer {
  const location = site.locationsById.get(car.locationId);
  const address = location?.address;
  return {
    name: location?.name ?? car.locationName,
    addressLines: address ? sheetAddressLines(address) : [],
    // A masked site's sheet is public like its pages: the number stays masked there too.
    phone: phoneAsShown(dealerPhone(car, site), site),
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
