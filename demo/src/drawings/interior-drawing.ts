import type { CarRecord } from '@forecourt/tenants/stock/car-record.schema';
import { paintColour, shade } from './car-colours.js';
import { closedRoundedPath } from './rounded-path.js';
import type { Silhouette } from './vehicle-silhouette.js';

/**
 * The inside shot of a gallery: the cockpit of a car, ute, van or truck (steering wheel on the
 * right, as Australian vehicles have it), the lounge of a caravan, or a motorcycle's bars and
 * dash. Trim takes the interior colour; a strip of the paint colour ties it to the outside.
 */

type InteriorCar = Pick<CarRecord, 'id' | 'colour' | 'interiorColour'>;

export interface InteriorDrawing {
  defs: string;
  body: string;
}

const DEFAULT_UPHOLSTERY = '#3a3c40';
const CARAVAN_UPHOLSTERY = '#4d6f74';
const OAK = '#b78f5e';

function sky(id: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9cfe3"/><stop offset="0.7" stop-color="#eef3f7"/><stop offset="1" stop-color="#d9dde1"/></linearGradient>`;
}

function cabin(paint: string, upholstery: string): InteriorDrawing {
  const defs =
    sky('view') +
    '<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#303338"/><stop offset="1" stop-color="#141517"/></linearGradient>' +
    '<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f3b57"/><stop offset="1" stop-color="#0b1520"/></linearGradient>';
  const dial = (cx: number) =>
    `<circle cx="${cx}" cy="405" r="20" fill="#0d0e10" stroke="#6f767d" stroke-width="2"/><line x1="${cx}" y1="405" x2="${cx + 12}" y2="393" stroke="#e0452f" stroke-width="2.5"/>`;
  const body =
    '<rect width="800" height="600" fill="url(#view)"/>' +
    '<path d="M0,0H800V72Q400,112 0,72Z" fill="#d6d2ca"/>' +
    '<polygon points="0,70 72,80 156,332 0,362" fill="#2b2d31"/>' +
    '<polygon points="800,70 728,80 644,332 800,362" fill="#2b2d31"/>' +
    '<rect x="352" y="98" width="96" height="30" rx="12" fill="#1c1d20"/><rect x="396" y="76" width="8" height="24" fill="#1c1d20"/>' +
    '<path d="M0,362 L150,330 Q400,298 650,330 L800,362 V600 H0Z" fill="url(#dash)"/>' +
    `<path d="M36,396 Q400,348 764,396 L764,410 Q400,362 36,410Z" fill="${paint}"/>` +
    '<rect x="236" y="368" width="70" height="24" rx="8" fill="#0f1012"/><rect x="494" y="368" width="70" height="24" rx="8" fill="#0f1012"/>' +
    '<rect x="330" y="388" width="140" height="86" rx="10" fill="url(#screen)" stroke="#0a0a0b" stroke-width="4"/>' +
    '<rect x="344" y="402" width="62" height="8" rx="4" fill="#5fa8e8" opacity="0.8"/><rect x="344" y="418" width="112" height="6" rx="3" fill="#9fb3c6" opacity="0.5"/><rect x="344" y="432" width="84" height="6" rx="3" fill="#9fb3c6" opacity="0.5"/>' +
    '<polygon points="342,600 366,486 434,486 458,600" fill="#1b1c1f"/>' +
    `<rect x="388" y="500" width="24" height="40" rx="10" fill="${upholstery}" stroke="#0e0e10" stroke-width="2"/>` +
    '<rect x="488" y="372" width="148" height="62" rx="24" fill="#0f1012"/>' +
    dial(530) +
    dial(594) +
    '<ellipse cx="562" cy="478" rx="122" ry="112" fill="none" stroke="#17181b" stroke-width="24"/>' +
    '<path d="M446,486 Q562,520 678,486 L678,510 Q562,548 446,510Z" fill="#17181b"/>' +
    '<rect x="548" y="500" width="28" height="80" fill="#17181b"/>' +
    `<circle cx="562" cy="500" r="30" fill="#202226"/><circle cx="562" cy="500" r="10" fill="${paint}"/>` +
    `<path d="${closedRoundedPath([
      [0, 520, 10],
      [120, 540, 30],
      [150, 600, 0],
      [0, 600, 0],
    ])}" fill="${upholstery}"/>` +
    `<path d="${closedRoundedPath([
      [800, 540, 10],
      [720, 556, 30],
      [700, 600, 0],
      [800, 600, 0],
    ])}" fill="${upholstery}"/>`;
  return { defs, body };
}

