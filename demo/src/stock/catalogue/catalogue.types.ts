/**
 * Shapes of the demo stock catalogue: what a make sells, with the specifications and typical new
 * prices of the Australian market. One file per make under cars/, motorcycles/, caravans/ and
 * trucks/; vehicle-catalogue.ts assembles them.
 */

export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric' | 'Plug-in Hybrid';
export type Induction = 'Aspirated' | 'Turbo' | 'Twin Turbo' | 'Supercharged';
export type GearType =
  'Automatic' | 'Manual' | 'CVT' | 'Dual Clutch' | 'Automated Manual' | 'Reduction Gear';
export type Drive = 'FWD' | 'RWD' | 'AWD' | '4WD';

/**
 * A drivetrain as a labelled tuple, so a make file lists each one on a single line.
 * Electric cars leave the engine fields and the fuel consumption null.
 */
export type Powertrain = readonly [
  fuel: Fuel,
  engineCc: number | null,
  cylinders: number | null,
  induction: Induction | null,
  gearType: GearType,
  gears: number | null,
  drive: Drive,
  litresPer100Km: number | null,
  torqueNm: number,
];

export type CarBody =
  | 'SUV'
  | 'Hatchback'
  | 'Sedan'
  | 'Wagon'
  | 'Ute'
  | 'Coupe'
  | 'Convertible'
  | 'Van'
  | 'People Mover'
  | 'Cab Chassis';

/** First and last model year; a null last year means the model is still sold new. */
export type ModelYears = readonly [first: number, last: number | null];

/** badge, drivetrain, typical new (drive-away) price in AUD; listed base trim first. */
export type CarBadge = readonly [badge: string, powertrain: Powertrain, newPrice: number];

export interface CarModelSpec {
  model: string;
  series?: string;
  body: CarBody;
  bodyConfiguration?: string;
  seats: number;
  doors: number;
  ancap?: number;
  years: ModelYears;
  /** Relative share of the make's stock. */
  weight: number;
  /** Length, width, height. */
  sizeMm: readonly [number, number, number];
  gvmKg?: number;
  towingKg?: number;
  /** Fuel tank; absent for electric cars. */
  tankL?: number;
  badges: readonly CarBadge[];
}

export type MotorcycleStyle =
  'Adventure' | 'Naked' | 'Cruiser' | 'Sport' | 'Touring' | 'Trail' | 'Classic';

export interface MotorcycleModelSpec {
  model: string;
  style: MotorcycleStyle;
  years: ModelYears;
  weight: number;
  engineCc: number;
  cylinders: number;
  gears: number;
  torqueNm: number;
  tankL: number;
  litresPer100Km: number;
  finalDrive: 'Chain' | 'Belt' | 'Shaft';
  /** Approved for learner riders (Learner Approved Motorcycle Scheme). */
  lams?: boolean;
  /** badge (null: the standard bike), typical new price in AUD. */
  badges: readonly (readonly [badge: string | null, newPrice: number])[];
}

export type CaravanCategory = 'Family' | 'Couples' | 'Off-Road' | 'Touring' | 'Compact';
export type CaravanBody = 'Caravan' | 'Pop Top' | 'Hybrid' | 'Camper Trailer';

/** layout badge, body length in feet, tare and aggregate trailer mass in kg, sleeps, new price. */
export type CaravanLayout = readonly [
  badge: string,
  lengthFeet: number,
  tareKg: number,
  atmKg: number,
  sleeps: number,
  newPrice: number,
];

export interface CaravanModelSpec {
  model: string;
  body: CaravanBody;
  categories: readonly CaravanCategory[];
  years: ModelYears;
  weight: number;
  widthFeet: number;
  axle: 'Single' | 'Tandem';
  layouts: readonly CaravanLayout[];
}

export interface MakeSpec<Model> {
  make: string;
  /** World manufacturer identifier: the first three characters of the make's VINs. */
  wmi: string;
  /** Relative share of stock among the makes of its kind (Australian sales, roughly). */
  weight: number;
  models: readonly Model[];
}

export type CarMake = MakeSpec<CarModelSpec>;
export type MotorcycleMake = MakeSpec<MotorcycleModelSpec>;
export type CaravanMake = MakeSpec<CaravanModelSpec>;
