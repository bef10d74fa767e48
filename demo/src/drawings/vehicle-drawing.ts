import { shade } from './car-colours.js';
import { palette, paintOf, type Palette } from './paints.js';
import { closedRoundedPath, openRoundedPath } from './rounded-path.js';
import { num, pointList, type Point } from './svg-markup.js';
import type { VehicleProfile } from './vehicle-profiles.js';

/**
 * Draws a wheeled vehicle from any angle around it. The side view is extruded across the width:
 * the far side, then copies of the outline stepping towards the near side (their union is the
 * roof, bonnet and the end face), then the near side with its glass, lamps and wheels. A yaw of 0
 * shows the right-facing side, 90 the front, 180 the other side, 270 the rear.
 */

export interface Placement {
  /** Screen x of the drawing's centre and y of the ground. */
  centerX: number;
  groundY: number;
  /** Pixels per centimetre. */
  scale: number;
}

/** Seen end-on, the side still shows a little: a paper-thin side reads as a glitch. */
const MIN_SIDE_SCALE = 0.28;
/** The camera is a little above the vehicle: the far side shows this share of the width higher. */
const ELEVATION = 0.1;
/** Pixels between two extrusion copies. */
const EXTRUSION_STEP_PX = 3;
const MAX_EXTRUSION_COPIES = 60;
const LAMP_SHARE = 0.26;
/** How much lighter the near edge of the roof and bonnet is than the far edge. */
const EXTRUSION_SHADING = 0.24;
const SPOKES = 5;

interface View {
  profile: VehicleProfile;
  colours: Palette;
  surface: Palette;
  sideScale: number;
  depthX: number;
  depthY: number;
  place: Placement;
  nearX: number;
}

function viewOf(
  profile: VehicleProfile,
  bodyPaint: string,
  yawDeg: number,
  place: Placement,
): View {
  const yaw = (yawDeg * Math.PI) / 180;
  const cos = Math.cos(yaw);
  const sin = Math.sin(yaw);
  const facing = cos >= 0 ? 1 : -1;
  const sideScale = facing * Math.max(Math.abs(cos), MIN_SIDE_SCALE);
  const depthX = profile.width * sin * facing;
  const depthY = -profile.width * ELEVATION;
  const colours = palette(bodyPaint);
  return {
    profile,
    colours,
    surface: palette(paintOf(profile.paint, colours)),
    sideScale,
    depthX,
    depthY,
    place,
    nearX: place.centerX - (depthX * place.scale) / 2,
  };
}

/** Screen point of a side-view point, `t` of the way across the width (0 near, 1 far). */
function project(view: View, [x, y]: Point, t: number): Point {
  const { scale } = view.place;
  return [
    view.nearX + view.depthX * scale * t + (x - view.profile.length / 2) * view.sideScale * scale,
    view.place.groundY + view.depthY * scale * t + y * scale,
  ];
}

function sideTransform(view: View, t: number): string {
  const [x, y] = project(view, [view.profile.length / 2, 0], t);
  const { scale } = view.place;
  return `translate(${num(x)},${num(y)}) scale(${(view.sideScale * scale).toFixed(4)},${scale.toFixed(4)}) translate(${num(-view.profile.length / 2)},0)`;
}

