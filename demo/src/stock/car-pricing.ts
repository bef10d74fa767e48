import type { CarType } from '@forecourt/tenants/stock/car-record.schema';
import type { ItemTypeProfile } from './item-type-profiles.js';
import type { SeededRandom } from './seeded-random.js';

/** Dealers price to the next 500 less ten: $24,990, not $25,013. */
const RETAIL_STEP = 500;
const RETAIL_UNDERCUT = 10;
/** A runout (last year's model still new) sells below the current sticker. */
const RUNOUT_DISCOUNT = 0.93;
const DEMO_DISCOUNT: readonly [number, number] = [0.86, 0.94];
const NEW_PRICE_SPREAD: readonly [number, number] = [0.97, 1.03];
/** Condition, options and history move a used price this much either way (roughly). */
const USED_PRICE_NOISE = 0.12;
/** Spread of the yearly distance around its usual value. */
const KM_NOISE = 0.45;
/** A reduced price was this much higher before. */
const PRICE_REDUCTION: readonly [number, number] = [500, 3_000];

export const PRICE_TYPES = { driveAway: 'Drive Away', excludingGovtCharges: 'Excl. Govt. Charges' };
/** Share of each car type listed excluding government charges (the rest are drive-away). */
const EXCL_GOVT_CHARGES_SHARE: Readonly<Record<CarType, number>> = {
  new: 0.3,
  demo: 0.1,
  used: 0.15,
};

export function retailPrice(amount: number): number {
  return Math.max(
    RETAIL_STEP - RETAIL_UNDERCUT,
    Math.round(amount / RETAIL_STEP) * RETAIL_STEP - RETAIL_UNDERCUT,
  );
}

/** Usual distance for the age, then noise; caravans have no odometer. */
export function drawKm(
  rng: SeededRandom,
  profile: ItemTypeProfile,
  carType: CarType,
  ageYears: number,
): { km: number; usualKm: number } {
  if (carType === 'new') return { km: rng.int(...profile.newKm), usualKm: 0 };
  if (carType === 'demo') return { km: rng.int(...profile.demoKm), usualKm: 0 };
  if (!profile.kmPerYear) return { km: 0, usualKm: 0 };
  const usualKm = ageYears * rng.float(...profile.kmPerYear);
  const km = Math.max(500, Math.round(usualKm * Math.max(0.15, rng.noise(KM_NOISE))));
  return { km, usualKm };
}

export function drawPrice(
  rng: SeededRandom,
  input: {
    profile: ItemTypeProfile;
    carType: CarType;
    newPrice: number;
    ageYears: number;
    km: number;
    usualKm: number;
    runout: boolean;
  },
): number {
  const { profile, carType, newPrice, ageYears, km, usualKm, runout } = input;
  if (carType === 'new') {
    return retailPrice(newPrice * rng.float(...NEW_PRICE_SPREAD) * (runout ? RUNOUT_DISCOUNT : 1));
  }
  if (carType === 'demo') return retailPrice(newPrice * rng.float(...DEMO_DISCOUNT));
  const retained = profile.firstYearRetained * profile.yearlyRetained ** Math.max(0, ageYears - 1);
  const distance = Math.min(0.2, Math.max(-0.25, (km - usualKm) * profile.perKmAdjustment));
  const value = newPrice * retained * (1 - distance) * rng.noise(USED_PRICE_NOISE);
  return Math.max(profile.cheapestPrice, retailPrice(value));
}

export function drawPriceType(rng: SeededRandom, carType: CarType): string {
  return rng.chance(EXCL_GOVT_CHARGES_SHARE[carType])
    ? PRICE_TYPES.excludingGovtCharges
    : PRICE_TYPES.driveAway;
}

/** The price before a reduction, in steps a dealer would use. */
export function drawBeforePrice(rng: SeededRandom, price: number): number {
  const step = RETAIL_STEP;
  return price + Math.round(rng.float(...PRICE_REDUCTION) / step) * step;
}
