import type { ItemType } from '@forecourt/tenants/stock/car-record.schema';

/** How each kind of vehicle ages, travels and is priced in the demo stock. */
export interface ItemTypeProfile {
  /** Distance a used one covers a year (before noise); null: no odometer (caravans). */
  kmPerYear: readonly [min: number, max: number] | null;
  /** Odometer of a new one after delivery, and of a demonstrator. */
  newKm: readonly [number, number];
  demoKm: readonly [number, number];
  /** Oldest a used one in stock gets. */
  maxUsedAgeYears: number;
  /** Share of the new price a used one keeps after its first year, and for every further year. */
  firstYearRetained: number;
  yearlyRetained: number;
  /** Price change per kilometre above (or below) the usual distance for its age, as a share. */
  perKmAdjustment: number;
  cheapestPrice: number;
  /** Weekly subscription price as a share of the price. */
  weeklySubscriptionShare: number;
  /** Whether interiors have a colour worth listing. */
  hasInterior: boolean;
}

export const ITEM_TYPE_PROFILES: Readonly<Record<ItemType, ItemTypeProfile>> = {
  car: {
    kmPerYear: [12_000, 18_000],
    newKm: [5, 40],
    demoKm: [800, 12_000],
    maxUsedAgeYears: 15,
    firstYearRetained: 0.82,
    yearlyRetained: 0.9,
    perKmAdjustment: 0.0000012,
    cheapestPrice: 4_990,
    weeklySubscriptionShare: 1 / 140,
    hasInterior: true,
  },
  truck: {
    kmPerYear: [25_000, 60_000],
    newKm: [20, 120],
    demoKm: [1_500, 15_000],
    maxUsedAgeYears: 12,
    firstYearRetained: 0.8,
    yearlyRetained: 0.9,
    perKmAdjustment: 0.0000006,
    cheapestPrice: 14_990,
    weeklySubscriptionShare: 1 / 160,
    hasInterior: false,
  },
  motorcycle: {
    kmPerYear: [3_000, 7_000],
    newKm: [0, 10],
    demoKm: [300, 3_000],
    maxUsedAgeYears: 12,
    firstYearRetained: 0.8,
    yearlyRetained: 0.9,
    perKmAdjustment: 0.000004,
    cheapestPrice: 2_990,
    weeklySubscriptionShare: 1 / 120,
    hasInterior: false,
  },
  caravan: {
    kmPerYear: null,
    newKm: [0, 0],
    demoKm: [0, 0],
    maxUsedAgeYears: 16,
    firstYearRetained: 0.88,
    yearlyRetained: 0.94,
    perKmAdjustment: 0,
    cheapestPrice: 9_990,
    weeklySubscriptionShare: 1 / 180,
    hasInterior: false,
  },
};
