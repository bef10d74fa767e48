import type { Location } from '@forecourt/tenants/location.schema';
import type { SiteConfig } from '@forecourt/tenants/site-config.schema';
import type { Site } from '@forecourt/tenants/site';
import type { CarType, ItemType } from '@forecourt/tenants/stock/car-record.schema';
import type { CatalogueMake, CatalogueModel, CatalogueTrim } from './catalogue/catalogue-trims.js';
import { VEHICLE_CATALOGUE } from './catalogue/vehicle-catalogue.js';
import { ITEM_TYPE_PROFILES } from './item-type-profiles.js';
import { weightedTable, type WeightedTable } from './seeded-random.js';

type GeneratedStock = Extract<SiteConfig['stock'], { kind: 'generated' }>;

/** Model years of new and demo stock by how far they lag the year they were listed. */
const NEW_YEAR_LAG_WEIGHTS = [85, 15] as const;
const DEMO_YEAR_LAG_WEIGHTS = [60, 40] as const;
/** Share of used stock by age in years (index = age): most are 1 to 6 years old. */
const USED_AGE_WEIGHTS = [3, 10, 12, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 2, 1, 1] as const;
/** Base trims sell more than the top of the range. */
const TRIM_WEIGHT_STEP = 1;

export interface PlanModel {
  model: CatalogueModel;
  trims: WeightedTable<CatalogueTrim>;
  /** Model years by how many years they lag the year the car was listed. */
  yearLags: WeightedTable<number>;
}

export interface PlanMake {
  make: CatalogueMake;
  models: WeightedTable<PlanModel>;
  locations: readonly Location[];
}

export interface PlanKind {
  itemType: ItemType;
  carType: CarType;
  makes: WeightedTable<PlanMake>;
}

/** What the generator draws from for one site, worked out once from its settings. */
export interface StockPlan {
  kinds: WeightedTable<PlanKind>;
}

function isSalesLocation(location: Location): boolean {
  return location.locationType === 'sales' && location.visible;
}

function sells(location: Location, make: string): boolean {
  return (
    location.manufacturers.length === 0 ||
    location.manufacturers.some((m) => m.toLowerCase() === make.toLowerCase())
  );
}

function yearLagWeights(itemType: ItemType, carType: CarType): readonly number[] {
  if (carType === 'new') return NEW_YEAR_LAG_WEIGHTS;
  if (carType === 'demo') return DEMO_YEAR_LAG_WEIGHTS;
  return USED_AGE_WEIGHTS.slice(0, ITEM_TYPE_PROFILES[itemType].maxUsedAgeYears + 1);
}

/**
 * Year lags a model can have, for a car listed in `listingYear`. The lag is taken against the
 * current year here; a car listed last year shifts by one, which the model's range tolerates.
 */
function planModel(model: CatalogueModel, carType: CarType, nowYear: number): PlanModel | null {
  const [first, last] = model.years;
  if (carType !== 'used' && last !== null) return null;
  const lags = yearLagWeights(model.itemType, carType)
    .map((weight, lag) => [lag, weight] as const)
    .filter(([lag]) => nowYear - lag >= first && nowYear - lag <= (last ?? nowYear));
  if (lags.length === 0) return null;
  const count = model.trims.length;
  return {
    model,
    trims: weightedTable(
      model.trims.map((trim, i) => [trim, (count - i) * TRIM_WEIGHT_STEP] as const),
      `${model.make} ${model.model} trims`,
    ),
    yearLags: weightedTable(lags, `${model.make} ${model.model} years`),
  };
}

function planMake(
  make: CatalogueMake,
  carType: CarType,
  salesLocations: readonly Location[],
  nowYear: number,
): PlanMake | null {
  const locations =
    carType === 'used' ? salesLocations : salesLocations.filter((l) => sells(l, make.make));
  const models = make.models
    .map((model) => planModel(model, carType, nowYear))
    .filter((planned): planned is PlanModel => planned !== null);
  if (locations.length === 0 || models.length === 0) return null;
  return {
    make,
    locations,
    models: weightedTable(
      models.map((planned) => [planned, planned.model.weight] as const),
      `${make.make} models`,
    ),
  };
}

function chosenMakes(stock: GeneratedStock, itemType: ItemType): CatalogueMake[] {
  const wanted = new Set(stock.makes.map((make) => make.toLowerCase()));
  return VEHICLE_CATALOGUE[itemType].filter(
    (make) => wanted.size === 0 || wanted.has(make.make.toLowerCase()),
  );
}

/** Throws an error naming the setting when the site's stock settings cannot produce stock. */
export function stockPlan(site: Site, stock: GeneratedStock, nowYear: number): StockPlan {
  const salesLocations = site.locations.filter(isSalesLocation);
  if (salesLocations.length === 0) {
    throw new Error(`locations: site ${site.config.slug} has no visible sales location`);
  }
  const kinds: (readonly [PlanKind, number])[] = [];
  for (const [itemType, itemWeight = 0] of Object.entries(stock.itemTypes) as [
    ItemType,
    number,
  ][]) {
    if (itemWeight <= 0) continue;
    const makes = chosenMakes(stock, itemType);
    if (makes.length === 0) {
      throw new Error(`stock.itemTypes.${itemType}: none of stock.makes is a ${itemType} make`);
    }
    for (const [carType, typeWeight = 0] of Object.entries(stock.carTypes) as [CarType, number][]) {
      if (typeWeight <= 0) continue;
      const planned = makes
        .map((make) => planMake(make, carType, salesLocations, nowYear))
        .filter((p): p is PlanMake => p !== null);
      if (planned.length === 0) continue;
      const table = weightedTable(
        planned.map((p) => [p, p.make.weight] as const),
        `${carType} ${itemType} makes`,
      );
      kinds.push([{ itemType, carType, makes: table }, itemWeight * typeWeight]);
    }
  }
  for (const [carType, weight = 0] of Object.entries(stock.carTypes) as [CarType, number][]) {
    if (weight > 0 && !kinds.some(([kind]) => kind.carType === carType)) {
      throw new Error(
        `stock.carTypes.${carType}: no sales location of site ${site.config.slug} sells ${carType} stock of these makes`,
      );
    }
  }
  return { kinds: weightedTable(kinds, 'stock.carTypes and stock.itemTypes') };
}
