import { shade } from './car-colours.js';
import { palette } from './paints.js';
import { closedRoundedPath } from './rounded-path.js';
import { num, pointList } from './svg-markup.js';
import type { Placement, VehicleDrawing } from './vehicle-drawing.js';

/**
 * A motorcycle in side view (centimetres, facing right, ground at 0). It is too narrow to extrude
 * like a car: other angles narrow and mirror the side view, as a turning bike looks.
 */

export const MOTORCYCLE_LENGTH = 215;
export const MOTORCYCLE_HEIGHT = 132;
const WHEEL_RADIUS = 31;
const AXLES = [40, 178] as const;
const SPOKES = 6;
const MIN_SIDE_SCALE = 0.3;

function wheel(axle: number, tyre: string): string {
  const cy = -WHEEL_RADIUS;
  const spokes = Array.from({ length: SPOKES }, (_, i) => {
    const a = (i * Math.PI * 2) / SPOKES;
    const x = axle + Math.cos(a) * 22;
    const y = cy + Math.sin(a) * 22;
    return `<line x1="${num(axle)}" y1="${num(cy)}" x2="${num(x)}" y2="${num(y)}" stroke="#b9bec4" stroke-width="2.2" stroke-linecap="round"/>`;
  }).join('');
  return (
    `<circle cx="${axle}" cy="${cy}" r="${WHEEL_RADIUS}" fill="${tyre}"/>` +
    `<circle cx="${axle}" cy="${cy}" r="24" fill="#26282b" stroke="#8f959b" stroke-width="2"/>` +
    `<circle cx="${axle}" cy="${cy}" r="13" fill="#8d949b" opacity="0.8"/>` +
    spokes +
    `<circle cx="${axle}" cy="${cy}" r="5" fill="url(#rim)"/>`
  );
}

export function drawMotorcycle(
  bodyPaint: string,
  yawDeg: number,
  place: Placement,
): VehicleDrawing {
  const colours = palette(bodyPaint);
  const cos = Math.cos((yawDeg * Math.PI) / 180);
  const sideScale = (cos >= 0 ? 1 : -1) * Math.max(Math.abs(cos), MIN_SIDE_SCALE);
  const half = (MOTORCYCLE_LENGTH / 2) * Math.abs(sideScale) * place.scale;
  const metal = '#2a2c30';
  const parts =
    `<polygon points="${pointList([
      [40, -34],
      [100, -52],
      [104, -42],
      [42, -26],
    ])}" fill="${metal}"/>` +
    `<path d="M100,-38 L70,-44 L22,-56" fill="none" stroke="#b8bec5" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="20" cy="-56" r="4" fill="#4a4e53"/>` +
    `<path d="${closedRoundedPath([
      [84, -30, 6],
      [136, -30, 6],
      [144, -66, 6],
      [96, -72, 6],
    ])}" fill="#3a3d42"/>` +
    `<path d="M96,-40H138M98,-50H140M100,-60H141" stroke="#55595e" stroke-width="2"/>` +
    `<polyline points="150,-104 104,-78 100,-48" fill="none" stroke="${metal}" stroke-width="6" stroke-linejoin="round"/>` +
    `<polyline points="150,-104 140,-60 136,-34" fill="none" stroke="${metal}" stroke-width="5"/>` +
    wheel(AXLES[0], colours.tyre) +
    wheel(AXLES[1], colours.tyre) +
    `<line x1="178" y1="-31" x2="152" y2="-106" stroke="#c6cbd1" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M150,-56 A38,38 0 0 1 210,-44 L204,-40 A32,32 0 0 0 154,-50 Z" fill="url(#paint)"/>` +
    `<path d="${closedRoundedPath([
      [56, -78, 4],
      [96, -80, 4],
      [100, -64, 4],
      [64, -62, 4],
    ])}" fill="url(#paint)"/>` +
    `<path d="${closedRoundedPath([
      [98, -80, 8],
      [110, -99, 14],
      [150, -107, 10],
      [157, -86, 6],
      [124, -74, 8],
    ])}" fill="url(#paint)" stroke="${colours.line}" stroke-width="1"/>` +
    `<path d="${closedRoundedPath([
      [48, -88, 6],
      [100, -93, 8],
      [110, -82, 4],
      [58, -80, 4],
    ])}" fill="${colours.dark}"/>` +
    `<path d="${closedRoundedPath([
      [14, -95, 4],
      [54, -93, 4],
      [58, -81, 4],
      [24, -85, 4],
    ])}" fill="url(#paint)"/>` +
    `<polygon points="${pointList([
      [12, -95],
      [20, -95],
      [22, -87],
      [14, -87],
    ])}" fill="${colours.taillamp}"/>` +
    `<polygon points="${pointList([
      [160, -104],
      [166, -126],
      [173, -124],
      [170, -102],
    ])}" fill="url(#glass)"/>` +
    `<circle cx="166" cy="-94" r="9" fill="${colours.headlamp}" stroke="${colours.dark}" stroke-width="2.5"/>` +
    `<line x1="138" y1="-114" x2="158" y2="-118" stroke="${colours.dark}" stroke-width="4" stroke-linecap="round"/>` +
    `<line x1="150" y1="-118" x2="146" y2="-128" stroke="${colours.dark}" stroke-width="2"/>` +
    `<ellipse cx="146" cy="-130" rx="6" ry="3" fill="${colours.dark}"/>`;
  const transform = `translate(${num(place.centerX)},${num(place.groundY)}) scale(${(sideScale * place.scale).toFixed(4)},${place.scale.toFixed(4)}) translate(${-MOTORCYCLE_LENGTH / 2},0)`;
  const defs =
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(bodyPaint, 0.35)}"/><stop offset="0.5" stop-color="${bodyPaint}"/><stop offset="1" stop-color="${shade(bodyPaint, -0.4)}"/></linearGradient>` +
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8aa0b4" stop-opacity="0.9"/><stop offset="1" stop-color="#1d2733" stop-opacity="0.9"/></linearGradient>' +
    '<radialGradient id="rim" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#f4f6f8"/><stop offset="1" stop-color="#6b7177"/></radialGradient>';
  return {
    defs,
    body: `<g transform="${transform}">${parts}</g>`,
    left: place.centerX - half,
    right: place.centerX + half,
  };
}
