import type { TradeInValuation } from '@forecourt/schema/leads/trade-in-follow-ups';
import { DRAFT_MAX_AGE_DAYS } from '../../../components/leads/lead-draft-store';
import { readStoredJson, removeStored, writeStoredJson } from '../../../storage/browser-storage';
import type { LookedUpVehicle, TradeInValuationValues } from './trade-in-valuation-values';

/**
 * Where a shopper is in the trade-in valuation after the form (spec 2 §3: "local storage also
 * holds a trade-in valuation per site"): the lead the form sent, the step, what was typed, the
 * car the rego lookup found and the valuation shown. A reload resumes at the same step; accepting
 * the offer or skipping removes it. This module is part of the trade-in page's first load: it
 * holds no more than reading and writing.
 */

/** The steps after the form (step 1): the car, its condition, the estimate. */
export const TRADE_IN_FLOW_STEPS = ['car', 'condition', 'estimate'] as const;
export type TradeInFlowStep = (typeof TRADE_IN_FLOW_STEPS)[number];

/** How the car step takes the car: by its rego, as the lookup found it, or as typed. */
export const CAR_ENTRIES = ['lookup', 'found', 'manual'] as const;
export type CarEntry = (typeof CAR_ENTRIES)[number];

export interface TradeInFlow {
  /** The trade-in lead the form sent; the valuation and the acceptance are recorded against it. */
  leadId: string;
  /** The success page of the lead, with its reference. */
  successPath: string;
  step: TradeInFlowStep;
  carEntry: CarEntry;
  /** The car the lookup found, shown to confirm. */
  foundVehicle: LookedUpVehicle | null;
  /** What the lookup said when it found no car. */
  lookupMessage: string | null;
  values: TradeInValuationValues;
  /** The estimate shown at the last step. */
  valuation: TradeInValuation | null;
  /** When it was saved, ms since the epoch. */
  savedAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One valuation per site (sites never read each other's) and vehicle the trade-in is towards. */
export function tradeInFlowKey(siteSlug: string, carId: string | null): string {
  return `forecourt:${siteSlug}:trade-in-valuation${carId ? `:${carId}` : ''}`;
}

/** The first step after the form, with the rego the form was given (it is optional there). */
export function startTradeInFlow(
  lead: { leadId: string; successPath: string },
  form: { rego?: unknown; regoState?: unknown },
  now = Date.now(),
): TradeInFlow {
  return {
    leadId: lead.leadId,
    successPath: lead.successPath,
    step: 'car',
    carEntry: 'lookup',
    foundVehicle: null,
    lookupMessage: null,
    values: {
      rego: typeof form.rego === 'string' ? form.rego : '',
      regoState: typeof form.regoState === 'string' ? form.regoState : '',
      vehicle: { year: '', make: '', model: '', badge: '', km: '' },
      answers: {},
    },
    valuation: null,
    savedAt: now,
  };
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const oneOf = <T extends string>(choices: readonly T[], value: unknown): T | null =>
  choices.find((choice) => choice === value) ?? null;

function valuesOf(saved: unknown): TradeInValuationValues {
  const values = isObject(saved) ? saved : {};
  const vehicle = isObject(values.vehicle) ? values.vehicle : {};
  const answers = isObject(values.answers) ? values.answers : {};
  return {
    rego: text(values.rego),
    regoState: text(values.regoState),
    vehicle: {
      year: text(vehicle.year),
      make: text(vehicle.make),
      model: text(vehicle.model),
      badge: text(vehicle.badge),
      km: text(vehicle.km),
    },
    answers: Object.fromEntries(
      Object.entries(answers).flatMap(([id, answer]) =>
        typeof answer === 'string' ? [[id, answer]] : [],
      ),
    ),
  };
}

function vehicleOf(saved: unknown): LookedUpVehicle | null {
  if (!isObject(saved)) return null;
  return {
    year: numberOrNull(saved.year),
    make: textOrNull(saved.make),
    model: textOrNull(saved.model),
    badge: textOrNull(saved.badge),
    body: textOrNull(saved.body),
    fuel: textOrNull(saved.fuel),
    transmission: textOrNull(saved.transmission),
  };
}

function valuationOf(saved: unknown): TradeInValuation | null {
  if (!isObject(saved) || typeof saved.disclaimer !== 'string') return null;
  return {
    offer: numberOrNull(saved.offer),
    estimateLow: numberOrNull(saved.estimateLow),
    estimateHigh: numberOrNull(saved.estimateHigh),
    basis: textOrNull(saved.basis),
    reason: textOrNull(saved.reason),
    disclaimer: saved.disclaimer,
    validUntil: textOrNull(saved.validUntil),
  };
}

/**
 * The valuation under `key`; null when there is none, it is stale or cannot be read. What an
 * older version of the site left behind is read field by field, each of the type it must be.
 */
export function readTradeInFlow(
  storage: Storage | null,
  key: string,
  now = Date.now(),
): TradeInFlow | null {
  const saved = readStoredJson(storage, key);
  if (!isObject(saved)) return null;
  const step = oneOf(TRADE_IN_FLOW_STEPS, saved.step);
  const carEntry = oneOf(CAR_ENTRIES, saved.carEntry);
  const { leadId, successPath, savedAt } = saved;
  if (
    typeof leadId !== 'string' ||
    leadId === '' ||
    // Only a path of this site: the page navigates to it.
    typeof successPath !== 'string' ||
    !successPath.startsWith('/') ||
    successPath.startsWith('//') ||
    typeof savedAt !== 'number' ||
    now - savedAt > DRAFT_MAX_AGE_DAYS * DAY_MS ||
    step === null ||
    carEntry === null
  ) {
    return null;
  }
  const foundVehicle = vehicleOf(saved.foundVehicle);
  const valuation = valuationOf(saved.valuation);
  return {
    leadId,
    successPath,
    // The estimate step shows the valuation: without one, the condition step asks for it again.
    step: step === 'estimate' && valuation === null ? 'condition' : step,
    carEntry: carEntry === 'found' && foundVehicle === null ? 'manual' : carEntry,
    foundVehicle,
    lookupMessage: textOrNull(saved.lookupMessage),
    values: valuesOf(saved.values),
    valuation,
    savedAt,
  };
}

export function writeTradeInFlow(storage: Storage | null, key: string, flow: TradeInFlow): void {
  // Quota or blocked storage: the steps still work, only without resuming after a reload.
  writeStoredJson(storage, key, flow);
}

export function clearTradeInFlow(storage: Storage | null, key: string): void {
  removeStored(storage, key);
}
