import type { Site } from '@forecourt/tenants/site';
import type { CarRecord, CarType } from '@forecourt/tenants/stock/car-record.schema';
import { carId, carSlug, idPrefix, regoPlate, stockNumber, vin } from './car-identity.js';
import { drawFeatures } from './car-equipment.js';
import { financeQuoter, type FinanceQuoter } from '@forecourt/tenants/stock/car-finance-lenders';
import { drawMedia } from './car-media.js';
import { drawAutograbData, marketDataRandom } from './car-market-data.js';
import { drawBeforePrice, drawKm, drawPrice, drawPriceType } from './car-pricing.js';
import { DAY_MS, drawBuildDates, drawTimeline, isoDate } from './car-timeline.js';
import { EXTERIOR_COLOURS, INTERIOR_COLOURS_BY_TIER } from './catalogue/colours.js';
import { drawDealerComments } from './dealer-comments.js';
import { ITEM_TYPE_PROFILES } from './item-type-profiles.js';
import { SeededRandom, weightedTable, type WeightedTable } from './seeded-random.js';
import { stockPlan, type PlanKind } from './stock-plan.js';

export interface GenerateStockOptions {
  /** Number of cars; defaults to the site's `stock.size`. */
  size?: number;
  /** Defaults to the site's `stock.seed`. */
  seed?: number;
  /** The instant the stock is generated at: dates are relative to it. Pass it for repeatable stock. */
  now?: Date;
}

const YEAR_MS = 365.25 * DAY_MS;

/** Shares of the demo stock with each special case, so every tag, badge and state shows up. */
const ENQUIRE_FOR_PRICE_SHARE = 0.015;
const REDUCED_PRICE_SHARE = 0.08;
const SUBSCRIPTION_SHARE = 0.6;
const RESERVED_SHARE = 0.03;
const PREORDER_SHARE = 0.3;
const RANKED_SHARE = 0.1;
const MAX_CUSTOM_RANK = 100;
const HIDDEN_FROM_WEBSITE_SHARE = 0.01;
const RUNOUT_TAG_SHARE = 0.7;
const CUSTOM_TAG_SHARE = 0.08;
const LOW_KMS_SHARE_OF_USUAL = 0.6;
const CERTIFIED_SHARE = 0.35;
const CERTIFIED_MAX_AGE_YEARS = 6;
const CERTIFIED_MAX_KM = 120_000;
const REGO_MONTHS_LEFT: readonly [number, number] = [14, 365];

export const CUSTOM_TAGS = {
  runout: 'Runout Sale',
  lowKms: 'Low Kms',
  oneOwner: 'One Owner',
  justServiced: 'Just Serviced',
} as const;

const colourTables = Object.fromEntries(
  Object.entries(EXTERIOR_COLOURS).map(([itemType, shares]) => [
    itemType,
    weightedTable(shares, `${itemType} colours`),
  ]),
) as Record<CarRecord['itemType'], WeightedTable<string>>;

function drawCustomTag(
  rng: SeededRandom,
  car: { carType: CarType; runout: boolean; km: number; usualKm: number },
): string | undefined {
  if (car.runout) return rng.chance(RUNOUT_TAG_SHARE) ? CUSTOM_TAGS.runout : undefined;
  if (car.carType === 'new' || !rng.chance(CUSTOM_TAG_SHARE)) return undefined;
  const lowKms = car.usualKm > 0 && car.km < car.usualKm * LOW_KMS_SHARE_OF_USUAL;
  if (car.carType === 'demo') return CUSTOM_TAGS.lowKms;
  return rng.pick([
    CUSTOM_TAGS.oneOwner,
    CUSTOM_TAGS.justServiced,
    ...(lowKms ? [CUSTOM_TAGS.lowKms, CUSTOM_TAGS.lowKms] : []),
  ]);
}

interface GenerationContext {
  rng: SeededRandom;
  /** Market data draws (their own stream, see car-market-data.ts). */
  marketRng: SeededRandom;
  site: Site;
  idPrefix: string;
  quote: FinanceQuoter;
  nowMs: number;
}

