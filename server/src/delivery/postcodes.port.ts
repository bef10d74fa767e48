import type { LatLong } from '@forecourt/schema/geo/haversine';
import type { AUSTRALIAN_STATES } from '@forecourt/tenants/stock/car-record.schema';

export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

/** Where an Australian postcode is: one point for the whole postcode, and its state. */
export interface PostcodePlace extends LatLong {
  postcode: string;
  state: AustralianState;
}

/**
 * The Postcodes port: postcode → place. The bundled adapter reads a static data set shipped with
 * the platform, so every site shares one instance.
 */
export interface Postcodes {
  /** The place of a postcode (surrounding spaces ignored); null when the data set does not know it. */
  placeOf(postcode: string): Promise<PostcodePlace | null>;
}
