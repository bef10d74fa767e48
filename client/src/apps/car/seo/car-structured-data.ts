/**
 * Spec: search engines read the vehicle page as a schema.org `Car` with an `Offer`, and its trail
 * as a `BreadcrumbList`. Pure functions so the rules are tested without rendering.
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
  status: string;
  price: number;
  path: string;
  imageUrls: readonly string[];
}

const AVAILABILITY: Record<string, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  COMING_SOON: 'https://schema.org/PreOrder',
};
const SOLD = 'https://schema.org/SoldOut';

const absolute = (origin: string, url: string) => new URL(url, origin || 'http://localhost').href;

export function carJsonLd(car: StructuredCar, origin: string) {
  const url = absolute(origin, car.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
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
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AUD',
      ...(car.price > 0 && { price: car.price }),
      availability: AVAILABILITY[car.status] ?? SOLD,
    },
  };
}

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
