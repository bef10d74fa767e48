import type { CarRecord, ItemType } from '@forecourt/tenants/stock/car-record.schema';
import type {
  CarBadge,
  CarModelSpec,
  CaravanLayout,
  CaravanModelSpec,
  MakeSpec,
  ModelYears,
  MotorcycleModelSpec,
} from './catalogue.types.js';

/** The fields of a car record that the chosen trim fixes. */
export type TrimSpecs = Pick<
  CarRecord,
  | 'body'
  | 'bodyConfiguration'
  | 'fuel'
  | 'transmission'
  | 'gearCount'
  | 'drive'
  | 'seats'
  | 'doors'
  | 'variant'
  | 'caravanSpecifications'
  | 'categories'
>;

/** 0 base, 1 mid-range, 2 top of the range: decides how much equipment a trim carries. */
export type TrimTier = 0 | 1 | 2;

/** One buyable version of a model, in the same shape for cars, motorcycles, caravans, trucks. */
export interface CatalogueTrim {
  badge: string | undefined;
  newPrice: number;
  tier: TrimTier;
  specs: TrimSpecs;
  /** What equipment and dealer comments may mention, e.g. `body:Ute`, `drive:4WD`, `lams`. */
  tags: ReadonlySet<string>;
}

export interface CatalogueModel {
  itemType: ItemType;
  make: string;
  wmi: string;
  model: string;
  series: string | undefined;
  years: ModelYears;
  weight: number;
  trims: readonly CatalogueTrim[];
}

export interface CatalogueMake {
  itemType: ItemType;
  make: string;
  wmi: string;
  weight: number;
  models: readonly CatalogueModel[];
}

function tierOf(index: number, count: number): TrimTier {
  return count === 1 ? 1 : (Math.round((index / (count - 1)) * 2) as TrimTier);
}

/** Drops absent values so records carry only the specifications that exist. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null),
  ) as T;
}

function carTrim(spec: CarModelSpec, badge: CarBadge, tier: TrimTier): CatalogueTrim {
  const [name, powertrain, newPrice] = badge;
  const [fuel, engineCc, cylinders, induction, gearType, gears, drive, litres, torqueNm] =
    powertrain;
  const [lengthMm, widthMm, heightMm] = spec.sizeMm;
  const tags = new Set([`body:${spec.body}`, `drive:${drive}`, `fuel:${fuel}`]);
  if (fuel !== 'Electric') tags.add('engine');
  if (spec.seats >= 7) tags.add('seats:7+');
  return {
    badge: name,
    newPrice,
    tier,
    tags,
    specs: defined({
      body: spec.body,
      bodyConfiguration: spec.bodyConfiguration,
      fuel,
      transmission: gearType === 'Manual' ? 'Manual' : 'Automatic',
      gearCount: gears ?? undefined,
      drive,
      seats: spec.seats,
      doors: spec.doors,
      categories: [],
      caravanSpecifications: undefined,
      variant: defined({
        cylinders: cylinders ?? undefined,
        engineSizeCc: engineCc ?? undefined,
        induction: induction ?? undefined,
        gearType,
        fuelConsumptionCombined: litres ?? undefined,
        fuelCapacity: spec.tankL,
        grossVehicleMass: spec.gvmKg,
        lengthMm,
        widthMm,
        heightMm,
        towingCapacityBraked: spec.towingKg,
        torqueNm,
        ancapRating: spec.ancap,
      }),
    }),
  };
}

const LAMS_CATEGORY = 'LAMS Approved';

function motorcycleTrim(
  spec: MotorcycleModelSpec,
  [badge, newPrice]: readonly [string | null, number],
  tier: TrimTier,
): CatalogueTrim {
  const lams = spec.lams === true || /LAMS/.test(badge ?? '');
  const tags = new Set([`style:${spec.style}`, 'engine']);
  if (lams) tags.add('lams');
  return {
    badge: badge ?? undefined,
    newPrice,
    tier,
    tags,
    specs: {
      body: spec.style,
      fuel: 'Petrol',
      transmission: 'Manual',
      gearCount: spec.gears,
      drive: spec.finalDrive,
      seats: 2,
      categories: lams ? [spec.style, LAMS_CATEGORY] : [spec.style],
      variant: {
        cylinders: spec.cylinders,
        engineSizeCc: spec.engineCc,
        gearType: 'Manual',
        fuelConsumptionCombined: spec.litresPer100Km,
        fuelCapacity: spec.tankL,
        torqueNm: spec.torqueNm,
      },
    },
  };
}

function caravanTrim(spec: CaravanModelSpec, layout: CaravanLayout, tier: TrimTier): CatalogueTrim {
  const [badge, lengthFeet, tareKg, atmKg, sleeps, newPrice] = layout;
  const tags = new Set([`body:${spec.body}`, `axle:${spec.axle}`]);
  for (const category of spec.categories) tags.add(`category:${category}`);
  if (/Ensuite/i.test(badge)) tags.add('ensuite');
  if (/Bunk/i.test(badge) || sleeps >= 4) tags.add('bunks');
  return {
    badge,
    newPrice,
    tier,
    tags,
    specs: {
      body: spec.body,
      categories: [...spec.categories],
      variant: {},
      caravanSpecifications: {
        bodyLengthFeet: lengthFeet,
        bodyWidthFeet: spec.widthFeet,
        tareWeightKg: tareKg,
        aggregateTrailerMassKg: atmKg,
        axleType: spec.axle,
        sleeps,
      },
    },
  };
}

/**
 * A trim's badge as a name shows it after the model: without the model's own words, so a base
 * trim named after its model ("Puma" on a Puma) has no badge and "Santa Fe AWD" on a Santa Fe
 * is "AWD", and no name reads "Ford Puma Puma".
 */
