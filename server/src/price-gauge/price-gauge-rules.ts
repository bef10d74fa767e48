import type { Site } from '@forecourt/tenants/site';
import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import type { GaugeReading } from './price-gauge.port.js';
import { isAvailable } from '../stock/car-availability.js';

/**
 * Spec 1 §4, §5, §9: when the vehicle page shows the price gauge, and how it reads. Pure rules
 * over a reading from the site's gauge source.
 */

/** At or below this confidence the gauge is hidden. */
export const GAUGE_CONFIDENCE_THRESHOLD = 0.2;
/** From this fill on the deal is great, below it good. */
export const GREAT_DEAL_FILL = 0.65;
/** Fill colour: low below 0.3, medium below 0.6, else high. */
export const LOW_FILL_BELOW = 0.3;
export const MEDIUM_FILL_BELOW = 0.6;
/** Confidence wording: high from 0.7, medium from 0.45, else low (always above the threshold). */
export const HIGH_CONFIDENCE_FROM = 0.7;
export const MEDIUM_CONFIDENCE_FROM = 0.45;

export type PriceGaugeDeal = 'GOOD_DEAL' | 'GREAT_DEAL';
export type PriceGaugeFillLevel = 'LOW' | 'MEDIUM' | 'HIGH';

export const DEAL_TEXTS: Readonly<Record<PriceGaugeDeal, string>> = {
  GOOD_DEAL: 'Good deal',
  GREAT_DEAL: 'Great deal',
};

/** A gauge the page shows: every field present. */
export interface ShownPriceGauge {
  fill: number;
  listingPrice: number;
  marketRangeMin: number;
  marketRangeMax: number;
  confidence: number;
  description: string;
  comparableCount: number | null;
  dealLabel: PriceGaugeDeal;
  dealText: string;
  fillLevel: PriceGaugeFillLevel;
  confidenceText: string;
}

/**
 * Whether a vehicle's page asks for a gauge at all: the site shows it, for this car type, and
 * the vehicle is for sale with a price.
 */
export function gaugeApplies(
  car: Pick<CarRecord, 'carType' | 'status' | 'price'>,
  site: Site,
): boolean {
  const { features, priceGauge } = site.config;
  return (
    features.priceGauge &&
    priceGauge.carTypes.includes(car.carType) &&
    isAvailable(car.status) &&
    car.price > 0
  );
}

export function dealLabel(fill: number): PriceGaugeDeal {
  return fill < GREAT_DEAL_FILL ? 'GOOD_DEAL' : 'GREAT_DEAL';
}

export function fillLevel(fill: number): PriceGaugeFillLevel {
  if (fill < LOW_FILL_BELOW) return 'LOW';
  if (fill < MEDIUM_FILL_BELOW) return 'MEDIUM';
  return 'HIGH';
}

export function confidenceText(confidence: number): string {
  if (confidence >= HIGH_CONFIDENCE_FROM) return 'High confidence';
  if (confidence >= MEDIUM_CONFIDENCE_FROM) return 'Medium confidence';
  return 'Low confidence';
}

/**
 * The gauge as shown, or null when spec 1 §5 hides it: a field is missing, the confidence is
 * 0.2 or below, or the market's maximum is below the listing price.
 */
export function shownPriceGauge(reading: GaugeReading | null): ShownPriceGauge | null {
  if (!reading) return null;
  const { fill, listingPrice, marketRangeMin, marketRangeMax, confidence, description } = reading;
  if (
    fill === null ||
    listingPrice === null ||
    marketRangeMin === null ||
    marketRangeMax === null ||
    confidence === null ||
    description === null ||
    description.trim() === ''
  ) {
    return null;
  }
  if (confidence <= GAUGE_CONFIDENCE_THRESHOLD) return null;
  if (marketRangeMax < listingPrice) return null;
  const deal = dealLabel(fill);
  return {
    fill,
    listingPrice,
    marketRangeMin,
    marketRangeMax,
    confidence,
    description,
    comparableCount: reading.comparableCount,
    dealLabel: deal,
    dealText: DEAL_TEXTS[deal],
    fillLevel: fillLevel(fill),
    confidenceText: confidenceText(confidence),
  };
}
