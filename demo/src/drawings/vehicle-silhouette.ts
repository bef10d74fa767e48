import type { ItemType } from '@forecourt/tenants/stock/car-record.schema';

/** The drawings the generated photos have; a car's body text picks one. */
export const SILHOUETTES = [
  'sedan',
  'hatch',
  'suv',
  'wagon',
  'ute',
  'van',
  'coupe',
  'convertible',
  'truck',
  'motorcycle',
  'caravan',
] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

/** Body words of Australian feeds, first match wins ("Cab Chassis" before "Cab"). */
const BODY_WORDS: readonly (readonly [RegExp, Silhouette])[] = [
  [/convertible|cabrio|roadster|spyder|spider/, 'convertible'],
  [/coupe|fastback/, 'coupe'],
  [/ute|pick ?up|cab chassis|dual cab|single cab|tray/, 'ute'],
  // A people mover looks like a tall wagon with windows all round, not a panel van.
  [/people mover|minivan|mpv/, 'suv'],
  [/van|bus/, 'van'],
  [/wagon|estate|touring/, 'wagon'],
  [/suv|4x4|crossover|off.?road/, 'suv'],
  [/hatch|liftback/, 'hatch'],
  [/sedan|saloon/, 'sedan'],
];

const BY_ITEM_TYPE: Partial<Record<ItemType, Silhouette>> = {
  motorcycle: 'motorcycle',
  caravan: 'caravan',
  truck: 'truck',
};

export function silhouetteOf(car: { itemType: ItemType; body?: string | undefined }): Silhouette {
  const byType = BY_ITEM_TYPE[car.itemType];
  if (byType) return byType;
  const body = (car.body ?? '').toLowerCase();
  return BODY_WORDS.find(([pattern]) => pattern.test(body))?.[1] ?? 'sedan';
}
