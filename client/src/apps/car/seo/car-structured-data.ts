/**
 * Spec: search engines read the vehicle page as a schema.org vehicle (`Car`, `Motorcycle`, or a
 * `Vehicle` for caravans and trucks, which schema.org has no type for) with an `Offer` when it
 * has a price, and its trail as a `BreadcrumbList`. Pure functions so the rules are tested
 * without rendering.
 */

export interface StructuredCar {
  name: string;
  make: string;
  model: string;
  year: number;
  km: number;
  vin: string | null | undefined;
  colour: string | null | undefined;
  body: string | null | undefined;
  fuel: string | null | undefined;
  transmission: string | null | undefined;
  carType: string;
  /** CAR, MOTORCYCLE, CARAVAN or TRUCK. */
  itemType: string;
  status: string;
  /** The price a shopper pays, as the page shows it; null when it shows none ("Enquire"). */
  offerPrice: number | null;
  path: string;
  imageUrls: readonly string[];
}

const AVAILABILITY: Record<string, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  COMING_SOON: 'https://schema.org/PreOrder',
};
const SOLD = 'https://schema.org/SoldOut';

/** schema.org types of the item types; others are a plain Vehicle named by vehicleConfiguration. */
const SCHEMA_TYPES: Record<string, string> = { CAR: 'Car', MOTORCYCLE: 'Motorcycle' };
const CONFIGURATIONS: Record<string, string> = { CARAVAN: 'Caravan', TRUCK: 'Truck' };

const absolute = (origin: string, url: string) => new URL(url, origin || 'http://localhost').href;

export function carJsonLd(car: StructuredCar, origin: string) {
  const url = absolute(origin, car.path);
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[car.itemType] ?? 'Vehicle',
    ...(CONFIGURATIONS[car.itemType] && { vehicleConfiguration: CONFIGURATIONS[car.itemType] }),
    name: car.name,
    url,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    // A caravan has no odometer: a 0 there is no reading, not a new vehicle's distance.
    ...((car.itemType !== 'CARAVAN' || car.km > 0) && {
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    }),
    itemCondition:
      car.carType === 'NEW'
        ? 'https://schema.org/NewCondition'
        : 'https://schema.org/UsedCondition',
    ...(car.vin && { vehicleIdentificationNumber: car.vin }),
    ...(car.colour && { color: car.colour }),
    ...(car.body && { bodyType: car.body }),
    ...(car.fuel && { fuelType: car.fuel }),
    ...(car.transmission && { vehicleTransmission: car.transmission }),
    image: car.imageUrls.map((image) => absolute(origin, image)),
    // An Offer without a price is invalid for search engines: a car without one has none.
    ...(car.offerPrice !== null && {
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'AUD',
        price: car.offerPrice,
        availability: AVAILABILITY[car.status] ?? SOLD,
      },
    }),
  };
}

/** Kinds of a price display whose amount is the vehicle's cash price to pay. */
const CASH_PRICE_KINDS: ReadonlySet<string> = new Set(['PRICE', 'REDUCED', 'OFFER']);

/**
 * The Offer's price: the cash amount the page shows, or on subscription sites the car's cash
 * price when it has one; null when the page shows no price.
 */
export function offerPriceOf(
  display: { kind: string; amount: number | null | undefined },
  cashPrice: number,
): number | null {
  if (CASH_PRICE_KINDS.has(display.kind)) return display.amount ?? null;
  if (display.kind === 'SUBSCRIPTION' && cashPrice > MIN_SHOWN_PRICE) return cashPrice;
  return null;
}

/** Spec 2 §5: a price is shown only when it is over 10. */
const MIN_SHOWN_PRICE = 10;

export function breadcrumbJsonLd(
  crumbs: readonly { label: string; path: string }[],
  origin: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(origin, crumb.path),
    })),
  };
}
