import { parseKmInput } from '@forecourt/schema/leads/amount-inputs';
import { LEAD_FIELD_MESSAGES } from '@forecourt/schema/leads/form-messages';
import { regoField, regoStateField } from '@forecourt/schema/leads/lead-fields';
import {
  requiredRegoField,
  tradeInVehicleSchema,
  type TradeInVehicle,
} from '@forecourt/schema/leads/trade-in-vehicle.schema';

/**
 * What the shopper types in the valuation's steps (spec 2 §3: rego, regoState, the car, the
 * adjustment answers), as typed. The paths are those of valueTradeIn's input, so an issue the
 * server names (`vehicle.year`, `answers.keys`) is the field the step shows.
 */
export interface TradeInCarValues {
  rego: string;
  regoState: string;
  vehicle: { year: string; make: string; model: string; badge: string; km: string };
}

export interface TradeInConditionValues {
  /** The chosen option's value by question id; '' while unanswered. */
  answers: Record<string, string>;
}

export type TradeInValuationValues = TradeInCarValues & TradeInConditionValues;

/** A car the rego lookup found (TradeInRegoLookup.vehicle). */
export interface LookedUpVehicle {
  year: number | null;
  make: string | null;
  model: string | null;
  badge: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
}

/** The year select offers this many years, this year first. */
export const VALUATION_YEAR_COUNT = 30;

/** The years a shopper can choose, newest first. */
export function valuationYears(currentYear: number): number[] {
  return Array.from({ length: VALUATION_YEAR_COUNT }, (_, index) => currentYear - index);
}

export const TRADE_IN_VALUATION_MESSAGES = {
  regoStateRequired: LEAD_FIELD_MESSAGES.regoStateUnknown,
  answerRequired: 'Please choose an answer.',
} as const;

/** One refused field: its path in the step's values and why. */
export interface ValuationFieldError {
  name: string;
  message: string;
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };
interface Checker<T> {
  safeParse(value: unknown): SafeParse<T>;
}

/** The first message a shared field schema gives for `value`; null when it takes it. */
function refusal(schema: Checker<unknown>, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The lookup's rego and state: both needed, checked as the trade-in form checks them. */
export function regoLookupErrors(
  values: Pick<TradeInCarValues, 'rego' | 'regoState'>,
): ValuationFieldError[] {
  const errors: ValuationFieldError[] = [];
  const rego = refusal(requiredRegoField(), values.rego);
  if (rego !== null) errors.push({ name: 'rego', message: rego });
  const state =
    values.regoState.trim() === ''
      ? TRADE_IN_VALUATION_MESSAGES.regoStateRequired
      : refusal(regoStateField(), values.regoState);
  if (state !== null) errors.push({ name: 'regoState', message: state });
  return errors;
}

/**
 * The car's details as valueTradeIn takes them: the year and odometer read as numbers (what is not
 * one is left for the schema to refuse), the badge null when left out.
 */
export function vehicleInputOf(vehicle: TradeInCarValues['vehicle']) {
  const year = vehicle.year.trim() === '' ? undefined : Number(vehicle.year);
  const km = parseKmInput(vehicle.km);
  return {
    year,
    make: vehicle.make,
    model: vehicle.model,
    badge: vehicle.badge.trim() === '' ? null : vehicle.badge,
    km: km === null ? undefined : km,
  };
}

/**
 * How the car is checked: `currentYear` the year at the site, `vehicleType` the site's word for
 * the vehicle inside a sentence ("car" when not given), and `example` the make and model its
 * messages give (the site's, as the server gives them; null for none, a car's when not given).
 */
export type VehicleCheck = Parameters<typeof tradeInVehicleSchema>[0];

/** The car as the shared schema takes it; the refusals by their paths in the step's values. */
export function checkVehicle(
  vehicle: TradeInCarValues['vehicle'],
  check: VehicleCheck,
): { vehicle: TradeInVehicle; errors: [] } | { vehicle: null; errors: ValuationFieldError[] } {
  const schema = tradeInVehicleSchema(check) as Checker<TradeInVehicle>;
  const result = schema.safeParse(vehicleInputOf(vehicle));
  if (result.success) return { vehicle: result.data, errors: [] };
  const errors = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = ['vehicle', ...issue.path.map(String)].join('.');
    if (!errors.has(name)) errors.set(name, issue.message);
  }
  return { vehicle: null, errors: [...errors].map(([name, message]) => ({ name, message })) };
}

/**
 * The car step: the car's year, make, model and odometer (the badge may be left out); a rego,
 * when given, is a rego. The messages name the vehicle and give the example as `check` says.
 */
export function carErrors(values: TradeInCarValues, check: VehicleCheck): ValuationFieldError[] {
  const errors: ValuationFieldError[] = [];
  const rego = refusal(regoField(), values.rego);
  if (rego !== null) errors.push({ name: 'rego', message: rego });
  const state = refusal(regoStateField(), values.regoState);
  if (state !== null) errors.push({ name: 'regoState', message: state });
  return [...errors, ...checkVehicle(values.vehicle, check).errors];
}

/** The condition step: each question answered with one of its options' values. */
export function conditionErrors(
  values: TradeInConditionValues,
  questions: readonly { id: string; values: readonly string[] }[],
): ValuationFieldError[] {
  return questions.flatMap(({ id, values: choices }) => {
    const answer = values.answers[id] ?? '';
    return choices.includes(answer)
      ? []
      : [{ name: `answers.${id}`, message: TRADE_IN_VALUATION_MESSAGES.answerRequired }];
  });
}

/** Whether the car a lookup found has what a valuation needs: a year, a make and a model. */
export function isValuableVehicle(vehicle: LookedUpVehicle, currentYear: number): boolean {
  const { errors } = checkVehicle(vehicleValuesOf(vehicle, '0'), { currentYear });
  return errors.length === 0;
}

/** The car step's vehicle fields as a found car fills them in; the odometer stays as typed. */
export function vehicleValuesOf(vehicle: LookedUpVehicle, km: string): TradeInCarValues['vehicle'] {
  return {
    year: vehicle.year === null ? '' : String(vehicle.year),
    make: vehicle.make ?? '',
    model: vehicle.model ?? '',
    badge: vehicle.badge ?? '',
    km,
  };
}

/** "2019 Toyota Hilux SR5": how the found car is named. */
export function vehicleName(vehicle: LookedUpVehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.badge]
    .filter((part) => part !== null && String(part).trim() !== '')
    .join(' ');
}

/** "Ute · Diesel · Automatic": the found car's other facts, to tell it apart. */
export function vehicleFacts(vehicle: LookedUpVehicle): string {
  return [vehicle.body, vehicle.fuel, vehicle.transmission]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(' · ');
}
