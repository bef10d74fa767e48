import type { ItemType } from '@forecourt/tenants/stock/car-record.schema';

/** [colour, share]: paint colours as they sell in Australia (white and grey lead). */
export type ColourShare = readonly [colour: string, weight: number];

const VEHICLE_COLOURS: readonly ColourShare[] = [
  ['White', 30],
  ['Grey', 16],
  ['Silver', 12],
  ['Black', 12],
  ['Blue', 9],
  ['Red', 7],
  ['Green', 3],
  ['Bronze', 3],
  ['Orange', 2],
  ['Yellow', 1],
  ['Brown', 2],
  ['Beige', 2],
  ['Gold', 1],
];

const MOTORCYCLE_COLOURS: readonly ColourShare[] = [
  ['Black', 30],
  ['Grey', 14],
  ['White', 12],
  ['Red', 12],
  ['Blue', 10],
  ['Orange', 8],
  ['Green', 8],
  ['Silver', 4],
  ['Yellow', 2],
];

const CARAVAN_COLOURS: readonly ColourShare[] = [
  ['White', 60],
  ['White/Grey', 18],
  ['White/Black', 12],
  ['Silver', 6],
  ['Grey', 4],
];

export const EXTERIOR_COLOURS: Readonly<Record<ItemType, readonly ColourShare[]>> = {
  car: VEHICLE_COLOURS,
  truck: VEHICLE_COLOURS,
  motorcycle: MOTORCYCLE_COLOURS,
  caravan: CARAVAN_COLOURS,
};

/** Interiors by trim tier: base trims have cloth, top trims leather. */
export const INTERIOR_COLOURS_BY_TIER: readonly (readonly string[])[] = [
  ['Black Cloth', 'Grey Cloth', 'Black Cloth'],
  ['Black Cloth', 'Black Leather-Accented', 'Grey Cloth', 'Black Synthetic Leather'],
  ['Black Leather', 'Tan Leather', 'Grey Leather', 'Black Leather', 'Ivory Leather'],
];
