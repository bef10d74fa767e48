import {
  pluralOfVehicleType,
  vehicleTypeInSentence,
} from '@forecourt/schema/labels/vehicle-type-label';
import {
  tradeInEstimateDisclaimer,
  type TradeInValuation,
} from '@forecourt/schema/leads/trade-in-follow-ups';
import type { TradeInVehicle } from '@forecourt/schema/leads/trade-in-vehicle.schema';
import { formatCount } from '@forecourt/schema/numbers/format-count';
import { DAY_MS } from '@forecourt/schema/time/durations';
import type {
  TradeInQuestionSettings,
  TradeInSettings,
} from '@forecourt/tenants/settings/trade-in-settings.schema';
import {
  estimateMarket,
  MIN_COMPARABLES,
  type Comparable,
} from '../price-gauge/market-estimate.js';

/**
 * The indicative trade-in offer (spec 2 §9 trade-in FAQ): the market value of the shopper's car
 * from the site's comparable stock — the low end of its market range, as a dealer buys at the
 * bottom of the market — less the dealer's margin, moved by the answers to the adjustment
 * questions, rounded to $100. No offer for a car older or further driven than the site's limits,
 * when the market data is too thin, or on a site that values trade-ins in person only; each
 * refusal says why in a sentence the shopper reads.
 */

/** Offers and ranges are whole hundreds of dollars: more precision would promise too much. */
export const OFFER_ROUNDING = 100;

export interface ValuationSite {
  settings: TradeInSettings;
  /** The site's name, as the shopper knows the dealer. */
  name: string;
  /** The site's word for a vehicle, its `labels.vehicleType` ("Car", "Caravan"). */
  vehicleLabel: string;
}

export interface ValuationRequest {
  vehicle: TradeInVehicle;
  /** The value of the answer to each question, by question id (checked against the questions). */
  answers: Readonly<Record<string, string>>;
  /** The site's cars comparable with the shopper's. */
  comparables: readonly Comparable[];
  /** The year at the site (a car's age counts from it). */
  currentYear: number;
  now: Date;
}

export const roundToOffer = (dollars: number): number =>
  Math.round(dollars / OFFER_ROUNDING) * OFFER_ROUNDING;

/** The answers' adjustments added up, in percent (an unknown answer moves nothing). */
export function answersAdjustmentPercent(
  questions: readonly TradeInQuestionSettings[],
  answers: Readonly<Record<string, string>>,
): number {
  let percent = 0;
  for (const question of questions) {
    const chosen = question.options.find((option) => option.value === answers[question.id]);
    percent += chosen?.adjustmentPercent ?? 0;
  }
  return percent;
}

function noOffer(reason: string, disclaimer: string): TradeInValuation {
  return {
    offer: null,
    estimateLow: null,
    estimateHigh: null,
    basis: null,
    reason,
    disclaimer,
    validUntil: null,
  };
}

/** Why no online offer was made, each with what happens instead. */
export const noOfferReasons = {
  inPersonOnly: (site: string) =>
    `${site} values every trade-in in person rather than online. The dealer will contact you to arrange a valuation.`,
  tooOld: (vehicles: string, years: number, vehicle: string) =>
    `We don’t give online estimates for ${vehicles} more than ${years} years old. The dealer will contact you to value your ${vehicle} in person.`,
  tooFar: (vehicles: string, km: number, vehicle: string) =>
    `We don’t give online estimates for ${vehicles} with more than ${formatCount(km)} km. The dealer will contact you to value your ${vehicle} in person.`,
  noMarketData: (car: TradeInVehicle, vehicle: string) =>
    `There isn’t enough market data for a ${car.year} ${car.make} ${car.model} to estimate its value online. The dealer will contact you to value your ${vehicle} in person.`,
  tooLow: (vehicle: string) =>
    `Your ${vehicle}’s estimated value is too low for an online offer. The dealer will contact you to value it in person.`,
} as const;

export function valueTradeIn(request: ValuationRequest, site: ValuationSite): TradeInValuation {
  const { settings } = site;
  const { vehicle } = request;
  const singular = vehicleTypeInSentence(site.vehicleLabel);
  const plural = pluralOfVehicleType(singular);
  const disclaimer = tradeInEstimateDisclaimer(singular);
  const noOfferBecause = (reason: string) => noOffer(reason, disclaimer);
  if (!settings.onlineEstimate) return noOfferBecause(noOfferReasons.inPersonOnly(site.name));
  if (request.currentYear - vehicle.year > settings.maxAgeYears) {
    return noOfferBecause(noOfferReasons.tooOld(plural, settings.maxAgeYears, singular));
  }
  if (vehicle.km > settings.maxKm) {
    return noOfferBecause(noOfferReasons.tooFar(plural, settings.maxKm, singular));
  }

  const market = estimateMarket(vehicle, request.comparables);
  if (
    !market ||
    market.comparableCount < MIN_COMPARABLES ||
    market.confidence < settings.minConfidence
  ) {
    return noOfferBecause(noOfferReasons.noMarketData(vehicle, singular));
  }

  const adjustment = answersAdjustmentPercent(settings.questions, request.answers);
  const factor = (1 - settings.marginPercent / 100) * (1 + adjustment / 100);
  const offer = roundToOffer(market.min * factor);
  if (offer < OFFER_ROUNDING) return noOfferBecause(noOfferReasons.tooLow(singular));
  // Either side of the offer: the site's percent, or half the market range, moved like the offer.
  const halfRange =
    settings.rangePercent === null
      ? ((market.max - market.min) / 2) * factor
      : (offer * settings.rangePercent) / 100;
  return {
    offer,
    estimateLow: Math.max(0, roundToOffer(offer - halfRange)),
    estimateHigh: roundToOffer(offer + halfRange),
    basis:
      `Based on ${market.comparableCount} similar ${plural} listed at ${site.name} (the same ` +
      `make and model, a year either side and similar kilometres), less the dealer’s margin and ` +
      `adjusted for your answers.`,
    reason: null,
    disclaimer,
    validUntil: new Date(request.now.getTime() + settings.offerValidDays * DAY_MS).toISOString(),
  };
}
