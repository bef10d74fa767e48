import { AUSTRALIAN_STATES } from '@forecourt/tenants/stock/car-record.schema';
import type { AustralianState, PostcodePlace } from '../../delivery/postcodes.port.js';

/** One suburb (locality) row of the data set; a postcode has one row per suburb it covers. */
export interface PostcodeSuburb {
  postcode: string;
  state: AustralianState;
  lat: number;
  long: number;
}

const STATES: ReadonlySet<string> = new Set(AUSTRALIAN_STATES);

/** Keeps only rows with a four-digit postcode, a known state and finite coordinates. */
export function isPostcodeSuburb(row: unknown): row is PostcodeSuburb {
  if (typeof row !== 'object' || row === null) return false;
  const { postcode, state, lat, long } = row as Record<string, unknown>;
  return (
    typeof postcode === 'string' &&
    /^\d{4}$/.test(postcode) &&
    typeof state === 'string' &&
    STATES.has(state) &&
    typeof lat === 'number' &&
    Number.isFinite(lat) &&
    typeof long === 'number' &&
    Number.isFinite(long)
  );
}

/**
 * One place per postcode: the centroid (mean latitude and longitude) of its suburbs, and the
 * state most of them are in. A rural postcode spans suburbs tens of km apart, so the first row
 * would put it wherever the data set happens to list first; the centroid is the middle of the
 * area a delivery goes to and stays put when rows are reordered. A plain mean is fine here:
 * Australia is nowhere near the antimeridian and a postcode is small next to the Earth.
 */
export function postcodePlaces(suburbs: Iterable<PostcodeSuburb>): Map<string, PostcodePlace> {
  const groups = new Map<string, PostcodeSuburb[]>();
  for (const suburb of suburbs) {
    const group = groups.get(suburb.postcode);
    if (group) group.push(suburb);
    else groups.set(suburb.postcode, [suburb]);
  }
  const places = new Map<string, PostcodePlace>();
  for (const [postcode, group] of groups) {
    places.set(postcode, {
      postcode,
      lat: mean(group.map((s) => s.lat)),
      long: mean(group.map((s) => s.long)),
      state: mostCommonState(group),
    });
  }
  return places;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** A postcode on a border (e.g. 2540 NSW/ACT) belongs to the state of most of its suburbs; ties go to the first listed. */
function mostCommonState(group: PostcodeSuburb[]): AustralianState {
  const counts = new Map<AustralianState, number>();
  for (const { state } of group) counts.set(state, (counts.get(state) ?? 0) + 1);
  let best = group[0]!.state;
  for (const [state, count] of counts) if (count > counts.get(best)!) best = state;
  return best;
}
