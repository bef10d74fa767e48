import { lightness } from './car-colours.js';
import { num } from './svg-markup.js';

/**
 * The studio the vehicles stand in: a wall fading into a floor, a soft spotlight, and the
 * vehicle's shadow. Backdrops vary per photo so a gallery does not look like one picture.
 */

export interface Backdrop {
  wallTop: string;
  wallBottom: string;
  floorNear: string;
  spot: string;
}

export const BACKDROPS: readonly Backdrop[] = [
  { wallTop: '#d9dee3', wallBottom: '#f4f6f8', floorNear: '#c3c9cf', spot: '#ffffff' },
  { wallTop: '#ece5dc', wallBottom: '#faf7f2', floorNear: '#d6cdc1', spot: '#fffaf2' },
  { wallTop: '#1e2228', wallBottom: '#3a414b', floorNear: '#15181c', spot: '#6b7684' },
  { wallTop: '#cfdbe6', wallBottom: '#eef3f8', floorNear: '#b2c0cd', spot: '#ffffff' },
  { wallTop: '#e4e4e4', wallBottom: '#fbfbfb', floorNear: '#cdcdcd', spot: '#ffffff' },
];

export const CANVAS_WIDTH = 800;
export const CANVAS_HEIGHT = 600;
export const HORIZON_Y = 380;

export function backdropFor(variant: number): Backdrop {
  return BACKDROPS[((variant % BACKDROPS.length) + BACKDROPS.length) % BACKDROPS.length]!;
}

/** Light text on dark backdrops, dark text on light ones. */
export function captionColours(backdrop: Backdrop): { text: string; pill: string } {
  return lightness(backdrop.wallBottom) > 0.5
    ? { text: '#1d2227', pill: 'rgba(255,255,255,0.78)' }
    : { text: '#f3f5f7', pill: 'rgba(0,0,0,0.45)' };
}

export function backdropDefs(backdrop: Backdrop, spotX: number): string {
  return (
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop.wallTop}"/><stop offset="1" stop-color="${backdrop.wallBottom}"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop.wallBottom}"/><stop offset="1" stop-color="${backdrop.floorNear}"/></linearGradient>` +
    `<radialGradient id="spot" cx="${num(spotX / CANVAS_WIDTH)}" cy="0.62" r="0.55"><stop offset="0" stop-color="${backdrop.spot}" stop-opacity="0.85"/><stop offset="1" stop-color="${backdrop.spot}" stop-opacity="0"/></radialGradient>` +
    '<filter id="soft" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="9"/></filter>'
  );
}

export function backdropLayer(): string {
  return (
    `<rect width="${CANVAS_WIDTH}" height="${HORIZON_Y}" fill="url(#wall)"/>` +
    `<rect y="${HORIZON_Y}" width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT - HORIZON_Y}" fill="url(#floor)"/>` +
    `<rect width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" fill="url(#spot)"/>`
  );
}

/** A soft contact shadow under a vehicle spanning left…right on the ground line. */
export function floorShadow(left: number, right: number, groundY: number): string {
  const cx = (left + right) / 2;
  const rx = (right - left) / 2 + 12;
  return (
    `<ellipse cx="${num(cx)}" cy="${num(groundY - 2)}" rx="${num(rx)}" ry="16" fill="#000" opacity="0.32" filter="url(#soft)"/>` +
    `<ellipse cx="${num(cx)}" cy="${num(groundY)}" rx="${num(rx * 0.92)}" ry="5" fill="#000" opacity="0.35" filter="url(#soft)"/>`
  );
}
