import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { paintColour } from './car-colours.js';
import { drawInterior } from './interior-drawing.js';
import { drawMotorcycle } from './motorcycle-drawing.js';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  backdropDefs,
  backdropFor,
  backdropLayer,
  captionColours,
  floorShadow,
  type Backdrop,
} from './studio-backdrop.js';
import { escapeXml } from '@forecourt/schema/markup/escape-xml';
import { hashText, num } from './svg-markup.js';
import { drawVehicle, type Placement, type VehicleDrawing } from './vehicle-drawing.js';
import { vehicleProfile } from './vehicle-profiles.js';
import { silhouetteOf } from './vehicle-silhouette.js';

/**
 * Generated studio photos of a vehicle, drawn as SVG from its record (type, body, colour), so
 * demo stock has pictures without any image files or network. Every image has the same fixed
 * size, so pages reserve the space and never shift.
 */

type Shot = { kind: 'exterior'; yaw: number } | { kind: 'interior' };

/** A gallery's order: front three-quarter first (the listing image), then around the vehicle. */
const SHOTS: readonly Shot[] = [
  { kind: 'exterior', yaw: 32 },
  { kind: 'exterior', yaw: 0 },
  { kind: 'exterior', yaw: 212 },
  { kind: 'interior' },
  { kind: 'exterior', yaw: 62 },
  { kind: 'exterior', yaw: 180 },
  { kind: 'exterior', yaw: 322 },
  { kind: 'exterior', yaw: 118 },
];

/** The spin starts where the gallery does. */
const SPIN_START_YAW = 32;
/** Room the vehicle may take on the canvas at its widest angle. */
const MAX_VEHICLE_WIDTH_PX = 640;
const MAX_VEHICLE_HEIGHT_PX = 320;
const GROUND_Y = 468;
const CAPTION_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

type PhotoCar = Pick<
  CarRecord,
  'id' | 'itemType' | 'body' | 'colour' | 'interiorColour' | 'year' | 'make' | 'model'
>;

function caption(car: PhotoCar, backdrop: Backdrop): string {
  const label = `${car.year} ${car.make} ${car.model}`;
  const text = escapeXml(label);
  const colours = captionColours(backdrop);
  // Width from the character count: no font metrics without a browser; generous padding absorbs it.
  const width = Math.min(CANVAS_WIDTH - 48, 44 + label.length * 12.5);
  return (
    `<rect x="24" y="${CANVAS_HEIGHT - 64}" width="${num(width)}" height="40" rx="20" fill="${colours.pill}"/>` +
    `<text x="44" y="${CANVAS_HEIGHT - 38}" font-family="${CAPTION_FONT}" font-size="20" font-weight="600" fill="${colours.text}">${text}</text>`
  );
}

function drawExterior(car: PhotoCar, yaw: number): VehicleDrawing {
  const silhouette = silhouetteOf(car);
  const paint = paintColour(car.colour, car.id);
  if (silhouette === 'motorcycle') {
    return drawMotorcycle(paint, yaw, { centerX: CANVAS_WIDTH / 2, groundY: GROUND_Y, scale: 2.9 });
  }
  const profile = vehicleProfile(silhouette);
  const height = -Math.min(...profile.outline.map(([, y]) => y));
  // One scale for every angle, so the vehicle keeps its size through a gallery and a spin.
  const scale = Math.min(
    MAX_VEHICLE_WIDTH_PX / (profile.length + profile.width * 0.6),
    MAX_VEHICLE_HEIGHT_PX / height,
  );
  const place: Placement = { centerX: CANVAS_WIDTH / 2, groundY: GROUND_Y, scale };
  return drawVehicle(profile, paint, yaw, place);
}

function svgDocument(title: string, defs: string, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}" width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" role="img">` +
    `<title>${escapeXml(title)}</title><defs>${defs}</defs>${content}</svg>`
  );
}

function exteriorImage(
  car: PhotoCar,
  yaw: number,
  backdrop: Backdrop,
  withCaption: boolean,
  title: string,
) {
  const vehicle = drawExterior(car, yaw);
  const spotX = (vehicle.left + vehicle.right) / 2;
  return svgDocument(
    title,
    backdropDefs(backdrop, spotX) + vehicle.defs,
    backdropLayer() +
      floorShadow(vehicle.left, vehicle.right, GROUND_Y) +
      vehicle.body +
      (withCaption ? caption(car, backdrop) : ''),
  );
}

/** Photo `index` (1-based) of the car's gallery. */
export function renderCarPhoto(car: PhotoCar, index: number): string {
  const shot = SHOTS[(index - 1) % SHOTS.length]!;
  const backdrop = backdropFor(hashText(car.id) + index - 1);
  const title = `${car.year} ${car.make} ${car.model}, photo ${index}`;
  if (shot.kind === 'interior') {
    const interior = drawInterior(car, silhouetteOf(car));
    return svgDocument(title, interior.defs, interior.body + caption(car, backdrop));
  }
  return exteriorImage(car, shot.yaw, backdrop, true, title);
}

/** Frame `frame` (1-based) of `frameCount` frames turning once around the vehicle. */
export function renderSpinFrame(car: PhotoCar, frame: number, frameCount: number): string {
  const yaw = SPIN_START_YAW + (360 * (frame - 1)) / Math.max(frameCount, 1);
  const title = `${car.year} ${car.make} ${car.model}, 360° view ${frame} of ${frameCount}`;
  return exteriorImage(car, yaw, backdropFor(hashText(car.id)), false, title);
}
