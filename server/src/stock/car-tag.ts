import type { Site } from '@forecourt/tenants/site';
import type { StockDocument } from './stock-document.js';
import { isAvailable } from './car-availability.js';
import { DAY_MS } from '@forecourt/schema/time/durations';

/** Spec 1 §9: a car is a new arrival for 8 days after it was listed. */
export const NEW_ARRIVAL_DAYS = 8;

export type CarTagKind =
  | 'ELECTRIC'
  | 'HYBRID'
  | 'RESERVED'
  | 'CERTIFIED_PRE_OWNED'
  | 'CUSTOM'
  | 'COMING_SOON'
  | 'NEW_ARRIVAL'
  | 'SOLD';

export interface CarTag {
  kind: CarTagKind;
  label: string;
  /** Custom tags are red unless the site lists the text as green. */
  colour: 'red' | 'green' | null;
}

type TagSource = Pick<
  StockDocument,
  'electrified' | 'reserved' | 'certified' | 'carType' | 'make' | 'customTag' | 'status'
>;

/**
 * The tag a car shows, by the priority of spec 1 §4. Split in two so an index can precompute
 * everything but the time-based new-arrival step: `leading` wins over a new arrival, `trailing`
 * applies when the car is not one.
 */
export function tagParts(
  car: TagSource,
  site: Site,
): { leading: CarTag | null; trailing: CarTag | null } {
  const { tags } = site.config;
  const labels = site.config.labels.tags;
  const tag = (kind: CarTagKind, label: string, colour: CarTag['colour'] = null): CarTag => ({
    kind,
    label,
    colour,
  });

  let leading: CarTag | null = null;
  if (tags.electricHybrid && car.electrified === 'electric')
    leading = tag('ELECTRIC', labels.electric);
  else if (tags.electricHybrid && car.electrified === 'hybrid')
    leading = tag('HYBRID', labels.hybrid);
  else if (car.reserved) leading = tag('RESERVED', labels.reserved);
  else if (
    tags.certifiedPreOwnedMake !== null &&
    car.certified &&
    car.carType === 'used' &&
    car.make.toLowerCase() === tags.certifiedPreOwnedMake.toLowerCase()
  )
    leading = tag('CERTIFIED_PRE_OWNED', labels.certifiedPreOwned);
  else if (car.customTag)
    leading = tag('CUSTOM', car.customTag, tags.customTagColours[car.customTag] ?? 'red');
  else if (car.status === 'coming_soon') leading = tag('COMING_SOON', labels.comingSoon);

  const trailing = isAvailable(car.status) ? null : tag('SOLD', labels.sold);
  return { leading, trailing };
}

/** Cars listed after this instant are new arrivals at `nowMs`; every engine draws the line here. */
export function newArrivalCutoffMs(nowMs: number): number {
  return nowMs - NEW_ARRIVAL_DAYS * DAY_MS;
}

export function isNewArrival(createdAtMs: number, nowMs: number): boolean {
  return createdAtMs > newArrivalCutoffMs(nowMs);
}

/** The instant a car listed at `createdAtMs` stops being a new arrival. */
export function newArrivalEndsAt(createdAtMs: number): Date {
  return new Date(createdAtMs + NEW_ARRIVAL_DAYS * DAY_MS);
}

/**
 * The new-arrival step of the tag priority, the one that depends on the clock: a leading tag
 * wins, else a car listed within NEW_ARRIVAL_DAYS shows the new-arrival tag, else its trailing
 * tag. Generic over how a tag is held, so an index can run it on its own encoding.
 */
export function tagAfterNewArrivalStep<T>(
  leading: T | null,
  newArrival: T,
  trailing: T,
  createdAtMs: number,
  nowMs: number,
): T {
  if (leading !== null) return leading;
  return isNewArrival(createdAtMs, nowMs) ? newArrival : trailing;
}

export function newArrivalTag(site: Site): CarTag {
  return { kind: 'NEW_ARRIVAL', label: site.config.labels.tags.newArrival, colour: null };
}

export function carTag(
  car: TagSource & Pick<StockDocument, 'createdAtMs'>,
  site: Site,
  now: Date,
): CarTag | null {
  const { leading, trailing } = tagParts(car, site);
  return tagAfterNewArrivalStep(
    leading,
    newArrivalTag(site),
    trailing,
    car.createdAtMs,
    now.getTime(),
  );
}
