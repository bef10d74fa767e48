import type { NearPoint } from '../../../stock/stock-search.port.js';
import { numberOperand } from './filter-expression.js';

/** Meilisearch's reserved attribute for a document's point: filterable and sortable in the index. */
export const GEO_ATTRIBUTE = '_geo';

const METRES_PER_KM = 1000;

function checked(near: NearPoint): { lat: string; lng: string } {
  if (!(Math.abs(near.latitude) <= 90)) {
    throw new RangeError(`near.latitude: ${near.latitude} is not between -90 and 90`);
  }
  if (!(Math.abs(near.longitude) <= 180)) {
    throw new RangeError(`near.longitude: ${near.longitude} is not between -180 and 180`);
  }
  return {
    lat: numberOperand(near.latitude, 'near.latitude'),
    lng: numberOperand(near.longitude, 'near.longitude'),
  };
}

/** `_geoRadius(lat, lng, metres)`: cars without `_geo` never match it. Null without a radius. */
export function geoRadiusFilter(near: NearPoint): string | null {
  if (near.withinKm === undefined) return null;
  if (!(near.withinKm >= 0)) {
    throw new RangeError(`near.withinKm: ${near.withinKm} is not a distance of 0 or more`);
  }
  const { lat, lng } = checked(near);
  const metres = numberOperand(Math.round(near.withinKm * METRES_PER_KM), 'near.withinKm');
  return `_geoRadius(${lat}, ${lng}, ${metres})`;
}

/** `_geoPoint(lat, lng):asc`: nearest first; documents without `_geo` come after the rest. */
export function geoPointSort(near: NearPoint): string {
  const { lat, lng } = checked(near);
  return `_geoPoint(${lat}, ${lng}):asc`;
}
