import { geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import { AUSTRALIA_OUTLINE } from './__generated__/australia-outline';
import type { MapFrame } from './map-frame';

/** Width of every map's drawing in SVG units; the height is the map's own (the page's layout). */
export const MAP_VIEW_WIDTH = 560;

/**
 * Room left around the frame so a pin drawn above its point (PIN_HEIGHT) and the ring a focused
 * pin gets stay inside the drawing.
 */
export const MAP_MARGIN = { top: 34, right: 16, bottom: 12, left: 16 } as const;

/** A projected map: where a point falls, and the outline's SVG path. */
export interface ProjectedMap {
  project(longitude: number, latitude: number): [number, number];
  outlinePath: string;
}

/**
 * Projects the bundled outline onto a Mercator map fitted to `frame`. Done in the component, on
 * the server while it renders the page (and again, identically, when the page hydrates), rather
 * than by a tile service: the map then needs no network, no API key and no JavaScript to be seen,
 * and a dealer's page does not depend on a third party being up.
 */
export function projectMap(frame: MapFrame, height: number): ProjectedMap {
  const projection: GeoProjection = geoMercator().fitExtent(
    [
      [MAP_MARGIN.left, MAP_MARGIN.top],
      [MAP_VIEW_WIDTH - MAP_MARGIN.right, Math.max(height - MAP_MARGIN.bottom, MAP_MARGIN.top + 1)],
    ],
    {
      type: 'MultiPoint',
      coordinates: [
        [frame.west, frame.south],
        [frame.east, frame.north],
      ],
    },
  );
  // One decimal of an SVG unit is finer than a pixel and keeps the path (and the page) short.
  const outlinePath = geoPath(projection).digits(1)(AUSTRALIA_OUTLINE) ?? '';
  return {
    project: (longitude, latitude) => {
      const [x, y] = projection([longitude, latitude]) ?? [0, 0];
      return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
    },
    outlinePath,
  };
}
