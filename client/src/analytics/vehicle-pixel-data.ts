/**
 * A vehicle as Meta's automotive (vehicle catalogue) events describe it: `content_type`
 * 'vehicle', `content_ids` the vehicles' ids as the catalogue lists them (the stock feed's id),
 * and the recommended vehicle fields. Fields the car lacks are left out rather than sent empty;
 * a car without a price sends no price, and so no currency either.
 */

/** The country Meta wants written out, not abbreviated. */
const COUNTRY = 'Australia';
/** Prices on every site are Australian dollars. */
const CURRENCY = 'AUD';

export interface PixelVehicle {
  /** The stock feed's id, which a vehicle catalogue built from the same feed lists. */
  internalId: string;
  make: string;
  model: string;
  year: number;
  carType: 'NEW' | 'DEMO' | 'USED' | string;
  certified: boolean;
  colour?: string | null;
  transmission?: string | null;
  body?: string | null;
  fuel?: string | null;
  drive?: string | null;
  /** Dollars; 0 when the car is not priced. */
  price: number;
  km: number;
  postcode?: string | null;
}

/** Meta's values for the vehicle's state: a demonstrator is registered, so it counts as used. */
function stateOfVehicle(vehicle: PixelVehicle): 'New' | 'Used' | 'CPO' {
  if (vehicle.carType === 'NEW') return 'New';
  return vehicle.certified ? 'CPO' : 'Used';
}

const lower = (value: string | null | undefined) => (value ? value.toLowerCase() : undefined);

/** The ViewContent (or AddToWishlist) parameters of one vehicle. */
export function vehiclePixelData(vehicle: PixelVehicle): Record<string, unknown> {
  const data: Record<string, unknown> = {
    content_type: 'vehicle',
    content_ids: [vehicle.internalId],
    country: COUNTRY,
    postal_code: vehicle.postcode ?? undefined,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    state_of_vehicle: stateOfVehicle(vehicle),
    exterior_color: lower(vehicle.colour),
    transmission: lower(vehicle.transmission),
    body_style: lower(vehicle.body),
    fuel_type: lower(vehicle.fuel),
    drivetrain: lower(vehicle.drive),
    mileage: { value: vehicle.km, unit: 'KM' },
  };
  if (vehicle.price > 0) {
    data.value = vehicle.price;
    data.price = vehicle.price;
    data.currency = CURRENCY;
  }
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}