/** The outline's outermost x at height y, at the front or the rear (corners taken as sharp). */
function endXAt(profile: VehicleProfile, y: number, end: 'front' | 'rear'): number {
  const xs: number[] = [];
  const points = profile.outline;
  points.forEach((a, i) => {
    const b = points[(i + 1) % points.length]!;
    if ((a[1] - y) * (b[1] - y) > 0 || a[1] === b[1]) return;
    xs.push(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
  });
  if (xs.length === 0) return end === 'front' ? profile.length : 0;
  return end === 'front' ? Math.max(...xs) : Math.min(...xs);
}

/** The outline with its wheel arches, as path data in side-view centimetres. */
export function outlinePath(profile: VehicleProfile): string {
  const { sill, wheelRadius } = profile;
  const archRadius = wheelRadius + 4;
  const rise = wheelRadius + sill;
  const halfChord = Math.sqrt(Math.max(archRadius ** 2 - rise ** 2, 0));
  const largeArc = rise > 0 ? 1 : 0;
  let d = openRoundedPath(profile.outline);
  for (const axle of [...profile.axles].sort((a, b) => b - a)) {
    d += `L${num(axle + halfChord)},${num(sill)}`;
    d += `A${num(archRadius)},${num(archRadius)} 0 ${largeArc} 0 ${num(axle - halfChord)},${num(sill)}`;
  }
  return `${d}Z`;
}

function wheel(view: View, axle: number, near: boolean): string {
  const r = view.profile.wheelRadius;
  const cy = -r;
  const tyre = `<circle cx="${num(axle)}" cy="${num(cy)}" r="${num(r)}" fill="${view.colours.tyre}"/>`;
  if (!near) return tyre;
  const rim = r * 0.64;
  const spokes = Array.from({ length: SPOKES }, (_, i) => {
    const angle = (i * 360) / SPOKES;
    return `<path d="M${num(axle - rim * 0.09)},${num(cy)}L${num(axle - rim * 0.16)},${num(cy - rim * 0.92)}L${num(axle + rim * 0.16)},${num(cy - rim * 0.92)}L${num(axle + rim * 0.09)},${num(cy)}Z" fill="url(#rim)" transform="rotate(${angle} ${num(axle)} ${num(cy)})"/>`;
  }).join('');
  return (
    tyre +
    `<circle cx="${num(axle)}" cy="${num(cy)}" r="${num(r * 0.9)}" fill="none" stroke="#2a2b2e" stroke-width="${num(r * 0.06)}"/>` +
    `<circle cx="${num(axle)}" cy="${num(cy)}" r="${num(rim)}" fill="#2b2d30"/>` +
    `<circle cx="${num(axle)}" cy="${num(cy)}" r="${num(rim * 0.55)}" fill="#5d6166"/>` +
    spokes +
    `<circle cx="${num(axle)}" cy="${num(cy)}" r="${num(rim * 0.2)}" fill="url(#rim)"/>`
  );
}

function sideLamps(view: View): string {
  const { profile, colours } = view;
  const lamp = (y: number, height: number, end: 'front' | 'rear', fill: string) => {
    const inset = end === 'front' ? -2 : 2;
    const depth =
      end === 'front' ? -Math.min(28, profile.length * 0.06) : Math.min(18, profile.length * 0.04);
    const top = endXAt(profile, y, end) + inset;
    const bottom = endXAt(profile, y + height, end) + inset;
    const shape: Point[] = [
      [top, y],
      [top + depth, y + height * 0.15],
      [bottom + depth * 0.8, y + height],
      [bottom, y + height],
    ];
    return `<polygon points="${pointList(shape)}" fill="${fill}" stroke="${colours.line}" stroke-width="0.8"/>`;
  };
  return (
    lamp(profile.headlamp.y, profile.headlamp.height, 'front', colours.headlamp) +
    lamp(profile.taillamp.y, profile.taillamp.height, 'rear', colours.taillamp)
  );
}

function nearSide(view: View): string {
  const { profile, colours } = view;
  const panels = profile.panels
    .map(
      (panel) =>
        `<path d="${closedRoundedPath(panel.shape)}" fill="${paintOf(panel.paint, colours)}" stroke="${colours.line}" stroke-width="0.8"/>`,
    )
    .join('');
  const lines = profile.lines
    .map(
      (line) =>
        `<polyline points="${pointList(line)}" fill="none" stroke="${colours.line}" stroke-width="1.2"/>`,
    )
    .join('');
  const windows = profile.windows
    .map(
      (shape) =>
        `<path d="${closedRoundedPath(shape)}" fill="url(#glass)" stroke="#101418" stroke-width="1.5"/>`,
    )
    .join('');
  const wheels = profile.axles.map((axle) => wheel(view, axle, true)).join('');
  return (
    `<g transform="${sideTransform(view, 0)}">` +
    `<use href="#outline" fill="url(#paint)" stroke="${colours.line}" stroke-width="1"/>` +
    '<use href="#outline" fill="url(#sheen)"/>' +
    panels +
    lines +
    windows +
    sideLamps(view) +
    wheels +
    '</g>'
  );
}

/** Glass and lamps across the end the camera sees (front when the sine of the yaw is > 0). */
function endFace(view: View): string {
  const { profile, colours } = view;
  const seesFront = view.depthX * Math.sign(view.sideScale) > 0;
  if (Math.abs(view.depthX) < 1) return '';
  const end = seesFront ? 'front' : 'rear';
  const quad = (a: Point, b: Point, t0: number, t1: number, fill: string) =>
    `<polygon points="${pointList([project(view, a, t0), project(view, b, t0), project(view, b, t1), project(view, a, t1)])}" fill="${fill}" stroke="${colours.line}" stroke-width="1"/>`;
  const screen = seesFront ? profile.windscreen : profile.rearScreen;
  let svg = screen ? quad(screen[0], screen[1], 0.06, 0.94, 'url(#glass)') : '';
  const lamp = seesFront ? profile.headlamp : profile.taillamp;
  const top: Point = [endXAt(profile, lamp.y, end), lamp.y];
  const bottom: Point = [endXAt(profile, lamp.y + lamp.height, end), lamp.y + lamp.height];
  const fill = seesFront ? colours.headlamp : colours.taillamp;
  svg += quad(top, bottom, 0.04, LAMP_SHARE, fill) + quad(top, bottom, 1 - LAMP_SHARE, 0.96, fill);
  if (seesFront) {
    const grilleTop: Point = [
      endXAt(profile, lamp.y + lamp.height * 0.4, end),
      lamp.y + lamp.height * 0.4,
    ];
    const grilleBottom: Point = [
      endXAt(profile, lamp.y + lamp.height + 16, end),
      lamp.y + lamp.height + 16,
    ];
    svg += quad(grilleTop, grilleBottom, LAMP_SHARE + 0.05, 1 - LAMP_SHARE - 0.05, colours.dark);
  } else {
    const plateTop: Point = [
      endXAt(profile, lamp.y + lamp.height + 6, end),
      lamp.y + lamp.height + 6,
    ];
    const plateBottom: Point = [
      endXAt(profile, lamp.y + lamp.height + 18, end),
      lamp.y + lamp.height + 18,
    ];
    svg += quad(plateTop, plateBottom, 0.38, 0.62, colours.white);
  }
  return svg;
}

function defs(view: View): string {
  const base = paintOf(view.profile.paint, view.colours);
  return (
    `<path id="outline" d="${outlinePath(view.profile)}"/>` +
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${shade(base, 0.32)}"/><stop offset="0.38" stop-color="${base}"/>` +
    `<stop offset="0.62" stop-color="${shade(base, -0.08)}"/><stop offset="1" stop-color="${shade(base, -0.42)}"/>` +
    '</linearGradient>' +
    // Studio softboxes reflected along the side.
    '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0.25">' +
    '<stop offset="0.1" stop-color="#fff" stop-opacity="0"/><stop offset="0.32" stop-color="#fff" stop-opacity="0.16"/>' +
    '<stop offset="0.46" stop-color="#fff" stop-opacity="0"/><stop offset="0.7" stop-color="#fff" stop-opacity="0.1"/>' +
    '<stop offset="0.86" stop-color="#fff" stop-opacity="0"/>' +
    '</linearGradient>' +
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="#5d7185"/><stop offset="0.45" stop-color="${view.colours.glass}"/><stop offset="1" stop-color="#0c1117"/>` +
    '</linearGradient>' +
    '<radialGradient id="rim" cx="0.35" cy="0.3" r="0.9">' +
    '<stop offset="0" stop-color="#f4f6f8"/><stop offset="0.6" stop-color="#a9afb5"/><stop offset="1" stop-color="#6b7177"/>' +
    '</radialGradient>'
  );
}

export interface VehicleDrawing {
  defs: string;
  body: string;
  /** Screen x range the drawing covers, for the floor shadow. */
  left: number;
  right: number;
}

export function drawVehicle(
  profile: VehicleProfile,
  bodyPaint: string,
  yawDeg: number,
  place: Placement,
): VehicleDrawing {
  const view = viewOf(profile, bodyPaint, yawDeg, place);
  const far = `<g transform="${sideTransform(view, 1)}"><use href="#outline" fill="${view.surface.far}"/>${profile.axles.map((axle) => wheel(view, axle, false)).join('')}</g>`;
  const travelPx = Math.hypot(view.depthX, view.depthY) * place.scale;
  const copies = Math.min(
    MAX_EXTRUSION_COPIES,
    Math.max(2, Math.ceil(travelPx / EXTRUSION_STEP_PX)),
  );
  let extrusion = '';
  for (let i = copies - 1; i >= 1; i--) {
    // Shaded from the far edge to the near one: the visible strip of each copy forms a gradient.
    const fill = shade(view.surface.top, (0.5 - i / copies) * EXTRUSION_SHADING);
    extrusion += `<use href="#outline" fill="${fill}" transform="${sideTransform(view, i / copies)}"/>`;
  }
  const xs = [0, profile.length].flatMap((x) => [
    project(view, [x, 0], 0)[0],
    project(view, [x, 0], 1)[0],
  ]);
  return {
    defs: defs(view),
    body: far + extrusion + endFace(view) + nearSide(view),
    left: Math.min(...xs),
    right: Math.max(...xs),
  };
}
