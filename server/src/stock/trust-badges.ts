import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { isAvailable } from './car-availability.js';

export interface TrustBadge {
  label: string;
  make: string;
}

type BadgeCar = Pick<CarRecord, 'make' | 'carType' | 'certified' | 'status'>;

/** Feeds spell makes differently ("Mercedes Benz", "MERCEDES-BENZ"). */
const makeKey = (make: string) => make.replace(/[\s-]+/g, '').toLowerCase();

/**
 * Spec 2 §2 and §4: the site's trust badges a car earns — by default "Mercedes-Benz Certified"
 * on used Mercedes-Benz cars; a site may add, e.g., a certified badge on certified Toyotas that
 * are not sold.
 */
export function carTrustBadges(car: BadgeCar, site: Site): TrustBadge[] {
  return site.config.vehiclePage.trustBadges
    .filter(
      (badge) =>
        makeKey(badge.make) === makeKey(car.make) &&
        (badge.carTypes.length === 0 || badge.carTypes.includes(car.carType)) &&
        (!badge.certifiedOnly || car.certified) &&
        (!badge.hideWhenSold || isAvailable(car.status)),
    )
    .map(({ label, make }) => ({ label, make }));
}
