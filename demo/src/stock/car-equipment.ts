import type { ItemType } from '@forecourt/tenants/stock/car-record.schema';
import type { CatalogueTrim } from './catalogue/catalogue-trims.js';
import { EQUIPMENT } from './catalogue/equipment.js';
import type { SeededRandom } from './seeded-random.js';

/** Listings show 8 to 25 equipment items; better trims list more. */
const MIN_FEATURES = 8;
const MAX_FEATURES = 25;
const EXTRA_FEATURES_PER_TIER = 5;
const FEATURE_SPREAD = 7;

const eligibleCache = new WeakMap<CatalogueTrim, readonly string[]>();

function eligible(itemType: ItemType, trim: CatalogueTrim): readonly string[] {
  let names = eligibleCache.get(trim);
  if (!names) {
    names = EQUIPMENT[itemType]
      .filter(
        ([, minTier, requires]) => trim.tier >= minTier && (!requires || trim.tags.has(requires)),
      )
      .map(([name]) => name);
    eligibleCache.set(trim, names);
  }
  return names;
}

export function drawFeatures(rng: SeededRandom, itemType: ItemType, trim: CatalogueTrim): string[] {
  const names = eligible(itemType, trim);
  const wanted = MIN_FEATURES + trim.tier * EXTRA_FEATURES_PER_TIER + rng.int(0, FEATURE_SPREAD);
  return rng.sampleInOrder(names, Math.min(MAX_FEATURES, wanted));
}

/** The fewest features any trim can list, for checking the catalogue covers the minimum. */
export function featureChoiceCount(itemType: ItemType, trim: CatalogueTrim): number {
  return eligible(itemType, trim).length;
}