export function badgeBesideModel(model: string, badge: string | undefined): string | undefined {
  if (!badge) return undefined;
  const modelWords = model
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const repeat = new RegExp(`(^|\\s)${modelWords}(?=\\s|$)`, 'gi');
  const rest = badge.replace(repeat, ' ').replace(/\s+/g, ' ').trim();
  return rest === '' ? undefined : rest;
}

function normalise<Spec extends { model: string; years: ModelYears; weight: number }, Row>(
  itemType: ItemType,
  makes: readonly MakeSpec<Spec>[],
  rowsOf: (spec: Spec) => readonly Row[],
  trimOf: (spec: Spec, row: Row, tier: TrimTier) => CatalogueTrim,
  seriesOf: (spec: Spec) => string | undefined = () => undefined,
): CatalogueMake[] {
  return makes.map((make) => ({
    itemType,
    make: make.make,
    wmi: make.wmi,
    weight: make.weight,
    models: make.models.map((spec) => {
      const rows = rowsOf(spec);
      return {
        itemType,
        make: make.make,
        wmi: make.wmi,
        model: spec.model,
        series: seriesOf(spec),
        years: spec.years,
        weight: spec.weight,
        trims: rows.map((row, index) => {
          const trim = trimOf(spec, row, tierOf(index, rows.length));
          return { ...trim, badge: badgeBesideModel(spec.model, trim.badge) };
        }),
      };
    }),
  }));
}

export function carCatalogue(itemType: ItemType, makes: readonly MakeSpec<CarModelSpec>[]) {
  return normalise(
    itemType,
    makes,
    (spec) => spec.badges,
    carTrim,
    (spec) => spec.series,
  );
}

export function motorcycleCatalogue(makes: readonly MakeSpec<MotorcycleModelSpec>[]) {
  return normalise('motorcycle', makes, (spec) => spec.badges, motorcycleTrim);
}

export function caravanCatalogue(makes: readonly MakeSpec<CaravanModelSpec>[]) {
  return normalise('caravan', makes, (spec) => spec.layouts, caravanTrim);
}
