import { z } from 'zod';
import { formatCount } from '../numbers/format-count.js';
import { MAX_KM, regoField } from './lead-fields.js';

/**
 * The trade-in valuation's steps after the form (spec 2 §3, §7): the rego to look the car up by,
 * and the car's details as the shopper confirms or types them. The browser checks the steps with
 * these schemas and the server checks what it is sent with the same ones.
 */

/** Older than this is a typing slip, not a car anyone trades in online. */
export const MIN_TRADE_IN_YEAR = 1900;
/** Make, model and badge are names; longer text was not typed into those boxes. */
export const MAX_VEHICLE_NAME_LENGTH = 60;

/** What a site calls a vehicle unless it says otherwise, as it reads inside a sentence. */
export const DEFAULT_VEHICLE_TYPE_IN_SENTENCE = 'car';

/** A make and one of its models the messages give as an example of what to type. */
export interface VehicleNameExample {
  make: string;
  model: string;
}

/** The example for a car, where the caller knows none of the site's own. */
export const CAR_NAME_EXAMPLE: VehicleNameExample = { make: 'Toyota', model: 'Corolla' };

const suchAs = (example: string | undefined) => (example ? `, such as ${example}.` : '.');

/**
 * The messages of the vehicle's fields, naming it as the site does inside a sentence ("car",
 * "caravan"), so a caravan dealer's shoppers are not asked about their car. `example` is a make
 * and model of the site's own kind of vehicle; null leaves the example out (better none than a
 * car's on a caravan site), undefined gives a car's.
 */
export function tradeInVehicleMessages(
  vehicleType: string = DEFAULT_VEHICLE_TYPE_IN_SENTENCE,
  example: VehicleNameExample | null = CAR_NAME_EXAMPLE,
) {
  return {
    yearRequired: `Please enter the year your ${vehicleType} was built, such as 2019.`,
    makeRequired: `Please enter your ${vehicleType}’s make${suchAs(example?.make)}`,
    modelRequired: `Please enter your ${vehicleType}’s model${suchAs(example?.model)}`,
    nameTooLong: `Please use at most ${MAX_VEHICLE_NAME_LENGTH} characters.`,
    kmRequired: 'Please enter the odometer reading in whole kilometres, such as 45,000.',
    kmTooLarge: `The odometer reading can be at most ${formatCount(MAX_KM)} km.`,
    regoRequired: 'Please enter your rego.',
  } as const;
}

export const TRADE_IN_VEHICLE_MESSAGES = tradeInVehicleMessages();
const M = TRADE_IN_VEHICLE_MESSAGES;

export const yearOutOfRangeMessage = (latest: number): string =>
  `Please enter a year from ${MIN_TRADE_IN_YEAR} to ${latest}.`;

const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(MAX_VEHICLE_NAME_LENGTH, { error: M.nameTooLong });

/**
 * The car to value. `currentYear` is the year at the site: next year's models are on sale before
 * the year turns, so a car may be built as late as the year after. `vehicleType` is the site's
 * word for it inside a sentence and `example` a make and model of its kind, for the messages.
 */
export function tradeInVehicleSchema({
  currentYear,
  vehicleType,
  example,
}: {
  currentYear: number;
  vehicleType?: string;
  example?: VehicleNameExample | null;
}) {
  const latest = currentYear + 1;
  const named = tradeInVehicleMessages(vehicleType, example);
  return z.object({
    year: z
      .number({ error: named.yearRequired })
      .int({ error: named.yearRequired })
      .min(MIN_TRADE_IN_YEAR, { error: yearOutOfRangeMessage(latest) })
      .max(latest, { error: yearOutOfRangeMessage(latest) }),
    make: name(named.makeRequired),
    model: name(named.modelRequired),
    badge: z
      .string()
      .trim()
      .max(MAX_VEHICLE_NAME_LENGTH, { error: M.nameTooLong })
      .nullish()
      .transform((badge) => (badge ? badge : null)),
    km: z
      .number({ error: M.kmRequired })
      .int({ error: M.kmRequired })
      .min(0, { error: M.kmRequired })
      .max(MAX_KM, { error: M.kmTooLarge }),
  });
}

export type TradeInVehicleInput = z.input<ReturnType<typeof tradeInVehicleSchema>>;
export type TradeInVehicle = z.output<ReturnType<typeof tradeInVehicleSchema>>;

/** The rego lookup step's rego: required here (the form's rego field is optional), then the same. */
export function requiredRegoField() {
  const rego = regoField();
  return z
    .string({ error: M.regoRequired })
    .trim()
    .min(1, { error: M.regoRequired, abort: true })
    .transform((typed, ctx) => {
      const read = rego.safeParse(typed);
      if (read.success && read.data !== undefined) return read.data;
      ctx.issues.push({
        code: 'custom',
        message: read.error?.issues[0]?.message ?? M.regoRequired,
        input: typed,
      });
      return z.NEVER;
    });
}