function generateCar(context: GenerationContext, kind: PlanKind, index: number): CarRecord {
  const { rng, site, nowMs } = context;
  const { itemType, carType } = kind;
  const planMake = rng.weighted(kind.makes);
  const planModel = rng.weighted(planMake.models);
  const trim = rng.weighted(planModel.trims);
  const { model } = planModel;
  const location = rng.pick(planMake.locations);
  const profile = ITEM_TYPE_PROFILES[itemType];

  const timeline = drawTimeline(rng, nowMs);
  const nowYear = new Date(nowMs).getUTCFullYear();
  const listingYear = new Date(timeline.createdAtMs).getUTCFullYear();
  const year = Math.min(
    nowYear - rng.weighted(planModel.yearLags),
    Math.max(listingYear, model.years[0]),
  );
  const runout = carType === 'new' && year < listingYear;
  const { buildMs, complianceMs } = drawBuildDates(rng, year, timeline.createdAtMs);
  const ageYears = Math.max(0, (timeline.createdAtMs - buildMs) / YEAR_MS);
  const { km, usualKm } = drawKm(rng, profile, carType, ageYears);
  const price = rng.chance(ENQUIRE_FOR_PRICE_SHARE)
    ? 0
    : drawPrice(rng, { profile, carType, newPrice: trim.newPrice, ageYears, km, usualKm, runout });
  const available = timeline.status !== 'sold';

  const id = carId(context.idPrefix, index);
  const carVin = vin(rng, model.wmi, year);
  const features = drawFeatures(rng, itemType, trim);
  const colour = rng.weighted(colourTables[itemType]);
  const car: CarRecord = {
    id,
    slug: carSlug({ year, make: model.make, model: model.model, badge: trim.badge, id }),
    status: timeline.status,
    carType,
    itemType,
    make: model.make,
    model: model.model,
    year,
    price,
    priceType: drawPriceType(rng, carType),
    km,
    colour,
    ...trim.specs,
    categories: [...trim.specs.categories],
    variant: { ...trim.specs.variant },
    stockNumber: stockNumber(carType, index),
    vin: carVin,
    buildDate: isoDate(buildMs),
    complianceDate: isoDate(complianceMs),
    createdAt: new Date(timeline.createdAtMs).toISOString(),
    updatedAt: new Date(timeline.updatedAtMs).toISOString(),
    reserved: timeline.status === 'in_stock' && rng.chance(RESERVED_SHARE),
    // Valuation codes (NVICs) cover cars and motorcycles, not caravans; a code needs the VIN.
    hasNvic: itemType !== 'caravan' && carVin !== undefined,
    certified:
      itemType === 'car' &&
      carType === 'used' &&
      ageYears <= CERTIFIED_MAX_AGE_YEARS &&
      km <= CERTIFIED_MAX_KM &&
      rng.chance(CERTIFIED_SHARE),
    preorder: timeline.status === 'coming_soon' && carType === 'new' && rng.chance(PREORDER_SHARE),
    customRank: rng.chance(RANKED_SHARE) ? rng.int(1, MAX_CUSTOM_RANK) : 0,
    showOnDealerWebsite: !rng.chance(HIDDEN_FROM_WEBSITE_SHARE),
    locationId: location.id,
    features,
    ...drawMedia(rng, { id, vin: carVin, carType }),
    financeLenders: context.quote(price),
  };

  if (trim.specs.caravanSpecifications) {
    car.caravanSpecifications = { ...trim.specs.caravanSpecifications };
  }
  if (trim.badge) car.badge = trim.badge;
  if (model.series) car.series = model.series;
  if (timeline.soldAtMs !== undefined) car.soldAt = new Date(timeline.soldAtMs).toISOString();
  if (profile.hasInterior) car.interiorColour = rng.pick(INTERIOR_COLOURS_BY_TIER[trim.tier]!);
  if (carType !== 'new') {
    car.regPlate = regoPlate(rng, location.address.state);
    car.regoExpiry = isoDate(nowMs + rng.int(...REGO_MONTHS_LEFT) * DAY_MS);
  }
  if (price > 0 && available && (runout || rng.chance(REDUCED_PRICE_SHARE))) {
    car.beforePrice = drawBeforePrice(rng, price);
  }
  if (site.config.features.subscriptions && price > 0 && rng.chance(SUBSCRIPTION_SHARE)) {
    car.subscriptionPrice = Math.round(price * profile.weeklySubscriptionShare);
  }
  const customTag = drawCustomTag(rng, { carType, runout, km, usualKm });
  if (customTag) car.customTag = customTag;
  const autograbData = drawAutograbData(context.marketRng, car);
  if (autograbData) car.autograbData = autograbData;
  const dealerComments = drawDealerComments(rng, car, {
    dealerName: location.dealershipName,
    city: location.address.city,
  });
  if (dealerComments) car.dealerComments = dealerComments;
  return car;
}

/**
 * The demo stock of a site with `stock.kind: 'generated'`: realistic Australian-market
 * vehicles drawn from the catalogue by the site's weights, placed at its sales locations.
 * The same settings, size, seed and `now` always give the same cars, and the first n cars
 * do not depend on the size.
 */
export function generateStock(site: Site, options: GenerateStockOptions = {}): CarRecord[] {
  const { stock, slug } = site.config;
  if (stock.kind !== 'generated') {
    throw new Error(`stock.kind: site ${slug} reads its stock from the feed ${stock.file}`);
  }
  const size = options.size ?? stock.size;
  const now = options.now ?? new Date();
  const plan = stockPlan(site, stock, now.getUTCFullYear());
  const seed = options.seed ?? stock.seed;
  const rng = new SeededRandom(seed);
  const context: GenerationContext = {
    rng,
    marketRng: marketDataRandom(seed),
    site,
    idPrefix: idPrefix(slug),
    quote: financeQuoter(site.config.finance.lenders),
    nowMs: now.getTime(),
  };
  const cars: CarRecord[] = new Array<CarRecord>(size);
  for (let index = 0; index < size; index++) {
    cars[index] = generateCar(context, rng.weighted(plan.kinds), index);
  }
  return cars;
}