function caravanLounge(paint: string, upholstery: string): InteriorDrawing {
  const defs =
    sky('view') +
    '<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3eee6"/><stop offset="1" stop-color="#e2d9cb"/></linearGradient>';
  const cabinets = [0, 200, 400, 600]
    .map(
      (x) =>
        `<rect x="${x + 6}" y="36" width="188" height="78" rx="6" fill="${OAK}" stroke="${shade(OAK, -0.3)}" stroke-width="2"/><rect x="${x + 80}" y="100" width="40" height="6" rx="3" fill="#8d9399"/>`,
    )
    .join('');
  const blinds = [140, 160, 180, 200, 220, 240]
    .map(
      (y) =>
        `<line x1="262" y1="${y}" x2="538" y2="${y}" stroke="#ffffff" stroke-width="2" opacity="0.55"/>`,
    )
    .join('');
  const cushion = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${upholstery}" stroke="${shade(upholstery, -0.35)}" stroke-width="2"/>`;
  const body =
    '<rect width="800" height="600" fill="url(#wall)"/>' +
    '<rect width="800" height="36" fill="#faf8f4"/>' +
    cabinets +
    `<rect y="114" width="800" height="10" fill="${paint}"/>` +
    '<rect x="252" y="128" width="296" height="142" rx="14" fill="#d9d2c6"/>' +
    '<rect x="262" y="136" width="276" height="126" rx="10" fill="url(#view)"/>' +
    blinds +
    cushion(40, 300, 230, 140) +
    cushion(530, 300, 230, 140) +
    cushion(30, 430, 260, 70) +
    cushion(510, 430, 260, 70) +
    '<rect x="360" y="440" width="80" height="100" fill="#8d9399"/>' +
    `<rect x="270" y="396" width="260" height="44" rx="10" fill="${shade(OAK, 0.2)}" stroke="${shade(OAK, -0.3)}" stroke-width="2"/>` +
    '<rect y="520" width="800" height="80" fill="#c8b99c"/>';
  return { defs, body };
}

function motorcycleCockpit(paint: string): InteriorDrawing {
  const defs =
    sky('view') +
    `<linearGradient id="tank" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.3)}"/><stop offset="1" stop-color="${shade(paint, -0.4)}"/></linearGradient>`;
  const body =
    '<rect width="800" height="600" fill="url(#view)"/>' +
    '<rect y="330" width="800" height="270" fill="#cfd3d6"/>' +
    '<path d="M120,300 Q400,250 680,300" fill="none" stroke="#1b1c1f" stroke-width="18" stroke-linecap="round"/>' +
    '<rect x="70" y="282" width="80" height="30" rx="12" fill="#2b2d31"/><rect x="650" y="282" width="80" height="30" rx="12" fill="#2b2d31"/>' +
    '<line x1="200" y1="280" x2="170" y2="190" stroke="#1b1c1f" stroke-width="6"/><ellipse cx="166" cy="180" rx="40" ry="22" fill="#1b1c1f"/>' +
    '<line x1="600" y1="280" x2="630" y2="190" stroke="#1b1c1f" stroke-width="6"/><ellipse cx="634" cy="180" rx="40" ry="22" fill="#1b1c1f"/>' +
    '<rect x="320" y="200" width="160" height="96" rx="16" fill="#121315" stroke="#3a3d42" stroke-width="4"/>' +
    '<rect x="336" y="216" width="128" height="64" rx="8" fill="#0b1520"/><rect x="350" y="232" width="60" height="10" rx="5" fill="#5fa8e8"/><rect x="350" y="252" width="96" height="8" rx="4" fill="#9fb3c6" opacity="0.6"/>' +
    '<path d="M250,600 Q260,380 400,350 Q540,380 550,600Z" fill="url(#tank)"/>' +
    '<circle cx="400" cy="420" r="22" fill="#1b1c1f" stroke="#8f959b" stroke-width="3"/>';
  return { defs, body };
}

export function drawInterior(car: InteriorCar, silhouette: Silhouette): InteriorDrawing {
  const paint = paintColour(car.colour, car.id);
  if (silhouette === 'motorcycle') return motorcycleCockpit(paint);
  const fallback = silhouette === 'caravan' ? CARAVAN_UPHOLSTERY : DEFAULT_UPHOLSTERY;
  const upholstery = car.interiorColour ? paintColour(car.interiorColour, car.id) : fallback;
  if (silhouette === 'caravan') return caravanLounge(paint, upholstery);
  return cabin(paint, upholstery);
}
